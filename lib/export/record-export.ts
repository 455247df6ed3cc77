import "server-only";
import { recordStaffAccess } from "@/lib/access-log/record";
import { db } from "@/lib/db/client";
import { viewFilterKeys } from "@/lib/submissions/filters";
import { submissionWhere } from "@/lib/submissions/where";
import type { ExportView } from "./export-batches";
import type { ExportFormat } from "./export-response";

/**
 * The access-log row of an export: who, the submissions it holds ("kind/id", space-separated, as the
 * target, so a search for one lead finds the exports that held it), the view's filters, the format and
 * the row count. Returns the view bounded to those rows: one stored while the file is written is left
 * out, so the file holds exactly what the log lists.
 */
export async function recordExport(
  request: Request,
  staff: { accountId: string; email: string } | null,
  view: ExportView,
  format: ExportFormat,
): Promise<ExportView> {
  const held = await db().submission.findMany({
    where: submissionWhere(view.filters, view.timeZone, view.viewer),
    select: { id: true, kind: true, sourceId: true },
    orderBy: { id: "asc" },
  });
  const filters = Object.fromEntries(
    viewFilterKeys.map((key) => [key, view.filters[key]]).filter(([, value]) => value !== undefined && value !== ""),
  );
  await recordStaffAccess(request, staff, {
    action: "export",
    target: held.map((row) => `${row.kind}/${row.sourceId}`).join(" ") || undefined,
    detail: { filters, format, rows: held.length },
  });
  return { ...view, throughId: held.at(-1)?.id ?? 0 };
}
