import { brand } from "@/lib/config/brand";
import { particleSlots } from "./particles";
import { reachVia } from "./reach";

const names = { company: brand.companyName, product: brand.productName } as const;
const pairs = particleSlots.map((pair) => pair.join("")).join("|");
const tokenPattern = new RegExp(`\\{(product|company)(${pairs})?\\}|\\{(email|year)(${pairs})?\\}`, "g");

/**
 * Fills the brand placeholders of a message: {company}, {product}, {email}, {year}, and a name with
 * the Korean particle that fits it, e.g. {company을를} → "Atlas Spatial을", {product이가} → "Atlas가",
 * {email으로로} → "help@atlas.co.kr로"
 * (the forms come from BRAND_COMPANY_PARTICLES_KO and BRAND_PRODUCT_PARTICLES_KO). While SUPPORT_EMAIL
 * still holds its example default, {email} names the contact page in `locale` instead
 * (lib/i18n/reach.ts): messages say "contact us via {email}" so that both read.
 */
export function fillBrandTokens(text: string, locale: "ko" | "en" = "ko"): string {
  return text.replace(
    tokenPattern,
    (token, name?: "product" | "company", pair?: string, other?: string, after?: string) => {
      // The address is read letter by letter: its particle follows the sound of its last letter.
      if (other === "email") return reachVia(brand.supportEmail, locale, { particle: after });
      // The clock's year when the message is drawn (a built page: when it was built), never a fixed one.
      if (other === "year") return String(new Date().getFullYear());
      if (!name) return token;
      return names[name] + (pair ? (brand.particlesKo[name][pair] ?? "") : "");
    },
  );
}
