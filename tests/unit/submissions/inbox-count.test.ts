/** @jest-environment node */
// The inbox's count line and its page past the end, in both languages, with the numbers a busy inbox
// reaches: each number grouped by thousands (the page itself is exercised in tests/e2e/staff-work.spec.ts).
import { loadMessages } from "@/lib/i18n/messages";
import { translatorFrom } from "@/lib/i18n/translator";

const inbox = async (locale: "ko" | "en") => translatorFrom(locale, await loadMessages(locale), "staff.inbox");

it("groups every number of the count line by thousands", async () => {
  const ko = await inbox("ko");
  expect(ko("range", { first: 1, last: 50, total: 19392 })).toBe("전체 19,392건 중 1–50번째");
  expect(ko("range", { first: 19351, last: 19392, total: 19392 })).toBe("전체 19,392건 중 19,351–19,392번째");
  expect(ko("summary", { total: 1234 })).toBe("접수 1,234건");
  expect(ko("summary", { total: 0 })).toBe("접수 내역 없음");
  const en = await inbox("en");
  expect(en("range", { first: 1, last: 50, total: 19392 })).toBe("1–50 of 19,392 submissions");
  expect(en("summary", { total: 1234 })).toBe("1,234 submissions");
});

it("says a page past the end is empty, and names the way back", async () => {
  const ko = await inbox("ko");
  expect(ko("pastEnd", { page: 1200, pages: 1000 })).toBe(
    "1,200쪽에는 접수 내역이 없습니다. 이 목록은 1,000쪽까지 있습니다.",
  );
  expect(ko("pastEnd", { page: 2, pages: 1 })).toBe("2쪽에는 접수 내역이 없습니다. 이 목록은 한 쪽으로 되어 있습니다.");
  expect(ko("lastPage", { pages: 1000 })).toBe("마지막 쪽(1,000쪽)으로 가기");
  expect(ko("lastPage", { pages: 1 })).toBe("첫 쪽으로 가기");
  const en = await inbox("en");
  expect(en("pastEnd", { page: 2, pages: 1 })).toBe("Page 2 is empty: this list has 1 page.");
  expect(en("lastPage", { pages: 1000 })).toBe("Go to the last page (page 1,000)");
  expect(en("lastPage", { pages: 1 })).toBe("Go to the first page");
});
