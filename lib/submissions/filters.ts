import "server-only";
import { cleanText } from "@/lib/http/clean-text";
import type { Messages } from "@/lib/i18n/messages";
import { locales } from "@/lib/i18n/routing";
import { currencies } from "@/lib/money/prices";
import { z } from "@/lib/validation/z";
import { SubmissionKind, WorkflowStatus } from "./kinds";

type Errors = Messages["staff"]["errors"];

export const sortKeys = ["receivedAt", "name", "email", "company", "status", "form", "value"] as const;
export type SortKey = (typeof sortKeys)[number];
const sortValues = [...sortKeys, ...sortKeys.map((key) => `-${key}` as const)] as const;
export const spamModes = ["hide", "show", "only"] as const;
/** "mine": the viewer's leads; "none": nobody's yet; any other value is an account's id (that colleague's leads). */
const ownerModes = ["mine", "none"] as const;
/** An account's id as better-auth and `staff:add` write them. */
const accountId = /^[A-Za-z0-9_-]{1,64}$/;
export const DEFAULT_PAGE_SIZE = 50;
/** The kind filter's "every kind but the newsletter": the people a marketer works, not the subscribers. */
export const NOT_NEWSLETTER = "not-newsletter";

/** A blank form field (`?kind=`) means "any", as an absent one does. */
const blankAsMissing = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" || value === null ? undefined : value), schema.optional());

const day = (errors: Errors) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: errors.date, abort: true })
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), { error: errors.date });

/** A whole number from `min` (1 unless named) to `max`, read from a query parameter's text. */
const wholeNumber = (message: string, max: number, min = 1) =>
  z.coerce.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });

/** The largest value a submission holds (a 32-bit integer column on PostgreSQL). */
const MAX_VALUE = 2_147_483_647;

/**
 * The inbox's filters, as query parameters: the same schema reads the page's URL, the JSON API's
 * and the export's, so a view a marketer shares opens the same everywhere. Days are calendar days
 * in the staff member's time zone; `to` is inclusive.
 */
export function submissionFilterSchema(errors: Errors) {
  return z
    .object({
      kind: blankAsMissing(z.enum([...Object.values(SubmissionKind), NOT_NEWSLETTER], { error: errors.kind })),
      form: blankAsMissing(z.string().trim().max(60, { error: errors.form })),
      status: blankAsMissing(z.enum(WorkflowStatus, { error: errors.status })),
      campaign: blankAsMissing(z.string().trim().max(200, { error: errors.campaign })),
      q: blankAsMissing(z.string().trim().max(200, { error: errors.q })),
      from: blankAsMissing(day(errors)),
      to: blankAsMissing(day(errors)),
      spam: blankAsMissing(z.enum(spamModes, { error: errors.spam })).transform((value) => value ?? "hide"),
      owner: blankAsMissing(
        z.union([z.enum(ownerModes), z.string().regex(accountId, { error: errors.owner })], { error: errors.owner }),
      ),
      overdue: blankAsMissing(z.enum(["yes"], { error: errors.overdue })),
      /** Only submissions priced in this currency; a value range needs one (amounts in two currencies do not compare). */
      currency: blankAsMissing(z.enum(currencies, { error: errors.currency })),
      minValue: blankAsMissing(wholeNumber(errors.value, MAX_VALUE, 0)),
      maxValue: blankAsMissing(wholeNumber(errors.value, MAX_VALUE, 0)),
      page: blankAsMissing(wholeNumber(errors.page, 1_000_000)).transform((value) => value ?? 1),
      pageSize: blankAsMissing(wholeNumber(errors.pageSize, 200)).transform((value) => value ?? DEFAULT_PAGE_SIZE),
      sort: blankAsMissing(z.enum(sortValues, { error: errors.sort })).transform((value) => value ?? "-receivedAt"),
    })
    .refine((filters) => !filters.from || !filters.to || filters.from <= filters.to, {
      error: errors.range,
      path: ["to"],
    })
    .refine((filters) => filters.currency || (filters.minValue === undefined && filters.maxValue === undefined), {
      error: errors.valueCurrency,
      path: ["currency"],
    })
    .refine(
      (filters) =>
        filters.minValue === undefined || filters.maxValue === undefined || filters.minValue <= filters.maxValue,
      { error: errors.valueRange, path: ["maxValue"] },
    );
}

export type SubmissionFilters = z.output<ReturnType<typeof submissionFilterSchema>>;
export type SubmissionFilterInput = z.input<ReturnType<typeof submissionFilterSchema>>;

/** The query parameters' first values, as the schema reads them, without NUL or lone surrogates (lib/http/clean-text.ts). */
export function queryObject(params: URLSearchParams | Record<string, string | string[] | undefined>) {
  const entries =
    params instanceof URLSearchParams
      ? [...params.keys()].map((key) => [key, params.get(key)] as const)
      : Object.entries(params).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value] as const);
  return Object.fromEntries(
    entries.flatMap(([key, value]) =>
      value === undefined || value === null ? [] : [[cleanText(key), cleanText(value)]],
    ),
  );
}

/** What decides which rows a view holds and in what order (paging aside): its links and its exports' log rows. */
export const viewFilterKeys = [
  "kind",
  "form",
  "status",
  "campaign",
  "q",
  "from",
  "to",
  "spam",
  "owner",
  "overdue",
  "currency",
  "minValue",
  "maxValue",
  "sort",
] as const;

/** The query string of a view (defaults left out, so shared links stay short). */
export function filterQuery(filters: Partial<SubmissionFilters>, overrides: Partial<SubmissionFilters> = {}): string {
  const merged: Partial<SubmissionFilters> = { ...filters, ...overrides };
  const params = new URLSearchParams();
  const defaults: Record<string, unknown> = { spam: "hide", page: 1, pageSize: DEFAULT_PAGE_SIZE, sort: "-receivedAt" };
  for (const key of [...viewFilterKeys, "pageSize", "page"] as const) {
    const value = merged[key];
    if (value === undefined || value === "" || defaults[key] === value) continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** The export's query: the inbox's filters plus the file format and, optionally, the headers' language. */
export function exportQuerySchema(errors: Messages["staff"]["errors"]) {
  return submissionFilterSchema(errors).and(
    z.object({
      format: z.enum(["xlsx", "csv"], { error: errors.format }).default("xlsx"),
      locale: z.enum(locales).optional(),
    }),
  );
}
