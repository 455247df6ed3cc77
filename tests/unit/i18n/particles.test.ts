/** @jest-environment node */
import { particleAfter, withParticle } from "@/lib/i18n/particles";
import { loadMessages } from "@/lib/i18n/messages";
import { fill } from "@/lib/staff/team";
import { itMaps } from "@/tests/support/expectations";

describe("Korean particles after an inserted word", () => {
  // By particle pair: each word, and the word with the form of the pair that fits after it.
  const byPair: Record<string, [word: string, expected: string][]> = {
    을를: [
      ["상태", "상태를"],
      ["스팸 표시", "스팸 표시를"],
      ["Excel", "Excel을"],
    ],
    이가: [
      ["메모", "메모가"],
      ["파일", "파일이"],
      ["PDF", "PDF가"],
    ],
    은는: [["회사명", "회사명은"]],
    으로로: [
      ["한국어", "한국어로"],
      ["서울", "서울로"],
      ["부산항", "부산항으로"],
      ["support@atlas.com", "support@atlas.com으로"],
      ["help@atlas.co.kr", "help@atlas.co.kr로"],
    ],
    과와: [["2021", "2021과"]],
  };
  for (const [pair, words] of Object.entries(byPair))
    itMaps(`%s + ${pair} → %s`, (word: string) => withParticle(word, pair), words);

  it("leaves an unknown pair out", () => {
    expect(particleAfter("상태", "에서")).toBe("");
  });

  it("fills a history line with the particle that fits the field's name", async () => {
    const ko = await loadMessages("ko");
    const values = { who: "이마케팅", old: ko.staff.statuses.new, new: ko.staff.statuses.contacted };
    expect(fill(ko.staff.detail.historyRow, { ...values, action: ko.staff.detail.actions.status })).toBe(
      "이마케팅 님이 상태를 바꿈: 신규 → 연락함",
    );
    expect(fill(ko.staff.detail.historyRow, { ...values, action: ko.staff.detail.actions.spam })).toBe(
      "이마케팅 님이 스팸 표시를 바꿈: 신규 → 연락함",
    );
  });
});
