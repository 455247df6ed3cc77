import type { Submission, SubmissionNote } from "@/lib/db/generated/client";
import { fieldLabel, fieldValue, formLabel } from "@/lib/submissions/field-labels";
import type { MarketingState } from "@/lib/submissions/provenance";
import type { SourceFile } from "@/lib/submissions/source-row";
import { staffPaths, staffUrl } from "@/lib/staff/urls";
import { formatDateTime } from "@/lib/i18n/time-zone";
import type { Locale } from "@/lib/i18n/routing";
import type { ExportContext } from "./export-response";
import type { ExportRow } from "./export-batches";
import { isCommonField } from "./form-fields";
import { attributionKeys, type AttributionKey } from "@/lib/validation/attribution";
import { SQM_PER_SQFT } from "@/lib/money/prices";
import { SITE_AREA_PYEONG, storedSiteArea } from "@/lib/report/site-area";
import { fill } from "@/lib/staff/team";

/** A column of an export: its header and how to read its cell from a row. */
export interface ExportColumn {
  header: string;
  width: number;
  /** Dates are written as dates (XLSX) or "YYYY-MM-DD hh:mm" (CSV); numbers as numbers. */
  value: (row: ExportRow) => string | number | Date | null;
  /** A date without its time (the follow-up day). */
  day?: boolean;
  /** The Excel number format of a number cell (the total's currency, the area's unit). */
  numFmt?: (row: ExportRow) => string | undefined;
  /** Cells of several lines (files, notes, other fields): wrapped in the workbook, a line each. */
  wrap?: boolean;
  /** Cells holding back-office addresses: a lone address is a link in the workbook. */
  link?: boolean;
}

/** Fields the visitor typed as numbers, written as numbers when they read as one ("1,652.9"). */
const numberFields = new Set(["numberOfUnits", "floorAreaRatio", "lotSize", "ed1_lot_size"]);

/** Excel number formats for the report's total: code, not copy, so they stay out of messages/. */
const moneyFormats: Record<Locale, Partial<Record<string, string>>> = {
  ko: { KRW: '#,##0"원"', USD: '"US$"#,##0' },
  en: { KRW: '"₩"#,##0', USD: '"$"#,##0' },
};

function asNumber(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value !== "string") return null;
  const text = value.replace(/,/g, "").trim();
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : null;
}

/**
 * The column of one of a form's own fields. Numbers are numbers, the site area in ㎡ whatever unit the
 * visitor chose, the total as money in its currency; the rest as the visitor saw it.
 */
function fieldColumn(context: ExportContext, key: string): ExportColumn {
  const h = context.messages.staff.export;
  const header = fieldLabel(context.messages, key);
  const width = /message|detail|information|note/i.test(key) ? 40 : 18;
  const text = (row: ExportRow) =>
    row.fields[key] instanceof Date ? (row.fields[key] as Date) : cellText(context, key, row.fields[key]);
  if (key === "siteArea")
    return {
      header: h.siteAreaSqm,
      width,
      numFmt: () => "#,##0.0#",
      value: (row) => {
        const area = asNumber(row.fields.siteArea);
        if (area === null) return text(row);
        return row.fields.siteAreaUnit === "sqft" ? Math.round(area * SQM_PER_SQFT * 100) / 100 : area;
      },
    };
  // The area column is in ㎡ whatever was chosen: the unit column says what the visitor typed in, the 평
  // typed on a ㎡ page with its figure ("평 (330)").
  if (key === "siteAreaUnit")
    return {
      header: h.siteAreaUnitEntered,
      width,
      value: (row) => {
        const pyeong = storedSiteArea(row.fields)?.pyeong ?? null;
        if (pyeong === null) return text(row);
        const figure = new Intl.NumberFormat(context.locale, { maximumFractionDigits: 2 }).format(pyeong);
        return fill(h.siteAreaUnitPyeong, { pyeong: figure });
      },
    };
  if (key === "total")
    return {
      header,
      width,
      numFmt: (row) => moneyFormats[context.locale][String(row.fields.currency)],
      value: (row) => asNumber(row.fields.total) ?? text(row),
    };
  if (numberFields.has(key))
    return {
      header,
      width,
      numFmt: () => (key === "numberOfUnits" ? "#,##0" : undefined),
      value: (row) => asNumber(row.fields[key]) ?? text(row),
    };
  return { header, width, value: text };
}

export function notesText(notes: SubmissionNote[], timeZone: string): string {
  return notes.map((note) => `${formatDateTime(note.createdAt, timeZone)} ${note.author}: ${note.body}`).join("\n");
}

export function submissionLink(context: ExportContext, submission: Submission): string {
  return staffUrl(context.siteUrl, context.locale, staffPaths.submission(submission));
}

export function fileLinks(context: ExportContext, files: SourceFile[]): string {
  return files.map((file) => staffUrl(context.siteUrl, context.locale, staffPaths.file(file.id))).join("\n");
}

/** "Label: value" lines for the fields not in `shown` columns (older forms' extra fields). */
function otherFields(context: ExportContext, fields: Record<string, unknown>, shown: string[]): string {
  return (
    Object.entries(fields)
      .filter(
        ([key]) => !shown.includes(key) && !isCommonField(key) && !attributionKeys.includes(key as AttributionKey),
      )
      // The 평 typed is in the unit column's cell.
      .filter(([key]) => !(key === SITE_AREA_PYEONG && shown.includes("siteAreaUnit")))
      .map(([key, value]) => [key, cellText(context, key, value)] as const)
      .filter(([, text]) => text !== "")
      .map(([key, text]) => `${fieldLabel(context.messages, key)}: ${text}`)
      .join("\n")
  );
}

