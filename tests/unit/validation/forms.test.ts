/** @jest-environment node */
import { callbackRequestSchema } from "@/lib/validation/callback-request";
import { campaignContactSchema } from "@/lib/validation/campaign-contact";
import { contactFormSchema } from "@/lib/validation/contact-form";
import { emailRequestSchema } from "@/lib/validation/email-request";
import { emailField, koreanPhone } from "@/lib/validation/fields";
import { leadFormSchema } from "@/lib/validation/lead-form";
import { newsletterSchema } from "@/lib/validation/newsletter";
import { privacyRequestSchema } from "@/lib/validation/privacy-request";
import { signupFormSchema } from "@/lib/validation/signup-form";
import { localeFromRequest } from "@/lib/i18n/request-locale";
import { translatorFrom } from "@/lib/i18n/translator";
import { en as enCatalog } from "@/messages/en";
import { ko as koCatalog } from "@/messages/ko";
import enMessages from "@/messages/en/validation.json";
import koMessages from "@/messages/ko/validation.json";

const en = translatorFrom("en", enCatalog, "validation");
const ko = translatorFrom("ko", koCatalog, "validation");

function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0] ?? ""), issue.message]));
}

// Every required field of an empty form is marked, each with its own message.
describe("an empty submit", () => {
  it.each([
    [
      "contact form: company, name, email and purpose, each message naming its field",
      contactFormSchema,
      {
        company: 'Enter your company name. If you have none, write "Individual".',
        name: "Enter your name.",
        email: "Enter your email.",
        purpose: "Choose a purpose from the list.",
        privacyConsent: "Please agree to the collection and use of your personal information.",
      },
    ],
    [
      "sign-up form: first and last name and a work e-mail",
      signupFormSchema,
      {
        first_name: "Enter your first name.",
        last_name: "Enter your last name.",
        email: "Enter your email.",
        privacyConsent: "Please agree to the collection and use of your personal information.",
      },
    ],
  ])("%s", (_label, schema, expected) => {
    expect(messages(schema(en, "en").safeParse({}))).toEqual(expected);
  });
});

describe("contact form", () => {
  // A screen reader reads the message with its field: two identical ones ("Please Enter!") name neither.
  it.each([
    ["en", en],
    ["ko", ko],
  ] as const)("names each missing field in its own words (%s)", (_locale, t) => {
    const shown = Object.values(messages(contactFormSchema(t).safeParse({ email: "nope" })));
    expect(shown).toHaveLength(5);
    expect(new Set(shown).size).toBe(shown.length);
  });

  it("passes with company, name, email and purpose; message is optional", () => {
    const ok = contactFormSchema(en).safeParse({
      company: "A",
      name: "B",
      email: "b@a.test",
      purpose: "pr_media",
      privacyConsent: true,
    });
    expect(ok.success).toBe(true);
  });

  it("accepts only the six purposes", () => {
    const base = { company: "A", name: "B", email: "b@a.test", privacyConsent: true };
    expect(messages(contactFormSchema(en).safeParse({ ...base, purpose: "marketing" }))).toEqual({
      purpose: "Choose a purpose from the list.",
    });
    expect(messages(contactFormSchema(ko).safeParse({ ...base, purpose: "" }))).toEqual({
      purpose: "문의 목적을 목록에서 골라 주세요.",
    });
  });
});

describe("sign-up form", () => {
  it("passes with first and last name and a work e-mail; the other fields may stay untouched", () => {
    const parsed = signupFormSchema(en, "en").parse({
      first_name: "A",
      last_name: "B",
      email: "a@b.test",
      privacyConsent: true,
    });
    expect(parsed).toMatchObject({ phone: "", city: "", state: "", company: "", website: "" });
  });
});

describe("sign-up form on Korean pages", () => {
  const schema = signupFormSchema(ko, "ko");

  it("asks one 이름, kept whole in first_name, and stores no state", () => {
    expect(messages(schema.safeParse({ email: "a@b.test", privacyConsent: true }))).toEqual({
      first_name: "이름을 입력해 주세요.",
    });
    const parsed = schema.parse({ first_name: " 홍길동 ", email: "a@b.test", state: "CA", privacyConsent: true });
    expect(parsed).toMatchObject({ first_name: "홍길동", last_name: "", state: "" });
  });

  it("writes a phone number as 010-0000-0000 however it was typed, and says the shape when it is not one", () => {
    const phone = (typed: string) =>
      schema.safeParse({ first_name: "홍길동", email: "a@b.test", phone: typed, privacyConsent: true });
    for (const typed of ["01012345678", "010 1234 5678", "+82 10-1234-5678", "+82 (0)10 1234 5678"])
      expect(phone(typed).data?.phone).toBe("010-1234-5678");
    expect(phone("02 123 4567").data?.phone).toBe("02-123-4567");
    expect(phone("").data?.phone).toBe("");
    expect(messages(phone("010-12"))).toEqual({
      phone: "전화번호를 010-1234-5678, 02-123-4567, 1588-1234처럼 입력해 주세요.",
    });
  });

  // The message names the shapes the field takes (a landline or a 15xx number as well as a mobile one), and takes them.
  it.each([
    ["ko", koMessages.phoneFormat],
    ["en", enMessages.phoneFormat],
  ])("the %s phone message's examples are each accepted as written", (_locale, message) => {
    const examples = message.match(/\d[\d-]+\d/g) ?? [];
    expect(examples).toEqual(["010-1234-5678", "02-123-4567", "1588-1234"]);
    for (const example of examples) expect(koreanPhone(example)).toBe(example);
  });

  it("the English form still asks both names and a state, and takes the number as typed", () => {
    expect(
      messages(signupFormSchema(en, "en").safeParse({ first_name: "Ann", email: "a@b.test", privacyConsent: true })),
    ).toEqual({ last_name: "Enter your last name." });
    const parsed = signupFormSchema(en, "en").parse({
      first_name: "Ann",
      last_name: "Lee",
      email: "a@b.test",
      phone: "(555) 123-4567",
      state: "CA",
      privacyConsent: true,
    });
    expect(parsed).toMatchObject({ phone: "(555) 123-4567", state: "CA" });
  });
});

