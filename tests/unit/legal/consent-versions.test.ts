/** @jest-environment node */
import { CONSENT_VERSION, consentVersions } from "@/content/legal/consent-notice";
import { consentNoticeOf, consentNotices } from "@/lib/content/consent";

describe("the consent notice's versions", () => {
  it("the Korean notice lists what the Korean forms ask: one 이름, no 성 and no 주", () => {
    const { collected } = consentNotices.ko;
    for (const form of ["signup", "lead", "report"] as const) {
      expect(collected[form]).toMatch(/^이름, 이메일 주소/);
      expect(collected[form].split(", ")).not.toContain("성");
    }
    expect(collected.signup).toBe("이름, 이메일 주소, 전화번호, 도시, 회사명, 웹사이트");
  });

  it("a changed text is a new version, and the text agreed to before stays readable", () => {
    expect(CONSENT_VERSION).toBe("2026-11-28");
    expect(consentVersions).toContain("2026-11-26");
    expect(consentNoticeOf(CONSENT_VERSION, "ko")).toBe(consentNotices.ko);
    expect(consentNoticeOf("2026-11-26", "ko")?.collected.signup).toBe(
      "이름, 성, 이메일 주소, 전화번호, 도시, 주, 회사명, 웹사이트",
    );
    // English pages did not change: both versions say the same.
    expect(consentNoticeOf("2026-11-26", "en")).toEqual(consentNotices.en);
  });
});
