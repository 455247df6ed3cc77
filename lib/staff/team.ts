import { env } from "@/lib/config/env";
import { loadMessages, type Messages } from "@/lib/i18n/messages";
import type { Locale } from "@/lib/i18n/routing";
import { particlePairs, withParticle } from "@/lib/i18n/particles";

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

const fillToken = new RegExp(`\\{(\\w+?)(${particlePairs.join("|")})?\\}`, "g");

/**
 * Fills `{name}` placeholders of a plain message (mail and export texts have no plurals), so the
 * server's plain-text output needs no ICU runtime. `{name을를}` (any pair of lib/i18n/particles.ts)
 * adds the Korean particle that fits the value: {action을를} → "상태를", "스팸 표시를".
 */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(fillToken, (token, name: string, pair?: string) => {
    if (!(name in values)) return token;
    const value = String(values[name]);
    return pair ? withParticle(value, pair) : value;
  });
}
