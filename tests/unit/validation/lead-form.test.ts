/** @jest-environment node */
import { leadFormSchema } from "@/lib/validation/lead-form";
import {
  leadForms,
  leadTags,
  leadVariants,
  requiredFields,
  showsCompanyEmailHint,
  type LeadField,
} from "@/lib/validation/lead-variants";
import { translatorFrom } from "@/lib/i18n/translator";
import { en as enCatalog } from "@/messages/en";
import { ko as koCatalog } from "@/messages/ko";

const en = translatorFrom("en", enCatalog, "validation");
const ko = translatorFrom("ko", koCatalog, "validation");

const filled: Record<LeadField, string> & { privacyConsent: boolean } = {
  privacyConsent: true,
  firstName: "Sam",
  lastName: "Lee",
  email: "sam@lee.test",
  company: "Lee Dev",
  jobTitle: "developer",
  message: "Hello",
  interest: "MODULAR",
  address: "1 Main St, Los Angeles",
  lotSize: "5000",
  projectDetail: "Duplex",
};

const englishMessage: Record<LeadField, string> = {
  firstName: "Enter your first name.",
  lastName: "Enter your last name.",
  company: "Enter your company name.",
  jobTitle: "Enter your job title.",
  address: "Enter your address.",
  email: "Enter your email.",
  message: "Enter a message.",
  lotSize: "Enter the lot size.",
  projectDetail: "Describe your project.",
  interest: "Check this box to continue.",
};

function errorsFor(variant: (typeof leadVariants)[number], data: Record<string, unknown>, t = en) {
  const result = leadFormSchema(t, variant, t === en ? "en" : "ko").safeParse(data);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

describe("required fields per variant", () => {
  it.each([
    ["Beta", ["firstName", "lastName", "email", "company", "jobTitle", "message", "interest"]],
    ["AIConsulting", ["firstName", "lastName", "email", "company", "jobTitle", "message"]],
    ["Modular", ["firstName", "lastName", "email", "company", "jobTitle", "message"]],
    ["ZenApp", ["firstName", "lastName", "email", "company", "jobTitle", "message"]],
    ["ED1Report", ["firstName", "lastName", "email", "company", "address", "lotSize", "projectDetail"]],
    ["AppWaitlist", ["firstName", "lastName", "email", "company", "jobTitle"]],
    ["AppFreeTrial", ["firstName", "lastName", "company", "email"]],
    ["PHXDisc", ["firstName", "lastName", "company", "email"]],
    ["BostonDisc", ["firstName", "lastName", "company", "email"]],
    ["LADisc", ["firstName", "lastName", "company", "email"]],
  ] as const)("%s requires exactly %j, each with its message", (variant, fields) => {
    expect([...requiredFields[variant]].sort()).toEqual([...fields].sort());
    const errors = errorsFor(variant, {});
    // Every variant also needs the visitor's consent (lib/validation/consent.ts).
    expect(Object.keys(errors).sort()).toEqual([...fields, "privacyConsent"].sort());
    expect(errors.privacyConsent).toBe("Please agree to the collection and use of your personal information.");
    for (const field of fields) expect(errors[field]).toBe(englishMessage[field]);
    expect(errorsFor(variant, filled)).toEqual({});
  });

  it("treats blank-after-trimming as missing and trims accepted values", () => {
    expect(errorsFor("AppFreeTrial", { ...filled, firstName: "   " })).toEqual({ firstName: "Enter your first name." });
    const parsed = leadFormSchema(en, "AppFreeTrial", "en").parse({ ...filled, company: "  Acme  " });
    expect(parsed.company).toBe("Acme");
    expect(parsed.utm_source).toBe("");
  });

  it("rejects a malformed e-mail with the old site's message, and asks for a blank one", () => {
    for (const email of ["nope", "a@b", "a b@c.test"]) {
      expect(errorsFor("AppFreeTrial", { ...filled, email })).toEqual({ email: "Invalid email address format." });
    }
    for (const email of ["", "   "]) {
      expect(errorsFor("AppFreeTrial", { ...filled, email })).toEqual({ email: "Enter your email." });
      expect(errorsFor("AppFreeTrial", { ...filled, email }, ko)).toEqual({ email: "이메일 주소를 입력해 주세요." });
    }
  });

  it("accepts only MODULAR as the interest value", () => {
    expect(errorsFor("Beta", { ...filled, interest: "" })).toEqual({ interest: "Check this box to continue." });
    expect(errorsFor("Modular", { ...filled, interest: "" })).toEqual({});
    expect(errorsFor("Modular", { ...filled, interest: "yes" })).toHaveProperty("interest");
  });

  it("limits lengths with a message naming the limit", () => {
    expect(errorsFor("AppFreeTrial", { ...filled, firstName: "x".repeat(51) })).toEqual({
      firstName: "Use at most 50 characters.",
    });
  });

  it("speaks Korean for a Korean visitor", () => {
    expect(errorsFor("ED1Report", { ...filled, address: "", email: "x" }, ko)).toEqual({
      address: "주소를 입력해 주세요.",
      email: "이메일 주소 형식이 올바르지 않습니다. name@company.com처럼 입력해 주세요.",
    });
  });
});

describe("variant constants", () => {
  it("tags each variant's e-mail as the team's filters expect", () => {
    expect(Object.values(leadTags).sort()).toEqual(
      [
        "Modular",
        "Atlas App",
        "AI Consulting",
        "ED1 Report",
        "app_waitlist",
        "App Free Trial",
        "Zen App",
        "PHX",
        "Boston",
        "LA",
      ].sort(),
    );
  });

  it("knows the ten variant forms and the three trial forms", () => {
    expect(Object.keys(leadForms).sort()).toEqual([...leadVariants, "PHXTrial", "BostonTrial", "LATrial"].sort());
    expect(leadForms.LATrial).toBe("LADisc");
  });

  it("shows the company-email hint except for the trial, app and city variants", () => {
    expect(leadVariants.filter(showsCompanyEmailHint)).toEqual(["Beta", "AIConsulting", "Modular", "ED1Report"]);
  });
});
