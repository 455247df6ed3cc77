import { env } from "@/lib/config/env";
import { loadMessages, type Messages } from "@/lib/i18n/messages";
import type { Locale } from "@/lib/i18n/routing";

/** The marketing team's language, time zone and the site's address: for notifications and exports. */
export interface Team {
  locale: Locale;
  timeZone: string;
  siteUrl: string;
  messages: Messages;
}

export async function teamContext(): Promise<Team> {
  const { TEAM_LOCALE, TEAM_TIME_ZONE, SITE_URL } = env();
  return {
    locale: TEAM_LOCALE,
    timeZone: TEAM_TIME_ZONE,
    siteUrl: SITE_URL.replace(/\/$/, ""),
    messages: await loadMessages(TEAM_LOCALE),
  };
}

/**
 * Fills `{name}` placeholders of a plain message (mail and export texts have no plurals), so the
 * server's plain-text output needs no ICU runtime.
 */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (token, name: string) => (name in values ? String(values[name]) : token));
}
