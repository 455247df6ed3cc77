import ExcelJS from "exceljs";
import type { PrismaClient } from "@/lib/db/generated/client";
import { allSheets } from "@/lib/validation/lead-variants";

const fixedColumns = ["id", "createdAt", "utm_source", "utm_medium"];

/**
 * One worksheet per sheet name (every known one, empty ones included, so marketing always finds
 * the same tabs), a header row of the fields that sheet's rows hold. Spam rows are left out.
 */
export async function buildLeadsWorkbook(prisma: PrismaClient): Promise<ExcelJS.Workbook> {
  const rows = await prisma.leadSubmission.findMany({ where: { isSpam: false }, orderBy: { id: "asc" } });
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date();
  const sheetNames = [...new Set([...allSheets, ...rows.map((row) => row.sheet)])];
  for (const name of sheetNames) {
    const own = rows.filter((row) => row.sheet === name).map((row) => ({ row, fields: parseFields(row.fields) }));
    const fieldNames = [...new Set(own.flatMap(({ fields }) => Object.keys(fields)))];
    // Excel forbids some characters in worksheet names and limits them to 31 characters.
    const worksheet = workbook.addWorksheet(name.replace(/[\\/?*[\]:]/g, "_").slice(0, 31));
    worksheet.addRow([...fixedColumns, ...fieldNames]).font = { bold: true };
    for (const { row, fields } of own) {
      worksheet.addRow([
        row.id,
        row.createdAt.toISOString(),
        row.utmSource ?? "",
        row.utmMedium ?? "",
        ...fieldNames.map((field) => fields[field] ?? ""),
      ]);
    }
  }
  return workbook;
}

function parseFields(text: string): Record<string, string> {
  const value: unknown = JSON.parse(text);
  return value && typeof value === "object" ? (value as Record<string, string>) : {};
}

export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

export function exportFileName(now = new Date()): string {
  return `leads-${now.toISOString().slice(0, 10)}.xlsx`;
}
