import { once } from "node:events";
import { stringify } from "csv-stringify";
import { bySiteOrder } from "@/lib/submissions/list";
import { formatDateTime, localDay } from "@/lib/i18n/time-zone";
import { exportBatches, formsInView, withExportReader, type SubmissionsWriter } from "./export-batches";
import { formColumns, type ExportColumn } from "./export-cells";
import { formFields } from "./form-fields";

export const CSV_TYPE = "text/csv; charset=utf-8";

/**
 * Streams a view as one CSV table (UTF-8 with a byte-order mark, so Excel reads Korean): the workbook's
 * columns, with a column for each field of every form in the view (in the site's order), the fields of
 * older forms as "Label: value" lines, and the files. Numbers are plain numbers. A cell starting with = + - @
 * gets a leading ' (csv-stringify's escape_formulas), so a spreadsheet shows it as text.
 */
export const writeSubmissionsCsv: SubmissionsWriter = (databaseUrl, view, context, stream) =>
  withExportReader(databaseUrl, view, async (reader, where) => {
    const h = context.messages.staff.export;
    const forms = (await formsInView(reader, where)).sort(
      (a, b) => bySiteOrder(a.form, b.form) || a.kind.localeCompare(b.kind),
    );
    const fields = [...new Set(forms.flatMap(({ kind, form }) => formFields(kind, form)))];
    const columns: ExportColumn[] = [
      { header: h.kind, width: 0, value: (row) => context.messages.staff.kinds[row.submission.kind] },
      ...formColumns(context, fields, {
        files: true,
        detailsLast: false,
        terms: forms.some(({ kind }) => kind === "report"),
      }),
    ];
    const csv = stringify({ bom: true, escape_formulas: true });
    csv.pipe(stream);
    csv.write(columns.map((column) => column.header));
    let rows = 0;
    for await (const batch of exportBatches(reader, where)) {
      for (const item of batch) {
        const cells = columns.map((column) => {
          const value = column.value(item);
          if (!(value instanceof Date)) return value ?? "";
          return column.day ? localDay(value, context.timeZone) : formatDateTime(value, context.timeZone);
        });
        if (!csv.write(cells)) await once(csv, "drain");
        rows += 1;
      }
    }
    csv.end();
    await once(csv, "end");
    return { rows };
  });
