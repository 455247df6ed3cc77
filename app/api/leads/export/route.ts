import { env } from "@/lib/config/env";
import { db } from "@/lib/db/client";
import { handleRoute } from "@/lib/http/respond";
import { buildLeadsWorkbook, exportFileName, XLSX_TYPE } from "@/lib/export/leads-workbook";
import { assertStaffToken } from "@/lib/export/staff-token";

// The leads workbook for marketing; staff only (a bearer token until staff sessions arrive).
export const GET = handleRoute(async (request) => {
  assertStaffToken(request, env().STAFF_EXPORT_TOKEN);
  const workbook = await buildLeadsWorkbook(db());
  const buffer = await workbook.xlsx.writeBuffer();
  return new Response(new Uint8Array(buffer as ArrayBuffer), {
    headers: {
      "Content-Type": XLSX_TYPE,
      "Content-Disposition": `attachment; filename="${exportFileName()}"`,
      "Cache-Control": "no-store",
    },
  });
});