describe("shared validators", () => {
  it("e-mail: the standard pattern", () => {
    expect(emailField(en).safeParse(" a@b.co ").data).toBe("a@b.co");
    expect(emailField(en).safeParse("a@").success).toBe(false);
  });

  it("e-mail: blank is asked for, malformed is refused, on every form with the shared field", () => {
    const forms = (t: typeof en, locale: "ko" | "en") => ({
      callback: callbackRequestSchema(t, locale),
      campaign: campaignContactSchema(t, locale),
      contact: contactFormSchema(t),
      lead: leadFormSchema(t, "AIConsulting", locale),
      newsletter: newsletterSchema(t),
      privacyRequest: privacyRequestSchema(t),
      signup: signupFormSchema(t, locale),
    });
    for (const [t, locale, blank] of [
      [en, "en", "Enter your email."],
      [ko, "ko", "이메일 주소를 입력해 주세요."],
    ] as const) {
      for (const [name, schema] of Object.entries(forms(t, locale))) {
        // The tag picks the campaign's payload; the other forms drop it.
        for (const email of [undefined, "", "  "])
          expect([name, messages(schema.safeParse({ tag: "modular", email })).email]).toEqual([name, blank]);
        expect([name, messages(schema.safeParse({ tag: "modular", email: "nope" })).email]).not.toEqual([name, blank]);
        expect(messages(schema.safeParse({ tag: "modular", email: "nope" })).email).toBeDefined();
      }
    }
  });
});

describe("API-only schemas", () => {
  it("newsletter needs the shared consent and the advertising consent, in the visitor's language", () => {
    expect(messages(newsletterSchema(en).safeParse({ email: "a@b.test" }))).toEqual({
      privacyConsent: "Please agree to the collection and use of your personal information.",
      marketingConsent: "Please agree to receive advertising e-mail.",
    });
    expect(
      messages(newsletterSchema(ko).safeParse({ email: "a@b.test", privacyConsent: false, marketingConsent: true })),
    ).toEqual({
      privacyConsent: "개인정보 수집·이용에 동의해 주세요.",
    });
    expect(
      messages(newsletterSchema(ko).safeParse({ email: "a@b.test", privacyConsent: true, marketingConsent: false })),
    ).toEqual({
      marketingConsent: "광고성 정보 수신에 동의해 주세요.",
    });
    const agreed = { email: "a@b.test", privacyConsent: true, marketingConsent: true };
    expect(newsletterSchema(en).safeParse(agreed).success).toBe(true);
  });

  it("campaign contacts are told apart by tag", () => {
    const schema = campaignContactSchema(en, "en");
    const person = { email: "a@b.test", firstName: "A", lastName: "B", privacyConsent: true };
    expect(schema.safeParse({ tag: "modular", ...person }).success).toBe(true);
    expect(schema.safeParse({ tag: "ed1_report", ...person }).success).toBe(true);
    expect(schema.safeParse({ tag: "other", email: "a@b.test", firstName: "A", lastName: "B" }).success).toBe(false);
  });

  it("the e-mail call picks the form by tag", () => {
    const schema = emailRequestSchema(en, "en");
    const agreed = { privacyConsent: true };
    expect(
      schema.safeParse({ tag: "Sign Up", first_name: "A", last_name: "B", email: "a@b.test", ...agreed }).success,
    ).toBe(true);
    expect(
      messages(schema.safeParse({ tag: "PHX", firstName: "A", lastName: "B", email: "a@b.test", ...agreed })),
    ).toEqual({
      company: "Enter your company name.",
    });
    expect(schema.safeParse({ tag: "Unknown" }).success).toBe(false);
  });
});

describe("messages and locale", () => {
  it("has every validation message in both languages, none empty", () => {
    expect(Object.keys(koMessages).sort()).toEqual(Object.keys(enMessages).sort());
    for (const text of [...Object.values(enMessages), ...Object.values(koMessages)]) expect(text.trim()).not.toBe("");
  });

  it("fills {max}", () => {
    expect(ko("tooLong", { max: 50 })).toBe("50자 이내로 입력해 주세요.");
  });

  it("takes the locale from X-Locale, then Accept-Language, else Korean", () => {
    const request = (headers: Record<string, string>) => new Request("http://x/", { headers });
    expect(localeFromRequest(request({ "x-locale": "en", "accept-language": "ko" }))).toBe("en");
    expect(localeFromRequest(request({ "accept-language": "en-US,en;q=0.9" }))).toBe("en");
    expect(localeFromRequest(request({ "x-locale": "fr" }))).toBe("ko");
    expect(localeFromRequest(request({ "accept-language": "fr-FR,en;q=0.8" }))).toBe("en");
    expect(localeFromRequest(request({}))).toBe("ko");
  });
});
