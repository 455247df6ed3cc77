import * as z from "zod/mini";
import "@/lib/validation/form-z";
import { attributionShape } from "./attribution";
import { CONSENT_VERSION } from "@/content/legal/consent-notice";
import { consentShape } from "./consent";
import { MAX } from "@/lib/validation/limits";
import { areaInUnit, areaUnitFor, areaUnits, currencies, currencyFor, type AreaUnit } from "@/lib/money/prices";
import type { Locale } from "@/lib/i18n/routing";
import { koreanPhone } from "./fields";
import { asksOneName } from "./form-options";

/**
 * The report wizard's schemas, one per step, shared by the wizard (zodResolver) and
 * POST /api/consulting-form (safeParse of the whole). Messages are keys of `reportWizard.errors`,
 * so both sides show them in the visitor's language.
 */
export type ReportErrorKey =
  | "firstNameRequired"
  | "lastNameRequired"
  | "phoneRequired"
  | "phoneInvalid"
  | "companyNameRequired"
  | "emailRequired"
  | "emailInvalid"
  | "projectNameRequired"
  | "siteAddressRequired"
  | "useRequired"
  | "bedroomTypeRequired"
  | "parkingRequired"
  | "parkingOthersRequired"
  | "numberInvalid"
  | "areaInvalid"
  | "privacyConsentRequired"
  | "termsAgreementRequired"
  | "tooLong";

const key = (error: ReportErrorKey) => ({ error });

/** The old site's "simple pattern": something@something.tld, no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// No `abort` on checks: an aborted issue would stop the cross-field parking check from running.
const required = (error: ReportErrorKey, max = 200) =>
  z.string().check(z.trim(), z.minLength(1, key(error)), z.maxLength(max, key("tooLong")));

const optionalText = (max = 200) => z.string().check(z.trim(), z.maxLength(max, key("tooLong")));

/** Optional numbers stay text (as typed, commas allowed) but must read as a non-negative number. */
const optionalNumber = z.string().check(
  z.trim(),
  z.maxLength(30, key("tooLong")),
  z.refine((value) => value === "" || /^\d[\d,]*(\.\d+)?$/.test(value), key("numberInvalid")),
);

/**
 * The site's area, optional, in the page's unit: typed with or without the unit ("1,090.9㎡", "12000 sq
 * ft"), and on a ㎡ page in 평 too ("330평", "330 평"), kept as the number in ㎡. Browser and server
 * parse it alike, so the request stores what the wizard showed.
 */
const siteAreaIn = (unit: AreaUnit) =>
  z.string().check(
    z.trim(),
    z.maxLength(30, key("tooLong")),
    z.overwrite((typed) => (typed === "" ? "" : (areaInUnit(typed, unit) ?? typed))),
    z.refine((value) => value === "" || /^\d[\d,]*(\.\d+)?$/.test(value), key("areaInvalid")),
  );

/**
 * Unit types as the page's market writes them: bedrooms on English pages, exclusive-area bands
 * (전용면적) on Korean ones, the way Korean developers plan a unit mix.
 */
export const bedroomTypesByUnit = {
  sqft: ["studio", "1bed", "2bed", "3bed"],
  sqm: ["upTo59", "59to84", "over84"],
} as const;
export const bedroomTypes = [...bedroomTypesByUnit.sqft, ...bedroomTypesByUnit.sqm] as const;
export const parkingOptions = ["minimum", "not-required", "others"] as const;

/** Korean pages' phone: required, kept as 010-1234-5678 however it was typed, refused in another shape. */
const koreanPhoneField = z.string().check(
  z.trim(),
  z.minLength(1, key("phoneRequired")),
  z.maxLength(40, key("tooLong")),
  z.overwrite((typed) => (typed === "" ? "" : (koreanPhone(typed) ?? typed))),
  z.refine((typed) => typed === "" || koreanPhone(typed) !== null, key("phoneInvalid")),
);

