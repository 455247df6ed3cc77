import "server-only";
import { recordStaffAccess } from "@/lib/access-log/record";
import { db } from "@/lib/db/client";
import { submissionWhere } from "@/lib/submissions/where";
import type { ExportView } from "./export-batches";
import type { ExportFormat } from "./export-response";

/** What decides which rows an export holds (paging does not: an export holds every page). */
const filterKeys = ["kind", "form", "status", "q", "from", "to", "spam", "owner", "overdue", "sort"] as const;

/**
 * The access-log row of an export: who, the view's filters, the format and how many rows it holds, counted as it starts.
 */
export async function recordExport(
  request: Request,
  staff: { accountId: string; email: string } | null,
  view: ExportView,
  format: ExportFormat,
): Promise<void> {
  const rows = await db().submission.count({ where: submissionWhere(view.filters, view.timeZone, view.viewer) });
  const filters = Object.fromEntries(
    filterKeys.map((key) => [key, view.filters[key]]).filter(([, value]) => value !== undefined && value !== ""),
  );
  await recordStaffAccess(request, staff, { action: "export", detail: { filters, format, rows } });
}
