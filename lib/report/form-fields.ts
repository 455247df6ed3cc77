import "server-only";
import { attributionKeys } from "@/lib/validation/attribution";
import { areaUnitFor, currencyFor, readArea } from "@/lib/money/prices";
/**
 * Multipart text fields → the input the request schema expects: `bedroomType` arrives as
 * JSON text, the add-ons as "true"/"false"; a caller that names no area unit or currency gets its
 * language's (㎡ and won for Korean, sq ft and US dollars for English). Anything else that does not fit is passed through so
 * the schema names the field.
 */
export function reportInputFromFields(fields: Map<string, string[]>, locale: string): Record<string, unknown> {
  const text = (name: string) => fields.get(name)?.[0] ?? "";
  const flag = (name: string) => {
    const value = text(name);
    return value === "true" ? true : value === "false" || value === "" ? false : value;
  };
  let bedroomType: unknown = [];
  try {
    bedroomType = text("bedroomType") ? JSON.parse(text("bedroomType")) : [];
  } catch {
    bedroomType = text("bedroomType");
  }
  return {
    firstName: text("firstName"),
    lastName: text("lastName"),
    email: text("email"),
    phone: text("phone"),
    companyName: text("companyName"),
    projectName: text("projectName"),
    siteAddress: text("siteAddress"),
    siteArea: text("siteArea"),
    siteAreaUnit: text("siteAreaUnit") || areaUnitFor(locale),
    use: text("use"),
    numberOfUnits: text("numberOfUnits"),
    floorAreaRatio: text("floorAreaRatio"),
    bedroomType,
    unitMixSize: text("unitMixSize"),
    parking: text("parking") || "minimum",
    parkingOthers: text("parkingOthers"),
    additionalInformation: text("additionalInformation"),
    useZoningAnalysis: flag("useZoningAnalysis"),
    useRenderingService: flag("useRenderingService"),
    // Consent as the checkbox's "true"/"false"; missing stays missing so the schema names the field.
    ...(fields.has("privacyConsent") && { privacyConsent: flag("privacyConsent") }),
    ...(fields.has("marketingConsent") && { marketingConsent: flag("marketingConsent") }),
    ...(fields.has("consentVersion") && { consentVersion: text("consentVersion") }),
    ...(fields.has("termsAgreement") && { termsAgreement: flag("termsAgreement") }),
    ...Object.fromEntries(attributionKeys.map((key) => [key, text(key)])),
    currency: text("currency") || currencyFor(locale),
  };
}

/**
 * The 평 a ㎡ page's visitor typed for the site's area ("330평" → 330), which the schema turns into ㎡:
 * kept beside it so the team sees how the customer measures the site. Undefined when typed otherwise.
 */
export function typedPyeong(fields: Map<string, string[]>, locale: string): number | undefined {
  const unit = areaUnitFor(locale);
  const area = readArea(fields.get("siteArea")?.[0] ?? "", unit);
  return unit === "sqm" && area?.unit === "pyeong" ? area.value : undefined;
}
