/** @jest-environment node */
import { POST_ID_PATTERN } from "@/lib/blog/schemas";
import { slugFromTitle } from "@/lib/blog/slug";

describe("a post's address from its title", () => {
  it.each([
    ["서울 역세권 부지에서 세대 구성 최적화하기", "seoul-yeoksegwon-bujieseo-sedae-guseong-choejeokwahagi"],
    ["AI 사업성 분석, 5분 만에", "ai-saeopseong-bunseok-5bun-mane"],
    ["Highest & best use: a guide", "highest-and-best-use-a-guide"],
    ["  Ünit-mix   optimisation!  ", "uenit-mix-optimisation"],
  ])("%s → %s", (title, slug) => {
    expect(slugFromTitle(title)).toBe(slug);
    expect(slug).toMatch(POST_ID_PATTERN);
  });

  it("stays within 80 characters, cut between words", () => {
    const slug = slugFromTitle("모듈러 주택 설계안 비교 ".repeat(10));
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug.endsWith("-")).toBe(false);
    expect(slug.startsWith("modyulleo-jutaek-seolgyean-bigyo-modyulleo")).toBe(true);
  });
});
