/** The staff pages remember the browser's time zone in this cookie, so the server renders in it. */
export const STAFF_TIME_ZONE_COOKIE = "staff-tz";
