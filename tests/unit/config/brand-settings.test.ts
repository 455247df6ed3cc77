/** @jest-environment node */
import { placeholderSettings, readBrandSettings } from "@/lib/config/brand-settings";
import { fillBrandTokens } from "@/lib/i18n/brand-tokens";
import { sourceHash } from "@/scripts/lib/build-stamp";
import { envErrorLines, expectUnsetSettings } from "@/tests/support/env-errors";
import { expectStampChangedBy } from "@/tests/support/rebuild-stamp";

/** A value of its own for every setting that ships with an example.com placeholder. */
const real = {
  SUPPORT_EMAIL: "help@atlas.test",
  CAREERS_EMAIL: "jobs@atlas.test",
  SCHEDULING_URL: "https://calendly.com/atlas/demo",
  URL_MAP_PRODUCT: "https://maps.atlas.test",
  URL_LINKEDIN: "https://www.linkedin.com/company/atlas",
  URL_NEWS_PARTNERSHIP: "https://atlas.test/news/1",
  URL_NEWS_FUND: "https://atlas.test/news/2",
  LEADS_TO: "leads@atlas.test",
};

describe("brand settings", () => {
  it("defaults to the current values", () => {
    const settings = readBrandSettings({});
    expect(settings.BRAND_COMPANY_NAME).toBe("Atlas Spatial");
    expect(settings.BRAND_COMPANY_PARTICLES_KO).toEqual(["을", "이", "은", "과", "로"]);
    expect(settings.SUPPORT_EMAIL).toBe("support@example.com");
    expect(settings.URL_LINKEDIN).toBe("https://www.linkedin.com/company/example");
  });

  it("names a bad particle list or URL in one line", () => {
    expect(envErrorLines({ BRAND_COMPANY_PARTICLES_KO: "를,가,는", URL_LINKEDIN: "linkedin" })).toEqual([
      'Invalid environment variable BRAND_COMPANY_PARTICLES_KO: expected five particle forms such as "을,이,은,과,로" (object, subject, topic, "and", "to")',
      "Invalid environment variable URL_LINKEDIN: expected an absolute http(s) URL",
    ]);
  });

  it("lists every setting still on an example.com placeholder, and none once all are set", () => {
    expectUnsetSettings(placeholderSettings, real, ["SITE_URL", "https://www.example.com"]);
  });

  it("puts the particle that fits after each name", () => {
    expect(fillBrandTokens("{company을를} 세웠습니다. {company은는} {product이가} {product으로로} {company과와}")).toBe(
      "Atlas Spatial을 세웠습니다. Atlas Spatial은 Atlas가 Atlas로 Atlas Spatial과",
    );
    // The default SUPPORT_EMAIL is a placeholder: {email} names the contact page instead, in the
    // message's language, with the particle that fits it (lib/i18n/reach.ts).
    expect(fillBrandTokens("{company}의 {email} {year}")).toBe(
      `Atlas Spatial의 문의하기 페이지 ${new Date().getFullYear()}`,
    );
    expect(fillBrandTokens("{email으로로} 연락해 주세요")).toBe("문의하기 페이지로 연락해 주세요");
    expect(fillBrandTokens("contact us via {email}.", "en")).toBe("contact us via our contact page.");
  });

  it("makes `npm start` rebuild when an outside URL changes", () => {
    const before = expectStampChangedBy("URL_LINKEDIN", "https://www.linkedin.com/company/atlas");
    expect(sourceHash(process.cwd())).toBe(before);
  });
});
