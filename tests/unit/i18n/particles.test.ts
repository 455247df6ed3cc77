/** @jest-environment node */
import { particleAfter, withParticle } from "@/lib/i18n/particles";
import { loadMessages } from "@/lib/i18n/messages";
import { fill } from "@/lib/staff/team";

describe("Korean particles after an inserted word", () => {
  it.each([
    ["상태", "을를", "상태를"],
    ["스팸 표시", "을를", "스팸 표시를"],
    ["메모", "이가", "메모가"],
    ["파일", "이가", "파일이"],
    ["회사명", "은는", "회사명은"],
    ["한국어", "으로로", "한국어로"],
    ["서울", "으로로", "서울로"],
    ["부산항", "으로로", "부산항으로"],
    ["support@atlas.com", "으로로", "support@atlas.com으로"],
    ["help@atlas.co.kr", "으로로", "help@atlas.co.kr로"],
    ["PDF", "이가", "PDF가"],
    ["Excel", "을를", "Excel을"],
    ["2021", "과와", "2021과"],
  ])("%s + %s → %s", (word, pair, expected) => {
    expect(withParticle(word, pair)).toBe(expected);
  });

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
