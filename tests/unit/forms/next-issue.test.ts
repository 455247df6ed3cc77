/** @jest-environment node */
import { formatIssueDate, nextIssueDate } from "@/components/forms/next-issue";

const iso = (date: Date) => date.toISOString().slice(0, 10);

describe("the newsletter's next issue", () => {
  it("is this month's third Wednesday while it is ahead in Korea", () => {
    // November 2026: the third Wednesday is the 18th.
    expect(iso(nextIssueDate(new Date("2026-11-01T00:00:00+09:00")))).toBe("2026-11-18");
    expect(iso(nextIssueDate(new Date("2026-11-17T23:59:00+09:00")))).toBe("2026-11-18");
  });

  it("is next month's once this month's has come, in Korean time", () => {
    expect(iso(nextIssueDate(new Date("2026-11-18T00:00:00+09:00")))).toBe("2026-12-16");
    // 15:30 UTC on the 17th is already the 18th in Seoul.
    expect(iso(nextIssueDate(new Date("2026-11-17T15:30:00Z")))).toBe("2026-12-16");
    expect(iso(nextIssueDate(new Date("2026-11-28T12:00:00Z")))).toBe("2026-12-16");
    expect(iso(nextIssueDate(new Date("2026-12-20T12:00:00+09:00")))).toBe("2027-01-20");
  });

  it("is written as each language writes a date", () => {
    const date = new Date("2026-12-16T00:00:00Z");
    expect(formatIssueDate(date, "ko")).toBe("12월 16일 수요일");
    expect(formatIssueDate(date, "en")).toBe("Wednesday, December 16");
  });
});
