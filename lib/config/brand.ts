import { brandSettingsFromEnv } from "#brand-settings-env";
import type { BrandSettings } from "./brand-settings";
import { particleSlots } from "../i18n/particles";
import { isPlaceholder } from "./placeholder";

/**
 * Brand constants: the one place that names the company, the product and every outside URL. The
 * values come from the environment (lib/config/brand-settings.ts). next.config.ts hands the settings
 * it read at build time to every bundle as one string, since client code has no process.env; where
 * no build ran (tests, scripts) they are read directly.
 */
export const demoTriggers = [
  "default",
  "zenapp",
  "header",
  "laststrip",
  "modularlandingpage",
  "aboutus",
  "bisnow",
  "blog",
  "blogView",
] as const;
export type DemoTrigger = (typeof demoTriggers)[number];

const settings: BrandSettings = process.env.SITE_BRAND_SETTINGS
  ? (JSON.parse(process.env.SITE_BRAND_SETTINGS) as BrandSettings)
  : brandSettingsFromEnv();

/** A name's particle forms keyed by both forms of each pair, e.g. { 을를: "을", 이가: "이", … }. */
function particleForms(forms: string[]): Record<string, string> {
  return Object.fromEntries(particleSlots.map((pair, index) => [pair.join(""), forms[index]!]));
}

const schedulingBase = settings.SCHEDULING_URL;
const withContent = (content: string) => {
  const url = new URL(schedulingBase);
  url.searchParams.set("utm_content", content);
  return url.toString();
};

export const brand = {
  companyName: settings.BRAND_COMPANY_NAME,
  productName: settings.BRAND_PRODUCT_NAME,
  /** Korean particles after each name (e.g. "Atlas Spatial을", "Atlas가"). */
  particlesKo: {
    company: particleForms(settings.BRAND_COMPANY_PARTICLES_KO),
    product: particleForms(settings.BRAND_PRODUCT_PARTICLES_KO),
  },
  /** The product's slug: the `/{productSlug}-app` redirect and the `{product}-modular` card key. */
  productSlug: "atlas",
  supportEmail: settings.SUPPORT_EMAIL,
  careersEmail: settings.CAREERS_EMAIL,
  urls: {
    mapProduct: settings.URL_MAP_PRODUCT,
    linkedIn: settings.URL_LINKEDIN,
    newsPartnership: settings.URL_NEWS_PARTNERSHIP,
    newsFund: settings.URL_NEWS_FUND,
    schedulingOrigin: new URL(schedulingBase).origin,
    schedulingScript: settings.SCHEDULING_SCRIPT_URL,
    tagManagerHost: new URL(settings.TAG_MANAGER_ORIGIN).origin,
  },
  /**
   * False while SCHEDULING_URL is still the shipped example account: there is no calendar to show, so
   * the call-back form stands in for it from the first paint and the provider's script is never fetched.
   */
  schedulingConfigured: !isPlaceholder(schedulingBase),
  /** Scheduling page per demo trigger; the last three carry no utm_content tag. */
  scheduling: {
    default: withContent("default"),
    zenapp: withContent("zenapp"),
    header: withContent("header"),
    laststrip: withContent("laststrip"),
    modularlandingpage: withContent("modularlandingpage"),
    aboutus: withContent("aboutus"),
    bisnow: schedulingBase,
    blog: schedulingBase,
    blogView: schedulingBase,
  } satisfies Record<DemoTrigger, string>,
} as const;

export type Brand = typeof brand;
