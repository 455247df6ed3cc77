/** @jest-environment node */
import { en } from "@/messages/en";
import { ko } from "@/messages/ko";
import { reportErrorTranslator } from "@/lib/report/translate";
import { emptyReportRequest, reportRequestSchemaFor, reportStepSchemasFor } from "@/lib/validation/report-wizard";
import { validFields } from "./support/multipart";
import { reportInputFromFields } from "@/lib/report/form-fields";

/** Field → message keys, as the wizard and the API see them. */
function errorsOf(schemaIndex: number, values: object, locale: "en" | "ko" = "en"): Record<string, string[]> {
  const result = reportStepSchemasFor(locale)[schemaIndex]!.safeParse({ ...emptyReportRequest, ...values });
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) (errors[String(issue.path[0])] ??= []).push(issue.message);
  return errors;
}

const valid = reportInputFromFields(new Map(Object.entries(validFields).map(([k, v]) => [k, [v]])), "en");

describe("report wizard step schemas", () => {
  it("step 1 requires first name, last name, e-mail, phone and company, each with its message", () => {
    expect(errorsOf(0, {})).toEqual({
      firstName: ["firstNameRequired"],
      lastName: ["lastNameRequired"],
      email: ["emailRequired"],
      phone: ["phoneRequired"],
      companyName: ["companyNameRequired"],
    });
    expect(errorsOf(0, { ...valid, firstName: "   " })).toEqual({ firstName: ["firstNameRequired"] });
    for (const email of ["ada@", "ada example.com", "ada@example", "@example.com"]) {
      expect(errorsOf(0, { ...valid, email })).toEqual({ email: ["emailInvalid"] });
    }
    expect(errorsOf(0, valid)).toEqual({});
  });

  it("step 1 on Korean pages asks one 이름 and a phone number in Korean shape", async () => {
    expect(errorsOf(0, {}, "ko")).toEqual({
      firstName: ["firstNameRequired"],
      email: ["emailRequired"],
      phone: ["phoneRequired"],
      companyName: ["companyNameRequired"],
    });
    const korean = { ...valid, firstName: "홍길동", lastName: "" };
    expect(errorsOf(0, { ...korean, phone: "12345" }, "ko")).toEqual({ phone: ["phoneInvalid"] });
    // It names each shape the field takes: a landline or a 15xx number, not only a mobile one.
    expect((await reportErrorTranslator("ko"))("phoneInvalid")).toBe(
      "전화번호를 010-1234-5678, 02-123-4567, 1588-1234처럼 입력해 주세요",
    );
    const parsed = reportStepSchemasFor("ko")[0].parse({ ...korean, phone: "+82 10 9876 5432" });
    expect(parsed).toMatchObject({ firstName: "홍길동", lastName: "", phone: "010-9876-5432" });
  });

  it("step 2 requires the project name and site address; site area is an optional number", () => {
    expect(errorsOf(1, {})).toEqual({ projectName: ["projectNameRequired"], siteAddress: ["siteAddressRequired"] });
    expect(errorsOf(1, { ...valid, siteArea: "" })).toEqual({});
    expect(errorsOf(1, { ...valid, siteArea: "12,000.5" })).toEqual({});
    expect(errorsOf(1, { ...valid, siteArea: "big" })).toEqual({ siteArea: ["areaInvalid"] });
  });

  it.each([
    ["330평", "1090.9"],
    ["330 평", "1090.9"],
    ["1,090.9㎡", "1,090.9"],
    ["1090.9 m2", "1090.9"],
    ["500 M²", "500"],
    ["1,000", "1,000"],
    ["", ""],
  ])("step 2 on Korean pages takes the area %p in ㎡ or 평 and keeps it in ㎡ (%p)", (typed, kept) => {
    const parsed = reportStepSchemasFor("ko")[1].parse({ ...valid, siteArea: typed, siteAreaUnit: "sqm" });
    expect(parsed.siteArea).toBe(kept);
  });

  it("step 2 refuses an area in no unit the page takes, saying which to type", async () => {
    for (const siteArea of ["약 330", "330평쯤", "330 sq ft"]) {
      expect(errorsOf(1, { ...valid, siteArea, siteAreaUnit: "sqm" }, "ko")).toEqual({ siteArea: ["areaInvalid"] });
    }
    expect(errorsOf(1, { ...valid, siteArea: "330평" }, "en")).toEqual({ siteArea: ["areaInvalid"] });
    const parsed = reportStepSchemasFor("en")[1].parse({ ...valid, siteArea: "12,000 sq ft" });
    expect(parsed.siteArea).toBe("12,000");
    expect((await reportErrorTranslator("ko"))("areaInvalid")).toBe(
      "㎡ 단위 숫자로 입력해 주세요(예: 1,090.9). 평으로 입력하면(예: 330평) ㎡로 바꿔 드립니다.",
    );
  });

  it("step 3 requires use and a bedroom type, and a description when parking is 'others'", () => {
    expect(errorsOf(2, { parking: "others" })).toEqual({
      use: ["useRequired"],
      bedroomType: ["bedroomTypeRequired"],
      parkingOthers: ["parkingOthersRequired"],
    });
    expect(errorsOf(2, { ...valid, parking: "minimum", parkingOthers: "" })).toEqual({});
    expect(errorsOf(2, { ...valid, parking: "valet" })).toEqual({ parking: ["parkingRequired"] });
    expect(errorsOf(2, { ...valid, bedroomType: ["penthouse"] })).toEqual({ bedroomType: ["bedroomTypeRequired"] });
    expect(errorsOf(2, { ...valid, numberOfUnits: "", floorAreaRatio: "", unitMixSize: "" })).toEqual({});
  });

  it("step 4 requires nothing but the consent to the collection and use of personal data and the terms", () => {
    const terms = { termsAgreement: ["termsAgreementRequired"] };
    expect(errorsOf(3, {})).toEqual({ privacyConsent: ["privacyConsentRequired"], ...terms });
    expect(errorsOf(3, { privacyConsent: false, termsAgreement: true })).toEqual({
      privacyConsent: ["privacyConsentRequired"],
    });
    expect(errorsOf(3, { privacyConsent: true, termsAgreement: false })).toEqual(terms);
    expect(errorsOf(3, { privacyConsent: true, termsAgreement: true })).toEqual({});
    expect(
      errorsOf(3, { privacyConsent: true, termsAgreement: true, additionalInformation: "x".repeat(5001) }),
    ).toEqual({
      additionalInformation: ["tooLong"],
    });
  });

  it("the whole request is the four steps together, from the multipart fields", () => {
    const parsed = reportRequestSchemaFor("en").parse(valid);
    expect(parsed).toMatchObject({
      bedroomType: ["studio", "2bed"],
      useZoningAnalysis: true,
      useRenderingService: false,
    });
    const bad = reportInputFromFields(
      new Map([
        ["useZoningAnalysis", ["yes"]],
        ["bedroomType", ["not json"]],
      ]),
      "en",
    );
    expect(reportRequestSchemaFor("en").safeParse(bad).success).toBe(false);
  });
});

