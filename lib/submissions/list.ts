import type { PrismaClient, Submission } from "@/lib/db/generated/client";
import { allSheets } from "@/lib/validation/lead-variants";
import { deliveryOf, type Delivery } from "./delivery";
import { NEWSLETTER_FORM, REPORT_FORM } from "./kinds";
import type { SubmissionFilters } from "./filters";
import { submissionOrder, submissionWhere, type Viewer } from "./where";

export interface InboxRow extends Submission {
  delivery: Delivery;
  /** The owning account's name, or null. */
  owner: { name: string } | null;
  /** How many submissions carry the same e-mail address (1: only this one). */
  sameEmailCount: number;
}

export interface InboxPage {
  rows: InboxRow[];
  total: number;
  page: number;
  pageSize: number;
  pages: number;
}

/** Every form of the site, lead sheets first, in the order filters and exports list them. */
export const siteForms = [...allSheets, REPORT_FORM, "modular", "ed1_report", NEWSLETTER_FORM];

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

/** One page of the inbox: filtering, sorting and paging in the database. */
export async function listSubmissions(
  prisma: PrismaClient,
  filters: SubmissionFilters,
  timeZone: string,
  viewer: Viewer = {},
): Promise<InboxPage> {
  const where = submissionWhere(filters, timeZone, viewer);
  const [total, rows] = await Promise.all([
    prisma.submission.count({ where }),
    prisma.submission.findMany({
      where,
      orderBy: submissionOrder(filters.sort),
      skip: (filters.page - 1) * filters.pageSize,
      take: filters.pageSize,
      include: {
        notifications: { select: notificationColumns, orderBy: { id: "desc" } },
        owner: { select: { name: true } },
      },
    }),
  ]);
  const emails = [...new Set(rows.map((row) => row.email).filter(Boolean))];
  const counts = emails.length
    ? await prisma.submission.groupBy({ by: ["email"], where: { email: { in: emails } }, _count: { _all: true } })
    : [];
  const countOf = new Map(counts.map((entry) => [entry.email, entry._count._all]));
  return {
    rows: rows.map(({ notifications, ...row }) => ({
      ...row,
      delivery: deliveryOf(notifications),
      sameEmailCount: row.email ? (countOf.get(row.email) ?? 1) : 1,
    })),
    total,
    page: filters.page,
    pageSize: filters.pageSize,
    pages: Math.max(1, Math.ceil(total / filters.pageSize)),
  };
}

/**
 * The inbox's form filter: every form the site has. (Asking the database for the forms stored rows
 * carry cost more than the whole first page on 100,000 rows; a form the site dropped can still be
 * filtered through the URL.)
 */
export function knownForms(): string[] {
  return siteForms;
}
