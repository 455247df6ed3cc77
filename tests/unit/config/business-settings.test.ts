/** @jest-environment node */
import {
  businessFactsFor,
  businessSettingsSchema,
  ftcLookupUrl,
  isBusinessRegistrationNumber,
  sampleBusinessSettings,
} from "@/lib/config/business-settings";
import { parseEnv } from "@/lib/config/env-schema";
import { envErrorLines, expectUnsetSettings } from "@/tests/support/env-errors";
import { warnAboutPlaceholders } from "@/scripts/lib/warn-placeholders";
import { cmapOf, subsetFile } from "@/tests/support/korean-fonts";
import { expectStampChangedBy } from "@/tests/support/rebuild-stamp";

const real = {
  BUSINESS_NAME: "주식회사 아틀라스",
  BUSINESS_REPRESENTATIVE: "김민수",
  BUSINESS_REGISTRATION_NUMBER: "1234567891",
  MAIL_ORDER_REGISTRATION_NUMBER: "제2024-서울강남-01234호",
  BUSINESS_ADDRESS: "서울특별시 강남구 강남대로 1",
  BUSINESS_PHONE: "02-1234-5678",
  BUSINESS_EMAIL: "hello@atlas.test",
  HOSTING_PROVIDER: "Amazon Web Services, Inc.",
  PRIVACY_OFFICER_NAME: "이영희",
  PRIVACY_OFFICER_TITLE: "이사",
  PRIVACY_OFFICER_PHONE: "1588-0000",
  PRIVACY_OFFICER_EMAIL: "privacy@atlas.test",
  BUSINESS_NAME_EN: "Atlas Co., Ltd.",
  BUSINESS_REPRESENTATIVE_EN: "Minsu Kim",
  MAIL_ORDER_REGISTRATION_NUMBER_EN: "No. 2024-Seoul Gangnam-01234",
  BUSINESS_ADDRESS_EN: "1 Gangnam-daero, Gangnam-gu, Seoul",
  PRIVACY_OFFICER_NAME_EN: "Younghee Lee",
  PRIVACY_OFFICER_TITLE_EN: "Director",
};

describe("business settings", () => {
  it("checks a registration number's check digit and writes it 000-00-00000", () => {
    expect(isBusinessRegistrationNumber("220-81-62517")).toBe(true);
    expect(isBusinessRegistrationNumber("123-45-67891")).toBe(true);
    expect(isBusinessRegistrationNumber("123-45-67890")).toBe(false);
    expect(isBusinessRegistrationNumber("123-45-6789")).toBe(false);
    expect(parseEnv(real).BUSINESS_REGISTRATION_NUMBER).toBe("123-45-67891");
    expect(ftcLookupUrl("123-45-67891")).toBe("https://www.ftc.go.kr/bizCommPop.do?wrkr_no=1234567891");
  });

  it("names a bad registration number or phone in one line each", () => {
    expect(envErrorLines({ ...real, BUSINESS_REGISTRATION_NUMBER: "123-45-67890", BUSINESS_PHONE: "1234" })).toEqual([
      'Invalid environment variable BUSINESS_REGISTRATION_NUMBER: expected a 10-digit business registration number such as "123-45-67890" (its check digit is checked)',
      'Invalid environment variable BUSINESS_PHONE: expected a phone number such as "02-1234-5678"',
    ]);
  });

  it("lists every setting still on its shipped sample, and none once all are set", () => {
    expectUnsetSettings(sampleBusinessSettings, real, ["BUSINESS_PHONE", "02-000-0000"]);
  });

  it("has samples the Korean subset draws, so the footer needs no fallback font with them", () => {
    const cmap = cmapOf(subsetFile("400"));
    const samples = Object.values(businessSettingsSchema.parse({})).join("");
    const hangul = [...samples].filter((char) => /[\uac00-\ud7a3]/.test(char));
    expect(hangul.length).toBeGreaterThan(10);
    expect(hangul.filter((char) => !cmap.has(char.codePointAt(0)!)).join("")).toBe("");
  });

  it("gives English pages the English facts, with no Hangul in their samples", () => {
    const samples = businessSettingsSchema.parse({});
    const english = businessFactsFor(samples, "en");
    expect(english).toEqual({
      phone: "+82 2-000-0000",
      phoneHref: "tel:+8220000000",
      name: "Atlas Spatial Co., Ltd.",
      representative: "Gildong Hong",
      mailOrderNumber: "No. 0000-Seoul Gangnam-0000",
      address: "000 Gangnam-daero, Gangnam-gu, Seoul",
      officerName: "Gildong Hong",
      officer: "CEO",
    });
    expect(JSON.stringify(english)).not.toMatch(/[\uac00-\ud7a3]/);
    expect(businessFactsFor(samples, "ko").name).toBe("주식회사 아틀라스스페이셜");
  });

  it("writes the phone with the country code on English pages, and dials it so in either language", () => {
    const settings = businessSettingsSchema.parse({ BUSINESS_PHONE: "1588-1234" });
    expect(businessFactsFor(settings, "en")).toMatchObject({ phone: "+82 1588-1234", phoneHref: "tel:+8215881234" });
    expect(businessFactsFor(settings, "ko")).toMatchObject({ phone: "1588-1234", phoneHref: "tel:+8215881234" });
    const seoul = businessSettingsSchema.parse({ BUSINESS_PHONE: "02-1234-5678" });
    expect(businessFactsFor(seoul, "en")).toMatchObject({ phone: "+82 2-1234-5678", phoneHref: "tel:+82212345678" });
    expect(businessFactsFor(seoul, "ko")).toMatchObject({ phone: "02-1234-5678", phoneHref: "tel:+82212345678" });
  });

  it("makes `npm start` warn while a sample is live", () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
    try {
      warnAboutPlaceholders({ ...real, BUSINESS_ADDRESS: "" });
      expect(warn.mock.calls.map(([line]) => line as string)).toContain(
        "> Warning: 1 business setting(s) still hold their shipped sample, shown in every footer: BUSINESS_ADDRESS. " +
          "Set the company's real details in .env before launch (docs/configuration.md).",
      );
    } finally {
      warn.mockRestore();
    }
  });

  it("makes `npm start` rebuild when one changes", () => {
    expectStampChangedBy("BUSINESS_ADDRESS", "서울특별시 중구 세종대로 1");
  });
});
