import { once } from "node:events";
import { stringify } from "csv-stringify";
import { formatDateTime } from "@/lib/submissions/time-zone";
import { exportBatches, withExportReader, type SubmissionsWriter } from "./export-batches";
import { fileColumns, leadingColumns, otherFields, trailingColumns, type ExportColumn } from "./export-cells";

export const CSV_TYPE = "text/csv; charset=utf-8";

/**
 * Streams a view as one CSV table (UTF-8 with a byte-order mark, so Excel reads Korean): the common
 * columns, every other field as "Label: value" lines, and the files. A cell starting with = + - @
 * gets a leading ' (csv-stringify's escape_formulas), so a spreadsheet shows it as text.
 */
export const writeSubmissionsCsv: SubmissionsWriter = (databaseUrl, view, context, stream) =>
  withExportReader(databaseUrl, view, async (reader, where) => {
    const h = context.messages.staff.export;
    const columns: ExportColumn[] = [
      { header: h.kind, width: 0, value: (row) => context.messages.staff.kinds[row.submission.kind] },
      ...leadingColumns(context),
      { header: h.details, width: 0, value: (row) => otherFields(context, row.fields, []) },
      ...fileColumns(context),
      ...trailingColumns(context),
    ];
    const csv = stringify({ bom: true, escape_formulas: true });
    csv.pipe(stream);
    csv.write(columns.map((column) => column.header));
    let rows = 0;
    for await (const batch of exportBatches(reader, where)) {
      for (const item of batch) {
        const values = columns.map((column) => column.value(item));
        const cells = values.map((value) =>
          value instanceof Date ? formatDateTime(value, context.timeZone) : (value ?? ""),
        );
        if (!csv.write(cells)) await once(csv, "drain");
        rows += 1;
      }
    }
    csv.end();
    await once(csv, "end");
    return { rows };
  });
