import { requireStaffRoleOrToken } from "@/lib/auth/require-staff";
import { env } from "@/lib/config/env";
import { exportContext, exportResponse } from "@/lib/export/export-response";
import { recordExport } from "@/lib/export/record-export";
import { route } from "@/lib/api/route";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  // Every submission (spam left out) as the back office's workbook, for scripts and scheduled exports
  // that hold the staff token; the inbox's own export is /api/staff/submissions/export.
  GET: async (request) => {
    const staff = await requireStaffRoleOrToken(request, "marketing");
    const context = await exportContext();
    const view = { filters: { spam: "hide" as const }, timeZone: context.timeZone };
    const held = await recordExport(request, staff, view, "xlsx");
    return exportResponse(env().DATABASE_URL, held, context, "xlsx");
  },
});
