import { loadMessages, type Messages } from "@/lib/i18n/messages";
import type { Locale } from "@/lib/i18n/routing";
import { teamContext } from "@/lib/submissions/team";

/** Who an export is for: its language, the team's time zone for dates, and the site's address for links. */
export interface ExportContext {
  locale: Locale;
  messages: Messages;
  /** Dates in the file are the team's wall-clock times (TEAM_TIME_ZONE). */
  timeZone: string;
  siteUrl: string;
}

/** The team's context, in `locale` when a staff member asked for another language than the team's. */
export async function exportContext(locale?: Locale): Promise<ExportContext> {
  const team = await teamContext();
  if (!locale || locale === team.locale) return team;
  return { ...team, locale, messages: await loadMessages(locale) };
}
