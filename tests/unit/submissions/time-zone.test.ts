/** @jest-environment node */
import {
  dayStart,
  formatDateTime,
  formatMomentFor,
  formatStampFor,
  localDay,
  nextDay,
  wallClock,
  zoneLabelFor,
} from "@/lib/i18n/time-zone";
import { lastDays } from "@/lib/submissions/dashboard";

describe("time zones", () => {
  const instant = new Date("2026-03-01T15:30:00Z");

  it("reads the wall clock of a zone", () => {
    expect(formatDateTime(instant, "Asia/Seoul")).toBe("2026-03-02 00:30");
    expect(formatDateTime(instant, "America/Los_Angeles")).toBe("2026-03-01 07:30");
    expect(wallClock(instant, "Asia/Kolkata").toISOString()).toBe("2026-03-01T21:00:00.000Z");
    expect(localDay(instant, "Asia/Seoul")).toBe("2026-03-02");
  });

  it("finds where a calendar day starts, across a daylight-saving change", () => {
    expect(dayStart("2026-03-02", "Asia/Seoul").toISOString()).toBe("2026-03-01T15:00:00.000Z");
    // New York moves its clocks on 8 March 2026: midnight is still at UTC-5, the next day's at UTC-4.
    expect(dayStart("2026-03-08", "America/New_York").toISOString()).toBe("2026-03-08T05:00:00.000Z");
    expect(dayStart("2026-03-09", "America/New_York").toISOString()).toBe("2026-03-09T04:00:00.000Z");
    expect(nextDay("2026-02-28")).toBe("2026-03-01");
  });

  it("lists the last 30 days, ending today in the zone", () => {
    const days = lastDays(instant, "Asia/Seoul");
    expect(days).toHaveLength(30);
    expect(days.at(-1)).toBe("2026-03-02");
    expect(days[0]).toBe("2026-02-01");
  });

  it("writes a moment in a Korean letter's words, with the offset of a zone other than Seoul", () => {
    expect(formatMomentFor(new Date("2026-11-30T11:46:00Z"), "ko", "Asia/Seoul")).toBe(
      "2026년 11월 30일 오후 8시 46분",
    );
    expect(formatMomentFor(new Date("2026-11-30T03:00:00Z"), "ko", "Asia/Seoul")).toBe("2026년 11월 30일 오후 12시");
    expect(formatMomentFor(new Date("2026-11-29T15:05:00Z"), "ko", "Asia/Seoul")).toBe(
      "2026년 11월 30일 오전 12시 5분",
    );
    expect(formatMomentFor(new Date("2026-11-30T09:01:00Z"), "ko", "America/New_York")).toBe(
      "2026년 11월 30일 오전 4시 1분(UTC-5)",
    );
    expect(formatMomentFor(instant, "ko", "Asia/Kolkata")).toBe("2026년 3월 1일 오후 9시(UTC+5:30)");
    expect(formatMomentFor(instant, "en", "Asia/Seoul")).toBe("March 2, 2026, 12:30 AM KST");
  });

  it("names a zone by its English id on English pages and by its offset on Korean ones", () => {
    expect(zoneLabelFor("en", "Asia/Seoul", instant)).toBe("Asia/Seoul");
    expect(zoneLabelFor("ko", "Asia/Seoul", instant)).toBe("UTC+9");
    expect(zoneLabelFor("ko", "America/Los_Angeles", instant)).toBe("UTC-8");
    expect(formatStampFor(instant, "ko", "Asia/Seoul")).toBe("2026-03-02 00:30 (UTC+9)");
    expect(formatStampFor(instant, "en", "Asia/Seoul")).toBe("2026-03-02 00:30 (Asia/Seoul)");
  });
});
