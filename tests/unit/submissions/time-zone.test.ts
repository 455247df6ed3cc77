/** @jest-environment node */
import { dayStart, formatDateTime, localDay, nextDay, wallClock } from "@/lib/i18n/time-zone";
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
});
