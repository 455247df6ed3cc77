import { once } from "node:events";
import type { Writable } from "node:stream";
import ExcelJS from "exceljs";
import { formLabel } from "@/lib/submissions/field-labels";
import type { SubmissionKind } from "@/lib/submissions/kinds";
import { bySiteOrder } from "@/lib/submissions/list";
import { wallClock } from "@/lib/i18n/time-zone";
import { exportBatches, formsInView, withExportReader, type SubmissionsWriter } from "./export-batches";
import { formColumns, leadingColumns, type ExportColumn } from "./export-cells";
import type { ExportContext } from "./export-response";
import { formFields } from "./form-fields";

export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const DATE_FORMAT = "yyyy-mm-dd hh:mm";
const DAY_FORMAT = "yyyy-mm-dd";

/** Excel's rules: at most 31 characters, none of \ / ? * [ ] :, unique in the workbook. */
function sheetName(label: string, taken: Set<string>): string {
  const base =
    label
      .replace(/[\\/?*[\]:]/g, " ")
      .trim()
      .slice(0, 31) || "Sheet";
  let name = base;
  for (let n = 2; taken.has(name.toLowerCase()); n += 1) name = `${base.slice(0, 27)} (${n})`;
  taken.add(name.toLowerCase());
  return name;
}

function sheetColumns(context: ExportContext, kind: SubmissionKind, form: string): ExportColumn[] {
  const report = kind === "report";
  return formColumns(context, formFields(kind, form), { files: report, detailsLast: true, terms: report });
}

/**
 * Lets the zip writer and the reader catch up after each batch: the event loop runs (exceljs compresses
 * and hands on what was written, which needs I/O turns, not just resolved promises), and while the
 * reader is behind we wait for it. So rows are never piled up in memory faster than they are sent.
 */
async function keepPace(stream: Writable): Promise<void> {
  await new Promise((resolve) => setImmediate(resolve));
  if (stream.writableNeedDrain) await once(stream, "drain");
}

function addSheet(workbook: ExcelJS.stream.xlsx.WorkbookWriter, name: string, columns: ExportColumn[]) {
  // The streaming writer reads `autoFilter` from these options; exceljs's typings only list it on Worksheet.
  const options = {
    views: [{ state: "frozen", ySplit: 1 }],
    autoFilter: { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } },
  } as Partial<ExcelJS.AddWorksheetOptions>;
  const sheet = workbook.addWorksheet(name, options);
  sheet.columns = columns.map((column) => ({
    width: column.width,
    style: column.wrap ? { alignment: { wrapText: true, vertical: "top" } } : {},
  }));
  const header = sheet.addRow(columns.map((column) => column.header));
  header.font = { bold: true };
  header.commit();
  return sheet;
}

/** Dates on the team's wall clock; a lone back-office address as a link (several stay lines of text). */
function xlsxValue(value: ReturnType<ExportColumn["value"]>, column: ExportColumn, context: ExportContext) {
  if (value instanceof Date) return wallClock(value, context.timeZone);
  if (column.link && typeof value === "string" && /^https?:\/\/\S+$/.test(value))
    return { text: value, hyperlink: value };
  return value;
}

/**
 * Streams a view as an .xlsx into `stream`: a sheet per form with readable headers, a column per
 * field, numbers as numbers (the total with its currency), dates as real dates in the team's time zone, the header frozen and filters on. Rows are written as they are read
 * (exceljs's streaming writer, one sheet at a time), so memory does not grow with the row count.
 * Text cells are written as text, never as formulas, whatever they start with.
 */
export const writeSubmissionsXlsx: SubmissionsWriter = (databaseUrl, view, context, stream) =>
  withExportReader(databaseUrl, view, async (reader, where) => {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
    workbook.created = new Date();
    const taken = new Set<string>();
    let rows = 0;
    // One sheet per form with rows in the view, in the order the site lists its forms.
    const forms = (await formsInView(reader, where)).sort(
      (a, b) => bySiteOrder(a.form, b.form) || a.kind.localeCompare(b.kind),
    );
    for (const { kind, form } of forms) {
      const columns = sheetColumns(context, kind, form);
      const sheet = addSheet(workbook, sheetName(formLabel(context.messages, form), taken), columns);
      const sheetWhere = { sql: `(${where.sql}) AND "kind" = ? AND "form" = ?`, params: [...where.params, kind, form] };
      for await (const batch of exportBatches(reader, sheetWhere)) {
        for (const item of batch) {
          const values = columns.map((column) => column.value(item));
          const row = sheet.addRow(columns.map((column, index) => xlsxValue(values[index] ?? null, column, context)));
          columns.forEach((column, index) => {
            const value = values[index];
            const format =
              value instanceof Date
                ? column.day
                  ? DAY_FORMAT
                  : DATE_FORMAT
                : typeof value === "number"
                  ? column.numFmt?.(item)
                  : undefined;
            if (format) row.getCell(index + 1).numFmt = format;
          });
          row.commit();
          rows += 1;
        }
        await keepPace(stream);
      }
      sheet.commit();
    }
    if (!forms.length) addSheet(workbook, context.messages.staff.export.empty, leadingColumns(context)).commit();
    await workbook.commit();
    return { rows };
  });
