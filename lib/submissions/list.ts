import type { Prisma, PrismaClient, Submission } from "@/lib/db/generated/client";
import { CALLBACK_FORM, CONTACT_FORM, leadForms, SIGNUP_FORM } from "@/lib/validation/lead-variants";
import { deliveryOf, type Delivery } from "./delivery";
import { NEWSLETTER_FORM, REPORT_FORM } from "./kinds";
import type { StaffView } from "@/lib/access-log/record";
import { filterQuery, type SubmissionFilters } from "./filters";
import { submissionOrder, submissionWhere, type Viewer } from "./where";

/** The columns the inbox's table shows: the page reads only these (the JSON list returns whole rows). */
const tableColumns = {
  id: true,
  kind: true,
  sourceId: true,
  form: true,
  receivedAt: true,
  name: true,
  email: true,
  company: true,
  utmSource: true,
  utmMedium: true,
  isSpam: true,
  status: true,
  followUpAt: true,
  value: true,
  currency: true,
} satisfies Prisma.SubmissionSelect;

export type TableColumns = Prisma.SubmissionGetPayload<{ select: typeof tableColumns }>;

/** A row of the inbox: its columns (every one, or the table's), its notification, owner and repeats. */
export type InboxRow<Columns extends Pick<Submission, "email"> = Submission> = Columns & {
  delivery: Delivery;
  /** The owning account's name, or null. */
  owner: { name: string } | null;
  /** How many submissions carry the same e-mail address (1: only this one). */
  sameEmailCount: number;
};

export interface InboxPage<Row = InboxRow> {
  rows: Row[];
  total: number;
  page: number;
  pageSize: number;
  pages: number;
}

/**
 * Every form of the site, lead forms first, in the order filters and exports list them. The inbox's
 * form filter offers them all: asking the database for the forms stored rows carry costs more than
 * the whole first page on 100,000 rows, and a form the site dropped can still be filtered through the URL.
 */
export const siteForms = [
  ...Object.keys(leadForms),
  CONTACT_FORM,
  SIGNUP_FORM,
  CALLBACK_FORM,
  REPORT_FORM,
  "modular",
  "ed1_report",
  NEWSLETTER_FORM,
];

/** Sorts forms as the site lists them; forms it no longer has come last, by name. */
export function bySiteOrder(a: string, b: string): number {
  const rank = (form: string) => (siteForms.includes(form) ? siteForms.indexOf(form) : siteForms.length);
  return rank(a) - rank(b) || a.localeCompare(b);
}

const notificationColumns = {
  id: true,
  kind: true,
  tag: true,
  status: true,
  attempts: true,
  lastError: true,
  sentAt: true,
};

const related = {
  notifications: { select: notificationColumns, orderBy: { id: "desc" } },
  owner: { select: { name: true } },
} satisfies Prisma.SubmissionInclude;

/**
 * How many rows a view has. The inbox's first view (every row but spam) is the table's row count
 * less its spam, which SQLite counts from the b-tree without reading a row: Prisma's count of the
 * same view read every index entry (about 4 ms on 20,000 rows, per view of the inbox).
 */
async function countView(prisma: PrismaClient, filters: SubmissionFilters, where: Prisma.SubmissionWhereInput) {
  const onlyHidesSpam =
    filters.spam === "hide" && submissionWhere({ ...filters, spam: "show" }, "UTC").AND === undefined;
  if (!onlyHidesSpam) return prisma.submission.count({ where });
  const [[all], spam] = await Promise.all([
    prisma.$queryRaw<[{ rows: bigint | number }]>`SELECT COUNT(*) AS "rows" FROM "Submission"`,
    prisma.submission.count({ where: { isSpam: true } }),
  ]);
  return Number(all?.rows ?? 0) - spam;
}

/** One page of a view with `select`ed columns and the relations every row shows, plus the view's count. */
async function listPage<Columns extends Pick<Submission, "email">>(
  prisma: PrismaClient,
  filters: SubmissionFilters,
  timeZone: string,
  viewer: Viewer,
  select: Prisma.SubmissionSelect | undefined,
): Promise<InboxPage<InboxRow<Columns>>> {
  const where = submissionWhere(filters, timeZone, viewer);
  const query = {
    where,
    orderBy: submissionOrder(filters.sort),
    skip: (filters.page - 1) * filters.pageSize,
    take: filters.pageSize,
  };
  const [total, found] = await Promise.all([
    countView(prisma, filters, where),
    select
      ? prisma.submission.findMany({ ...query, select: { ...select, ...related } })
      : prisma.submission.findMany({ ...query, include: related }),
  ]);
  const rows = found as unknown as (Columns &
    Pick<InboxRow, "owner"> & { notifications: Parameters<typeof deliveryOf>[0] })[];
  const emails = [...new Set(rows.map((row) => row.email).filter(Boolean))];
  const counts = emails.length
    ? await prisma.submission.groupBy({ by: ["email"], where: { email: { in: emails } }, _count: { _all: true } })
    : [];
  const countOf = new Map(counts.map((entry) => [entry.email, entry._count._all]));
  return {
    rows: rows.map(({ notifications, ...row }) => ({
      ...(row as unknown as Columns),
      owner: row.owner,
      delivery: deliveryOf(notifications),
      sameEmailCount: row.email ? (countOf.get(row.email) ?? 1) : 1,
    })),
    total,
    page: filters.page,
    pageSize: filters.pageSize,
    pages: Math.max(1, Math.ceil(total / filters.pageSize)),
  };
}

/** One page of the inbox, every column of each row: filtering, sorting and paging in the database. */
export function listSubmissions(
  prisma: PrismaClient,
  filters: SubmissionFilters,
  timeZone: string,
  viewer: Viewer = {},
): Promise<InboxPage<InboxRow>> {
  return listPage<Submission>(prisma, filters, timeZone, viewer, undefined);
}

/** The same page with only the columns the inbox's table shows. */
export function listTableRows(
  prisma: PrismaClient,
  filters: SubmissionFilters,
  timeZone: string,
  viewer: Viewer = {},
): Promise<InboxPage<InboxRow<TableColumns>>> {
  return listPage<TableColumns>(prisma, filters, timeZone, viewer, tableColumns);
}

/** The access log's entry for a page of the inbox (PIPA: who looked up whom, and how): its query and the rows it showed. */
export function listView(
  filters: SubmissionFilters,
  page: InboxPage<Pick<Submission, "kind" | "sourceId">>,
): StaffView {
  return {
    action: "submission.list",
    target: page.rows.map((row) => `${row.kind}/${row.sourceId}`).join(" "),
    view: filterQuery(filters),
    total: page.total,
  };
}
