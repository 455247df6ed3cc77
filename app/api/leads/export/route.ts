import { db } from "@/lib/db/client";
import { handleRoute } from "@/lib/http/respond";
import { buildLeadsWorkbook, exportFileName, XLSX_TYPE } from "@/lib/export/leads-workbook";
import { requireStaffOrToken } from "@/lib/auth/require-staff";
import { refuseOtherMethods } from "@/lib/http/method-not-allowed";

// The leads workbook for marketing: a staff session or the staff token.
export const GET = handleRoute(async (request) => {
  await requireStaffOrToken(request);
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

// Other methods answer a JSON 405 naming the allowed ones.
export const { POST, PUT, PATCH, DELETE } = refuseOtherMethods("GET");
