/** The newsletter goes out on the third Wednesday of each month, Korean time. */
const ISSUE_TIME_ZONE = "Asia/Seoul";

/** The third Wednesday of a month (month 0–11), as a UTC date at midnight. */
function thirdWednesday(year: number, month: number): Date {
  const firstDay = new Date(Date.UTC(year, month, 1)).getUTCDay();
  return new Date(Date.UTC(year, month, 1 + ((3 - firstDay + 7) % 7) + 14));
}

/**
 * The date of the next issue a new subscriber receives: this month's third Wednesday while it is still
 * ahead in Korea, otherwise next month's (on the day itself the issue may already have gone out).
 */
export function nextIssueDate(now: Date): Date {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: ISSUE_TIME_ZONE,
    year: "numeric",
    month: "numeric",
    day: "numeric",
  }).formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const [year, month, day] = [part("year"), part("month") - 1, part("day")];
  const thisMonth = thirdWednesday(year, month);
  return thisMonth.getUTCDate() > day ? thisMonth : thirdWednesday(year + (month === 11 ? 1 : 0), (month + 1) % 12);
}

/** The next issue's date as the language writes it: "12월 16일 수요일", "Wednesday, December 16". */
export function formatIssueDate(date: Date, locale: string): string {
  return new Intl.DateTimeFormat(locale, { timeZone: "UTC", month: "long", day: "numeric", weekday: "long" }).format(
    date,
  );
}
