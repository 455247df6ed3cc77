/** @jest-environment node */
import { POST_ID_PATTERN } from "@/lib/blog/schemas";
import { isSpareId, postPathPrefix, slugFromTitle, spareId } from "@/lib/blog/slug";
import { itMaps } from "@/tests/support/expectations";

const titles: [title: string, slug: string][] = [
  ["서울 역세권 부지에서 세대 구성 최적화하기", "seoul-yeoksegwon-bujieseo-sedae-guseong-choejeokwahagi"],
  ["AI 사업성 분석, 5분 만에", "ai-saeopseong-bunseok-5bun-mane"],
  ["Highest & best use: a guide", "highest-and-best-use-a-guide"],
  ["  Ünit-mix   optimisation!  ", "uenit-mix-optimisation"],
  // No ㄴ added before 야/여/요/유 (es-hangul's jeonnyong, bunnyangga, sillimmyeok): liaison, as Korean says them.
  ["강남 오피스텔 전용면적별 분양가", "gangnam-opiseutel-jeonyongmyeonjeokbyeol-bunyangga"],
  ["신림역 석유 송유관 일요일", "sillimyeok-seogyu-songyugwan-iryoil"],
];

describe("a post's address from its title", () => {
  itMaps("%s → %s", slugFromTitle, titles);

  it.each(titles)("%s → %s, an id a post may have", (_, slug) => {
    expect(slug).toMatch(POST_ID_PATTERN);
  });

  it("stays within 80 characters, cut between words", () => {
    const slug = slugFromTitle("모듈러 주택 설계안 비교 ".repeat(10));
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug.endsWith("-")).toBe(false);
    expect(slug.startsWith("modyulleo-jutaek-seolgyean-bigyo-modyulleo")).toBe(true);
  });
});

describe("where a post's address starts", () => {
  it("is /blog/ for a Korean post and /en/blog/ for an English one", () => {
    expect(postPathPrefix("ko")).toBe("/blog/");
    expect(postPathPrefix("en")).toBe("/en/blog/");
    expect(postPathPrefix(undefined)).toBe("/blog/");
  });

  it("knows a spare id (kept in a new post's address across a reload) and nothing else", () => {
    expect(isSpareId(spareId())).toBe(true);
    for (const other of ["untitled-", "untitled-3F9A1C2E", "wolgan-jepum-sosik", "untitled-3f9a1c2e/x"])
      expect(isSpareId(other)).toBe(false);
  });
});
