import { PassThrough, Readable } from "node:stream";
import { loadMessages, type Messages } from "@/lib/i18n/messages";
import type { Locale } from "@/lib/i18n/routing";
import { teamContext } from "@/lib/staff/team";
import { attachmentDisposition } from "@/lib/uploads/content-disposition";
import { localDay } from "@/lib/i18n/time-zone";
import type { ExportView } from "./export-batches";
import { CSV_TYPE, writeSubmissionsCsv } from "./submissions-csv";
import { writeSubmissionsXlsx, XLSX_TYPE } from "./submissions-xlsx";

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

export type ExportFormat = "xlsx" | "csv";

export function exportFileName(format: ExportFormat, timeZone: string, now = new Date()): string {
  return `submissions-${localDay(now, timeZone)}.${format}`;
}

/**
 * A download response whose body is written while it is sent: the file never sits whole in memory.
 * A failure half way is logged and ends the body early (the status line has gone out by then).
 */
export function exportResponse(
  databaseUrl: string,
  view: ExportView,
  context: ExportContext,
  format: ExportFormat,
): Response {
  const body = new PassThrough();
  const write = format === "csv" ? writeSubmissionsCsv : writeSubmissionsXlsx;
  write(databaseUrl, view, context, body)
    .then(() => {
      if (!body.writableEnded) body.end();
    })
    .catch((error: unknown) => {
      console.error("[export] writing the submissions export failed:", error);
      body.destroy(error instanceof Error ? error : new Error(String(error)));
    });
  return new Response(Readable.toWeb(body) as ReadableStream<Uint8Array>, {
    headers: {
      "Content-Type": format === "csv" ? CSV_TYPE : XLSX_TYPE,
      "Content-Disposition": attachmentDisposition(exportFileName(format, context.timeZone)),
      "Cache-Control": "no-store",
    },
  });
}
