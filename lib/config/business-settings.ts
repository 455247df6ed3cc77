import { z } from "../validation/z";
import { optional, withDefault } from "./env-helpers";

/**
 * Whether a 사업자등록번호 passes the National Tax Service's check digit: the first nine digits
 * weighted 1,3,7,1,3,7,1,3,5, plus the tens of the ninth times 5; the tenth makes the sum a multiple of 10.
 */
export function isBusinessRegistrationNumber(value: string): boolean {
  const digits = value.replace(/-/g, "");
  if (!/^\d{10}$/.test(digits)) return false;
  const d = [...digits].map(Number);
  const weights = [1, 3, 7, 1, 3, 7, 1, 3, 5];
  const sum = weights.reduce((total, weight, index) => total + weight * d[index]!, 0) + Math.floor((d[8]! * 5) / 10);
  return (10 - (sum % 10)) % 10 === d[9];
}

const text = (fallback: string, error: string) => withDefault(z.string().trim().min(1, { error }), fallback);
const phone = (fallback: string) =>
  withDefault(
    z
      .string()
      .trim()
      .regex(/^(0\d{1,2}-\d{3,4}-\d{4}|1\d{3}-\d{4})$/, { error: 'expected a phone number such as "02-1234-5678"' }),
    fallback,
  );
const email = (fallback: string) => withDefault(z.email({ error: "expected an e-mail address" }), fallback);

/**
 * Where a processor keeps the data, as an ISO 3166-1 code ("KR", "US"): the privacy policy lists a
 * processor outside Korea as a transfer abroad (PIPA art. 28-8). No default: `npm start` warns while unset.
 */
export const countrySetting = optional(
  z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, { error: 'expected a two-letter country code such as "KR" or "US" (ISO 3166-1)' })
    .transform((code) => code.toUpperCase()),
);
/** How a data subject reaches a processor abroad (an e-mail address or a web page), as art. 28-8(2) asks. */
export const processorContactSetting = optional(
  z.string().trim().min(3, { error: "expected the processor's privacy contact: an e-mail address or a web page" }),
);

/**
 * Who runs the site, as 전자상거래법 제10조 and PIPA art. 30 ask every page or the privacy policy to
 * say: drawn in every footer. The defaults are samples: `npm start` warns while one is live.
 */
export const businessSettingsSchema = z.object({
  BUSINESS_NAME: text("주식회사 아틀라스스페이셜", "expected the company's registered name (상호)"),
  BUSINESS_REPRESENTATIVE: text("홍길동", "expected the representative's name (대표자)"),
  BUSINESS_REGISTRATION_NUMBER: withDefault(
    z
      .string()
      .trim()
      .refine(isBusinessRegistrationNumber, {
        error: 'expected a 10-digit business registration number such as "123-45-67890" (its check digit is checked)',
      })
      .transform((value) => value.replace(/-/g, "").replace(/^(\d{3})(\d{2})(\d{5})$/, "$1-$2-$3")),
    "000-00-00000",
  ),
  MAIL_ORDER_REGISTRATION_NUMBER: text(
    "제0000-서울강남-0000호",
    'expected the mail-order business report number (통신판매업 신고번호), e.g. "제2024-서울강남-01234호"',
  ),
  BUSINESS_ADDRESS: text("서울특별시 강남구 강남대로 000", "expected the business address (주소)"),
  BUSINESS_PHONE: phone("02-000-0000"),
  BUSINESS_EMAIL: email("contact@example.com"),
  HOSTING_PROVIDER: text("Example Cloud Co., Ltd.", "expected the hosting provider's name (호스팅 서비스 제공자)"),
  HOSTING_PROVIDER_COUNTRY: countrySetting,
  HOSTING_PROVIDER_CONTACT: processorContactSetting,
  PRIVACY_OFFICER_NAME: text("홍길동", "expected the privacy officer's name (개인정보 보호책임자)"),
  PRIVACY_OFFICER_TITLE: text("대표이사", "expected the privacy officer's title (직책)"),
  PRIVACY_OFFICER_DEPARTMENT: optional(z.string().trim().min(1)),
  PRIVACY_OFFICER_PHONE: phone("02-000-0000"),
  PRIVACY_OFFICER_EMAIL: email("privacy@example.com"),
  // The same facts as English pages show them (romanised), so an English page draws no Hangul.
  BUSINESS_NAME_EN: text("Atlas Spatial Co., Ltd.", "expected the company's name in English"),
  BUSINESS_REPRESENTATIVE_EN: text("Gildong Hong", "expected the representative's name in English"),
  MAIL_ORDER_REGISTRATION_NUMBER_EN: text(
    "No. 0000-Seoul Gangnam-0000",
    "expected the mail-order business report number in English",
  ),
  BUSINESS_ADDRESS_EN: text("000 Gangnam-daero, Gangnam-gu, Seoul", "expected the business address in English"),
  PRIVACY_OFFICER_NAME_EN: text("Gildong Hong", "expected the privacy officer's name in English"),
  PRIVACY_OFFICER_TITLE_EN: text("CEO", "expected the privacy officer's title in English"),
  PRIVACY_OFFICER_DEPARTMENT_EN: optional(z.string().trim().min(1)),
});