/** A field's value as the visitor saw it, as text. */
export function cellText(context: ExportContext, key: string, value: unknown): string {
  return value instanceof Date ? formatDateTime(value, context.timeZone) : fieldValue(context.messages, key, value);
}

/** The columns before a form's own fields. */
export function leadingColumns(context: ExportContext): ExportColumn[] {
  const h = context.messages.staff.export;
  return [
    { header: h.receivedAt, width: 17, value: (row) => row.submission.receivedAt },
    { header: h.form, width: 22, value: (row) => formLabel(context.messages, row.submission.form) },
    { header: h.name, width: 18, value: (row) => row.submission.name },
    { header: h.email, width: 28, value: (row) => row.submission.email },
    { header: h.company, width: 22, value: (row) => row.submission.company },
  ];
}

/** Yes, no, or "not recorded" (rows from before consent was asked). */
function agreed(context: ExportContext, value: boolean | null): string {
  const { staff } = context.messages;
  return value === null ? staff.detail.consentNotRecorded : value ? staff.yes : staff.no;
}

/** Yes only where advertising may go today; an unconfirmed or withdrawn address says so. */
function marketingCell(context: ExportContext, state: MarketingState): string {
  const { staff } = context.messages;
  if (state === "pending" || state === "withdrawn") return staff.values.newsletterStatus[state];
  return agreed(context, state === "notRecorded" ? null : state === "yes");
}

/** A report request's agreement to the terms and refund rules: the version and when. */
function termsColumns(context: ExportContext): ExportColumn[] {
  const h = context.messages.staff.export;
  return [
    { header: h.termsVersion, width: 12, value: (row) => row.terms?.version ?? "" },
    { header: h.termsAgreedAt, width: 17, value: (row) => row.terms?.agreedAt ?? null },
  ];
}

/**
 * The columns after a form's own fields: where it came from (the visit's landing), what the visitor
 * agreed to (with a report request's terms when `terms`), marketing's workflow, the links.
 */
function trailingColumns(context: ExportContext, terms: boolean): ExportColumn[] {
  const { messages } = context;
  const h = messages.staff.export;
  return [
    { header: h.utmSource, width: 14, value: (row) => row.submission.utmSource ?? "" },
    { header: h.utmMedium, width: 14, value: (row) => row.submission.utmMedium ?? "" },
    { header: h.utmCampaign, width: 18, value: (row) => row.submission.utmCampaign ?? "" },
    { header: h.utmTerm, width: 14, value: (row) => row.submission.utmTerm ?? "" },
    { header: h.utmContent, width: 14, value: (row) => row.submission.utmContent ?? "" },
    { header: h.landingPage, width: 30, value: (row) => row.submission.landingPage ?? "" },
    { header: h.referrer, width: 30, value: (row) => row.submission.referrer ?? "" },
    { header: h.privacyConsent, width: 10, value: (row) => agreed(context, row.submission.consentedAt && true) },
    { header: h.consentVersion, width: 12, value: (row) => row.submission.consentVersion ?? "" },
    { header: h.consentedAt, width: 17, value: (row) => row.submission.consentedAt },
    { header: h.marketingConsent, width: 10, value: (row) => marketingCell(context, row.marketing) },
    ...(terms ? termsColumns(context) : []),
    { header: h.status, width: 12, value: (row) => messages.staff.statuses[row.submission.status] },
    { header: h.owner, width: 18, value: (row) => (row.owner ? row.owner.name || row.owner.email : "") },
    { header: h.followUp, width: 12, day: true, value: (row) => row.submission.followUpAt },
    { header: h.statusChangedAt, width: 17, value: (row) => row.submission.statusChangedAt },
    { header: h.statusChangedBy, width: 14, value: (row) => row.submission.statusChangedBy ?? "" },
    { header: h.notes, width: 40, wrap: true, value: (row) => notesText(row.notes, context.timeZone) },
    { header: h.spam, width: 8, value: (row) => (row.submission.isSpam ? messages.staff.yes : "") },
    { header: h.link, width: 48, link: true, value: (row) => submissionLink(context, row.submission) },
  ];
}

function fileColumns(context: ExportContext): ExportColumn[] {
  const h = context.messages.staff.export;
  return [
    { header: h.files, width: 30, wrap: true, value: (row) => row.files.map((file) => file.originalName).join("\n") },
    { header: h.fileLinks, width: 48, wrap: true, link: true, value: (row) => fileLinks(context, row.files) },
  ];
}

/**
 * A table's columns for `fields`: the leading ones, one per field, the files (forms with uploads), the
 * trailing ones (with the terms' consent for report requests), and "Details" (older forms' other
 * fields): last in a sheet, before the files in CSV.
 */
export function formColumns(
  context: ExportContext,
  fields: string[],
  layout: { files: boolean; detailsLast: boolean; terms: boolean },
): ExportColumn[] {
  const details: ExportColumn = {
    header: context.messages.staff.export.details,
    width: 40,
    wrap: true,
    value: (row) => otherFields(context, row.fields, fields),
  };
  return [
    ...leadingColumns(context),
    ...fields.map((key) => fieldColumn(context, key)),
    ...(layout.detailsLast ? [] : [details]),
    ...(layout.files ? fileColumns(context) : []),
    ...trailingColumns(context, layout.terms),
    ...(layout.detailsLast ? [details] : []),
  ];
}