describe("report wizard messages", () => {
  it("are the old site's texts in English", async () => {
    const t = await reportErrorTranslator("en");
    expect(
      [
        "firstNameRequired",
        "lastNameRequired",
        "phoneRequired",
        "companyNameRequired",
        "emailRequired",
        "emailInvalid",
        "projectNameRequired",
        "siteAddressRequired",
        "bedroomTypeRequired",
        "parkingOthersRequired",
      ].map((key) => t(key)),
    ).toEqual([
      "First name is required",
      "Last name is required",
      "Phone number is required",
      "Company name is required",
      "Email is required",
      "Please enter a valid email address",
      "Project Name is required",
      "Site Address is required",
      "Please select at least one bedroom type",
      "Please specify parking requirements",
    ]);
    expect(t("unsupportedType", { type: "application/zip" })).toBe(
      'File type "application/zip" is not supported. Please use PDF, images, documents, or spreadsheets.',
    );
    expect(t("tooLarge", { name: "a.pdf" })).toBe('File "a.pdf" is too large. Maximum size is 50MB.');
    expect(t("duplicate", { name: "a.pdf" })).toBe('File "a.pdf" has already been uploaded.');
    expect(en.reportWizard.result.success).toBe(
      "We'll contact you within 1 business day to complete verification and payment.",
    );
    expect(en.reportWizard.fields.parkingOthersHint).toBe("Describe the parking requirements.");
    expect(en.reportWizard.fields.optionalHint).toBe("Leave blank if not available");
    expect(en.reportWizard.actions).toMatchObject({ submitting: "Submitting..." });
    expect(en.reportWizard.result).toMatchObject({ done: "Done" });
  });

  it("has a Korean text for every key, with the same arguments (a refused file by its name, not its type)", () => {
    for (const [key, text] of Object.entries(en.reportWizard.errors)) {
      const korean = ko.reportWizard.errors[key as keyof typeof ko.reportWizard.errors];
      expect(korean).not.toBe(text);
      // English keeps the old site's words; Korean names the file and lists the allowed types in words.
      const expected = key === "unsupportedType" ? ["{name}"] : text.match(/\{\w+\}/g);
      expect(korean.match(/\{\w+\}/g)).toEqual(expected);
    }
    expect(ko.reportWizard.errors.unsupportedType).not.toMatch(/application\/|\{type\}/);
  });
});
