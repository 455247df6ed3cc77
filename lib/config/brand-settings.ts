import { z } from "../validation/z";
import { withDefault } from "./env-helpers";
import { particleSlots } from "../i18n/particles";
import { isPlaceholder } from "./placeholder";

const url = (fallback: string) =>
  withDefault(z.url({ protocol: /^https?$/, error: "expected an absolute http(s) URL" }), fallback);
const email = (fallback: string) => withDefault(z.email({ error: "expected an e-mail address" }), fallback);
const name = (fallback: string) => withDefault(z.string().trim().min(1, { error: "expected a name" }), fallback);

const particleError = 'expected five particle forms such as "을,이,은,과,로" (object, subject, topic, "and", "to")';
const particles = (fallback: string) =>
  withDefault(
    z
      .string()
      .transform((value) => value.split(",").map((form) => form.trim()))
      .refine(
        (forms) =>
          forms.length === particleSlots.length &&
          forms.every((form, index) => (particleSlots[index] as readonly string[]).includes(form)),
        { error: particleError },
      ),
    fallback,
  );

/**
 * The brand's names, addresses and every outside URL, from the environment (defaults: the
 * placeholders below; `npm start` warns while any example.com value is live). Baked into the pages at
 * build time; `npm start` rebuilds when one of them changes (scripts/lib/build-stamp.ts).
 */
export const brandSettingsSchema = z.object({
  BRAND_COMPANY_NAME: name("Atlas Spatial"),
  BRAND_PRODUCT_NAME: name("Atlas"),
  /** Forms after the company's name as it is read in Korean (아틀라스 스페이셜: ends in ㄹ). */
  BRAND_COMPANY_PARTICLES_KO: particles("을,이,은,과,로"),
  /** Forms after the product's name as read in Korean (아틀라스: ends in a vowel). */
  BRAND_PRODUCT_PARTICLES_KO: particles("를,가,는,와,로"),
  SUPPORT_EMAIL: email("support@example.com"),
  CAREERS_EMAIL: email("careers@example.com"),
  SCHEDULING_URL: url("https://calendly.com/example-team/demo"),
  SCHEDULING_SCRIPT_URL: url("https://assets.calendly.com/assets/external/widget.js"),
  TAG_MANAGER_ORIGIN: url("https://www.googletagmanager.com"),
  URL_MAP_PRODUCT: url("https://maps.example.com"),
  URL_LINKEDIN: url("https://www.linkedin.com/company/example"),
  URL_NEWS_PARTNERSHIP: url("https://news.example.com/modular-housing-partnership"),
  URL_NEWS_FUND: url("https://news.example.com/women-founders-fund"),
});

export type BrandSettings = z.infer<typeof brandSettingsSchema>;
export const brandSettingNames = Object.keys(brandSettingsSchema.shape) as Array<keyof BrandSettings>;

/** Reads the brand's settings from a source such as `process.env`; invalid values throw (start-up reports them). */
export function readBrandSettings(source: Record<string, string | undefined>): BrandSettings {
  return brandSettingsSchema.parse(source);
}

/** Names of the settings, and SITE_URL and LEADS_TO, whose value is still a placeholder. */
export function placeholderSettings(source: Record<string, string | undefined>): string[] {
  const settings: Record<string, unknown> = {
    ...readBrandSettings(source),
    SITE_URL: source.SITE_URL,
    LEADS_TO: source.LEADS_TO || "leads@example.com",
  };
  return Object.entries(settings)
    .filter(([, value]) => typeof value === "string" && isPlaceholder(value))
    .map(([key]) => key);
}
