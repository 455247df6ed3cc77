import { PassThrough, Readable } from "node:stream";
import { attachmentDisposition } from "@/lib/uploads/content-disposition";
import { localDay } from "@/lib/submissions/time-zone";
import type { ExportView } from "./export-batches";
import type { ExportContext } from "./export-context";
import { CSV_TYPE, writeSubmissionsCsv } from "./submissions-csv";
import { writeSubmissionsXlsx, XLSX_TYPE } from "./submissions-xlsx";

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
