/** The staff pages remember the browser's time zone in this cookie, so the server renders in it. */
export const STAFF_TIME_ZONE_COOKIE = "staff-tz";

/**
 * The calendar the public pages date things in, in either language: the company's, in Seoul. A post
 * published at 08:00 there is of that day, not of the day before as UTC reads it.
 */
export const SITE_TIME_ZONE = "Asia/Seoul";

const knownZones = new Set<string>();

/**
 * Whether the runtime knows `value` as an IANA time zone. Each staff page asks for its viewer's zone,
 * and building a format to find out costs more than the page's own formatting: a zone found once is
 * remembered. Unknown values are not kept, and as Intl reads names in any case ("asia/SEOUL"), which
 * anyone can send, the set is emptied past the few hundred real names.
 */
export function isTimeZone(value: string): boolean {
  if (knownZones.has(value)) return true;
  try {
    new Intl.DateTimeFormat("en", { timeZone: value });
  } catch {
    return false; // RangeError: unknown time zone
  }
  if (knownZones.size >= 1000) knownZones.clear();
  knownZones.add(value);
  return true;
}

const partsFormats = new Map<string, Intl.DateTimeFormat>();

function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let format = partsFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    partsFormats.set(timeZone, format);
  }
  return format;
}

const QUARTER_HOUR = 15 * 60 * 1000;
const offsets = new Map<string, number>();

/**
 * The wall-clock reading in `timeZone` at `date`, as a Date whose UTC fields hold it (for Excel cells).
 * Zones change their offset only at quarter hours, so the offset is worked out once per quarter hour
 * and zone: an export of 100,000 rows asks Intl a few thousand times instead of 200,000.
 */
export function wallClock(date: Date, timeZone: string): Date {
  const key = `${timeZone}|${Math.floor(date.getTime() / QUARTER_HOUR)}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    if (offsets.size > 50_000) offsets.clear();
    offset = readWallClock(date, timeZone).getTime() - date.getTime();
    offsets.set(key, offset);
  }
  return new Date(date.getTime() + offset);
}

function readWallClock(date: Date, timeZone: string): Date {
  const parts = Object.fromEntries(
    partsFormat(timeZone)
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return new Date(
    Date.UTC(
      Number(parts.year),
      Number(parts.month) - 1,
      Number(parts.day),
      Number(parts.hour),
      Number(parts.minute),
      Number(parts.second),
      date.getUTCMilliseconds(),
    ),
  );
}

/** The zone's offset from UTC at `date`, in milliseconds (Seoul: +9 h). */
export function offsetMs(date: Date, timeZone: string): number {
  return wallClock(date, timeZone).getTime() - date.getTime();
}

/** The calendar day `YYYY-MM-DD` in `timeZone` at `date`. */
export function localDay(date: Date, timeZone: string): string {
  return wallClock(date, timeZone).toISOString().slice(0, 10);
}

/** The instant a calendar day (`YYYY-MM-DD`) starts in `timeZone`. */
export function dayStart(day: string, timeZone: string): Date {
  const [year, month, date] = day.split("-").map(Number);
  const midnightUtc = Date.UTC(year ?? 1970, (month ?? 1) - 1, date ?? 1);
  // Two passes: the offset at the guess can differ from the offset at the real instant (a DST change).
  const guess = midnightUtc - offsetMs(new Date(midnightUtc), timeZone);
  return new Date(midnightUtc - offsetMs(new Date(guess), timeZone));
}

/** The day after `day`, as `YYYY-MM-DD`. */
export function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** "2026-11-23 21:57" in `timeZone`: one compact, sortable form for tables, mails and exports. */
export function formatDateTime(date: Date, timeZone: string): string {
  return wallClock(date, timeZone).toISOString().slice(0, 16).replace("T", " ");
}

/** The day as the site writes it in a sentence: "November 30, 2026", "2026년 11월 30일" (the blog's dates too). */
export function formatLongDate(date: Date, locale: string, timeZone: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone }).format(date);
}

// Intl names Korea's time "GMT+9" in English; people there and abroad call it KST.
const zoneAbbreviations: Partial<Record<string, string>> = { "Asia/Seoul": "KST" };

/** A zone's offset from UTC at `date` as a Korean text names a zone: "UTC+9", "UTC-5", "UTC+5:30". */
export function utcOffsetLabel(date: Date, timeZone: string): string {
  const minutes = Math.round(offsetMs(date, timeZone) / 60_000);
  const whole = Math.abs(minutes);
  const rest = whole % 60;
  return `UTC${minutes < 0 ? "-" : "+"}${Math.floor(whole / 60)}${rest ? `:${String(rest).padStart(2, "0")}` : ""}`;
}

/** A zone as a page of `locale` names it: its IANA id in English, its offset at `at` in Korean ("UTC+9"). */
export function zoneLabelFor(locale: string, timeZone: string, at: Date = new Date()): string {
  return locale === "en" ? timeZone : utcOffsetLabel(at, timeZone);
}

/**
 * A moment in the team's compact form, with its zone: "2026-11-23 21:57 (Asia/Seoul)" in English,
 * "2026-11-23 21:57 (UTC+9)" in Korean, which names no zone by its English id.
 */
export function formatStampFor(date: Date, locale: string, timeZone: string): string {
  return `${formatDateTime(date, timeZone)} (${zoneLabelFor(locale, timeZone, date)})`;
}

/**
 * A moment as a Korean sentence writes it, "2026년 11월 30일 오후 8시 46분" ("오후 8시" on the hour),
 * from the wall clock rather than Intl, whose Korean data differs between runtimes ("PM" on some).
 */
function koreanMoment(date: Date, timeZone: string): string {
  const wall = wallClock(date, timeZone);
  const hour = wall.getUTCHours();
  const minute = wall.getUTCMinutes();
  const day = `${wall.getUTCFullYear()}년 ${wall.getUTCMonth() + 1}월 ${wall.getUTCDate()}일`;
  const time = `${hour < 12 ? "오전" : "오후"} ${hour % 12 || 12}시${minute ? ` ${minute}분` : ""}`;
  return `${day} ${time}`;
}

/**
 * A moment as a visitor's mail writes it, in the visitor's zone: English "November 30, 2026, 4:01 AM EST";
 * Korean "2026년 11월 30일 오후 6시 1분" in the site's zone, and with its offset in another
 * ("2026년 11월 30일 오전 4시 1분(UTC-5)"): never an IANA id in Korean prose. `timeZone` must be valid.
 */
export function formatMomentFor(date: Date, locale: string, timeZone: string): string {
  const zone = new Intl.DateTimeFormat("en", { timeZone }).resolvedOptions().timeZone;
  if (locale !== "en") {
    const moment = koreanMoment(date, zone);
    return zone === SITE_TIME_ZONE ? moment : `${moment}(${utcOffsetLabel(date, zone)})`;
  }
  const time = new Intl.DateTimeFormat("en-US", {
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
    timeZone: zone,
  })
    .formatToParts(date)
    .map((part) => (part.type === "timeZoneName" ? (zoneAbbreviations[zone] ?? part.value) : part.value))
    .join("")
    // Newer ICU puts a narrow no-break space before AM/PM; the mail reads the same on every runtime.
    .replace(/\u202f/g, " ");
  return `${formatLongDate(date, "en-US", zone)}, ${time}`;
}