/** A Korean number (02-000-0000, 1588-1234) as a caller abroad dials it: "+82 2-000-0000" (no trunk 0). */
export const internationalPhone = (phone: string) => `+82 ${phone.replace(/^0/, "")}`;

/** The `tel:` link of a Korean number, dialable from Korea and abroad alike: "tel:+8220000000". */
export const phoneHref = (phone: string) => `tel:+82${phone.replace(/\D/g, "").replace(/^0/, "")}`;

/** A Korean number as a page in `locale` writes it: with the country code on English pages, read abroad. */
export const phoneFor = (phone: string, locale: string) => (locale === "en" ? internationalPhone(phone) : phone);

/** The business facts in a page's language: the `_EN` settings on English pages. */
export function businessFactsFor(settings: BusinessSettings, locale: string) {
  const english = locale === "en";
  return {
    phone: phoneFor(settings.BUSINESS_PHONE, locale),
    phoneHref: phoneHref(settings.BUSINESS_PHONE),
    name: english ? settings.BUSINESS_NAME_EN : settings.BUSINESS_NAME,
    representative: english ? settings.BUSINESS_REPRESENTATIVE_EN : settings.BUSINESS_REPRESENTATIVE,
    mailOrderNumber: english ? settings.MAIL_ORDER_REGISTRATION_NUMBER_EN : settings.MAIL_ORDER_REGISTRATION_NUMBER,
    address: english ? settings.BUSINESS_ADDRESS_EN : settings.BUSINESS_ADDRESS,
    officerName: english ? settings.PRIVACY_OFFICER_NAME_EN : settings.PRIVACY_OFFICER_NAME,
    officer: (english
      ? [settings.PRIVACY_OFFICER_TITLE_EN, settings.PRIVACY_OFFICER_DEPARTMENT_EN]
      : [settings.PRIVACY_OFFICER_TITLE, settings.PRIVACY_OFFICER_DEPARTMENT]
    )
      .filter(Boolean)
      .join(", "),
  };
}

export type BusinessSettings = z.infer<typeof businessSettingsSchema>;
export const businessSettingNames = Object.keys(businessSettingsSchema.shape) as Array<keyof BusinessSettings>;

/** Names of the business settings still on their shipped sample (the department has none). */
export function sampleBusinessSettings(source: Record<string, string | undefined>): string[] {
  const samples = businessSettingsSchema.parse({});
  const settings = businessSettingsSchema.parse(source);
  return businessSettingNames.filter((name) => samples[name] !== undefined && settings[name] === samples[name]);
}

/** The FTC's public page for a business registration number (사업자정보 확인). */
export const ftcLookupUrl = (registrationNumber: string) =>
  `https://www.ftc.go.kr/bizCommPop.do?wrkr_no=${registrationNumber.replace(/\D/g, "")}`;

/** Just the business settings out of the validated environment, for the footer. */
export function businessSettingsOf(settings: BusinessSettings): BusinessSettings {
  return Object.fromEntries(businessSettingNames.map((name) => [name, settings[name]])) as BusinessSettings;
}