/** Step 1 on a page of this language: one 이름 and a phone number in Korean shape on Korean pages. */
const step1ShapeFor = (locale: Locale) => ({
  firstName: required("firstNameRequired", 100),
  // Korean pages ask no last name but take one sent by a page opened before (see lib/validation/fields.ts).
  lastName: asksOneName(locale) ? optionalText(100) : required("lastNameRequired", 100),
  email: z.string().check(
    z.trim(),
    z.minLength(1, key("emailRequired")),
    z.refine((value) => value === "" || (value.length <= 254 && EMAIL_PATTERN.test(value)), key("emailInvalid")),
  ),
  phone: locale === "ko" ? koreanPhoneField : required("phoneRequired", 40),
  companyName: required("companyNameRequired"),
});

const step2ShapeFor = (locale: Locale) => ({
  projectName: required("projectNameRequired"),
  siteAddress: required("siteAddressRequired", 300),
  siteArea: siteAreaIn(areaUnitFor(locale)),
  /** The unit the area was typed in (the page's: ㎡ in Korean, sq ft in English), kept with it. */
  siteAreaUnit: z.enum(areaUnits),
});

const step3Shape = {
  use: required("useRequired", 100),
  numberOfUnits: optionalNumber,
  floorAreaRatio: optionalNumber,
  bedroomType: z
    .array(z.enum(bedroomTypes, key("bedroomTypeRequired")))
    .check(z.minLength(1, key("bedroomTypeRequired"))),
  unitMixSize: optionalText(),
  parking: z.enum(parkingOptions, key("parkingRequired")),
  parkingOthers: optionalText(500),
};

const step4Shape = {
  additionalInformation: optionalText(MAX.text),
  useZoningAnalysis: z.boolean(),
  useRenderingService: z.boolean(),
  ...consentShape("privacyConsentRequired"),
  /** The terms with their withdrawal and refund rules: only a ticked box sends a paid request. */
  termsAgreement: z
    .boolean(key("termsAgreementRequired"))
    .check(z.refine((agreed) => agreed, key("termsAgreementRequired"))),
  /** The currency the visitor was quoted in; the server prices the request in it from its own settings. */
  currency: z.enum(currencies),
};

const parkingPair = z.object({ parking: step3Shape.parking, parkingOthers: step3Shape.parkingOthers });

/**
 * "Others" needs its description. `when` runs this even while other fields are wrong, so every
 * message of the step shows at once.
 */
const hasParkingOthers = (value: { parking: string; parkingOthers: string }) =>
  value.parking !== "others" || value.parkingOthers !== "";
const parkingOthersParams = () => ({
  error: "parkingOthersRequired",
  path: ["parkingOthers"],
  when: (payload: { value: unknown }) => parkingPair.safeParse(payload.value).success,
});

/** The wizard's step schemas on a page of this language. */
export const reportStepSchemasFor = (locale: Locale) =>
  [
    z.object(step1ShapeFor(locale)),
    z.object(step2ShapeFor(locale)),
    z.object(step3Shape).check(z.refine(hasParkingOthers, parkingOthersParams())),
    z.object(step4Shape),
  ] as const;

/** The whole request as POST /api/consulting-form parses it, in the language it was filled in. */
export const reportRequestSchemaFor = (locale: Locale) =>
  z
    .object({ ...step1ShapeFor(locale), ...step2ShapeFor(locale), ...step3Shape, ...step4Shape, ...attributionShape() })
    .check(z.refine(hasParkingOthers, parkingOthersParams()));

export type ReportRequestInput = z.input<ReturnType<typeof reportRequestSchemaFor>>;
export type ReportRequest = z.output<ReturnType<typeof reportRequestSchemaFor>>;
export type ReportFieldName = keyof ReportRequestInput;

export const emptyReportRequest: ReportRequestInput = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  companyName: "",
  projectName: "",
  siteAddress: "",
  siteArea: "",
  siteAreaUnit: "sqm",
  use: "",
  numberOfUnits: "",
  floorAreaRatio: "",
  bedroomType: [],
  unitMixSize: "",
  parking: "minimum",
  parkingOthers: "",
  additionalInformation: "",
  useZoningAnalysis: false,
  useRenderingService: false,
  privacyConsent: false,
  marketingConsent: false,
  consentVersion: CONSENT_VERSION,
  termsAgreement: false,
  currency: "KRW",
};

/** The empty request in the page's units and currency. */
export function emptyReportRequestFor(locale: string): ReportRequestInput {
  return { ...emptyReportRequest, siteAreaUnit: areaUnitFor(locale), currency: currencyFor(locale) };
}
