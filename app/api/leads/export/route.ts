import { requireStaffOrToken } from "@/lib/auth/require-staff";
import { env } from "@/lib/config/env";
import { exportContext } from "@/lib/export/export-context";
import { exportResponse } from "@/lib/export/export-response";
import { handleRoute } from "@/lib/http/respond";
import { refuseOtherMethods } from "@/lib/http/method-not-allowed";

// Every submission (spam left out) as the back office's workbook, for scripts and scheduled exports
// that hold the staff token; the inbox's own export is /api/staff/submissions/export.
export const GET = handleRoute(async (request) => {
  await requireStaffOrToken(request);
  const context = await exportContext();
  return exportResponse(env().DATABASE_URL, { filters: { spam: "hide" }, timeZone: context.timeZone }, context, "xlsx");
});

// Other methods answer a JSON 405 naming the allowed ones.
export const { POST, PUT, PATCH, DELETE } = refuseOtherMethods("GET");
