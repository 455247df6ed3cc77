/** @jest-environment node */
// Issue 47, point 2: the privacy policy holds every item PIPA art. 30, 시행령 제31조 and the PIPC's
// 작성지침 ask, in Korean and in English, with the business's facts taken from the settings.
import { earlierVersion, legalDocument } from "@/lib/content/legal";
import { consentNotices } from "@/lib/content/consent";
import { privacyPolicyItems, type PrivacyPolicyItem } from "@/content/legal/privacy-items";
import type { LegalDocument } from "@/content/legal/types";
import { expectStampChangedBy } from "@/tests/support/rebuild-stamp";
import { warnAboutPlaceholders } from "@/scripts/lib/warn-placeholders";

const items = Object.keys(privacyPolicyItems) as PrivacyPolicyItem[];

const blockText = (blocks: LegalDocument["intro"]) =>
  blocks.flatMap((block) => (block.kind === "p" ? [block.text] : block.items)).join("\n");
const sectionText = (document: LegalDocument, id: string) =>
  blockText(document.sections.find((section) => section.id === id)?.blocks ?? []);
const allText = (document: LegalDocument) =>
  [blockText(document.intro), ...document.sections.map((section) => blockText(section.blocks))].join("\n");

/** The policies built with these settings (the settings are read when a document is built). */
function policiesWith(settings: Record<string, string>) {
  const saved = { ...process.env };
  Object.assign(process.env, settings);
  jest.resetModules();
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const fresh = require("@/lib/content/legal") as typeof import("@/lib/content/legal");
    return { ko: fresh.legalDocument("privacy", "ko"), en: fresh.legalDocument("privacy", "en") };
  } finally {
    process.env = saved;
  }
}

describe.each(["ko", "en"] as const)("the privacy policy (%s)", (locale) => {
  const policy = legalDocument("privacy", locale);

  it.each(items)("has the item %s, with text", (id) => {
    expect(policy.sections.map((section) => section.id)).toContain(id);
    expect(sectionText(policy, id).length).toBeGreaterThan(40);
  });

  it("holds its items and nothing twice", () => {
    const ids = policy.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual([...items].sort());
  });

  it("lists each form's items as its consent notice does", () => {
    for (const collected of Object.values(consentNotices[locale].collected))
      expect(sectionText(policy, "items")).toContain(collected);
    expect(sectionText(policy, "overseas")).toContain(consentNotices[locale].collected.lead);
  });

  it("names the four remedy bodies with their numbers and sites", () => {
    const remedies = sectionText(policy, "remedies");
    for (const contact of ["1833-6972", "www.kopico.go.kr", "118", "privacy.kisa.or.kr", "1301", "www.spo.go.kr"])
      expect(remedies).toContain(contact);
    expect(remedies).toMatch(/182, ecrm\.police\.go\.kr/);
  });

  it("names the processors and where each transfer abroad goes", () => {
    const processors = sectionText(policy, "processors");
    for (const name of ["ActiveCampaign, LLC", "Google LLC", "Example Cloud Co., Ltd.", "Example Mail Co., Ltd."])
      expect(processors).toContain(name);
    const overseas = sectionText(policy, "overseas");
    expect(overseas).toContain(locale === "ko" ? "미국" : "United States");
    expect(overseas).toContain("https://tools.google.com/dlpage/gaoptout");
  });

  it("lists its earlier versions, each one link away", () => {
    const changes = sectionText(policy, "changes");
    expect(changes).toContain("(/privacy-policy/2026-11-25)");
    expect(changes).toContain("(/privacy-policy-2021)");
    expect(earlierVersion("privacy", locale, "2026-11-25")?.lastUpdated).toBe(
      locale === "ko" ? "2026. 11. 25." : "11/25/2026",
    );
  });
});

describe("the facts of the business come from the settings", () => {
  const settings = {
    PRIVACY_OFFICER_NAME: "이영희",
    PRIVACY_OFFICER_TITLE: "최고개인정보보호책임자",
    PRIVACY_OFFICER_DEPARTMENT: "정보보호팀",
    PRIVACY_OFFICER_PHONE: "02-1234-5678",
    PRIVACY_OFFICER_EMAIL: "privacy@atlas.test",
    PRIVACY_OFFICER_NAME_EN: "Younghee Lee",
    PRIVACY_OFFICER_TITLE_EN: "Chief Privacy Officer",
    PRIVACY_OFFICER_DEPARTMENT_EN: "Information Security Team",
    HOSTING_PROVIDER: "Amazon Web Services, Inc.",
    MAIL_PROVIDER: "Mailgun Technologies, Inc.",
  };

  it.each(["ko", "en"] as const)("the privacy officer, the hosting and the mail provider (%s)", (locale) => {
    const policy = policiesWith(settings)[locale];
    const officer = sectionText(policy, "officer");
    // English pages name the officer from the `_EN` settings, so they draw no Hangul.
    const named =
      locale === "ko"
        ? ["이영희", "최고개인정보보호책임자", "정보보호팀"]
        : ["Younghee Lee", "Chief Privacy Officer", "Information Security Team"];
    // The number with its country code on English pages, read abroad.
    const phone = locale === "ko" ? "02-1234-5678" : "+82 2-1234-5678";
    for (const value of [...named, phone, "privacy@atlas.test"]) expect(officer).toContain(value);
    if (locale === "en") expect(officer).not.toMatch(/[\uac00-\ud7a3]/);
    expect(sectionText(policy, "processors")).toContain("Amazon Web Services, Inc.");
    expect(sectionText(policy, "processors")).toContain("Mailgun Technologies, Inc.");
    // Requests go to the officer while the request page does not exist.
    expect(sectionText(policy, "rights")).toContain("privacy@atlas.test");
  });

  it("leaves the department out when none is set", () => {
    const { ko } = policiesWith({ ...settings, PRIVACY_OFFICER_DEPARTMENT: "" });
    expect(sectionText(ko, "officer")).not.toContain("부서");
  });
});

describe("the Korean policy", () => {
  const ko = legalDocument("privacy", "ko");

  it("deems no consent from use of the site", () => {
    expect(allText(ko)).not.toMatch(/이용함으로써|인지한 것으로|동의한 것으로 봅니다/);
    expect(allText(legalDocument("privacy", "en"))).not.toMatch(/By using the Services/);
  });

  it("shows the date it takes effect", () => {
    expect(ko.lastUpdated).toBe("2026. 11. 28.");
    expect(sectionText(ko, "changes")).toContain("2026년 11월 28일부터 적용");
  });

  it("states the security measures the site takes", () => {
    const security = sectionText(ko, "security");
    for (const measure of ["scrypt", "2년 이상", "2단계 인증", "HTTPS", "15분 안에 비밀번호가 5번"])
      expect(security).toContain(measure);
  });
});

describe("MAIL_PROVIDER", () => {
  it("makes `npm start` warn while the sample is live, and rebuild when it changes", () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
    const mailLines = () =>
      warn.mock.calls.map(([line]) => String(line)).filter((line) => line.includes("MAIL_PROVIDER"));
    try {
      warnAboutPlaceholders({});
      expect(mailLines()).toHaveLength(1);
      warn.mockClear();
      warnAboutPlaceholders({ MAIL_PROVIDER: "Mailgun Technologies, Inc." });
      expect(mailLines()).toEqual([]);
    } finally {
      warn.mockRestore();
    }
    expectStampChangedBy("MAIL_PROVIDER", "Mailgun Technologies, Inc.");
  });
});
