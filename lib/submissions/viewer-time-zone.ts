import "server-only";
import { env } from "@/lib/config/env";
import { isTimeZone, STAFF_TIME_ZONE_COOKIE } from "@/lib/i18n/time-zone";

/** The staff member's time zone from a Cookie header, else the team's (TEAM_TIME_ZONE). */
export function viewerTimeZone(cookieHeader: string | null): string {
  const match = new RegExp(`(?:^|;\\s*)${STAFF_TIME_ZONE_COOKIE}=([^;]+)`).exec(cookieHeader ?? "");
  let zone = "";
  try {
    zone = match?.[1] ? decodeURIComponent(match[1]) : "";
  } catch {
    zone = ""; // a malformed escape: ignore the cookie
  }
  return zone && isTimeZone(zone) ? zone : env().TEAM_TIME_ZONE;
}
