import "server-only";
import { once } from "node:events";
import { PassThrough, Readable } from "node:stream";
import { stringify } from "csv-stringify";
import type { AccessLogEntry, Prisma, PrismaClient } from "@/lib/db/generated/client";
import type { Messages } from "@/lib/i18n/messages";
import { dayStart, formatDateTime, localDay, nextDay } from "@/lib/i18n/time-zone";
import { attachmentDisposition } from "@/lib/uploads/content-disposition";
import { z } from "@/lib/validation/z";
import { accessActions } from "./actions";

type Errors = Messages["staff"]["accessLog"]["errors"];
export const ACCESS_LOG_PAGE_SIZE = 100;

const blankAsMissing = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" || value === null ? undefined : value), schema.optional());

const day = (message: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: message, abort: true })
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), { error: message });

/** The access log's filters as query parameters: the page, its export and the API read them alike. */
export function accessLogFilterSchema(errors: Errors) {
  return z
    .object({
      account: blankAsMissing(z.string().trim().max(200, { error: errors.account })),
      action: blankAsMissing(z.enum(accessActions, { error: errors.action })),
      lead: blankAsMissing(
        z
          .string()
          .trim()
          .regex(/^[a-z]+\/\d{1,10}$/, { error: errors.lead }),
      ),
      target: blankAsMissing(z.string().trim().max(200, { error: errors.target })),
      from: blankAsMissing(day(errors.date)),
      to: blankAsMissing(day(errors.date)),
      page: blankAsMissing(
        z.coerce.number({ error: errors.page }).int({ error: errors.page }).min(1, { error: errors.page }),
      ).transform((value) => value ?? 1),
    })
    .refine((filters) => !filters.from || !filters.to || filters.from <= filters.to, {
      error: errors.range,
      path: ["to"],
    });
}

export type AccessLogFilters = z.output<ReturnType<typeof accessLogFilterSchema>>;

/**
 * The rows a view shows: a person (part of the e-mail, or of the name of an account in `named`), one
 * action, one lead ("kind/id": its own rows and the exports that held it, whose target lists every
 * "kind/id" they held, space-separated), part of a target, days in `timeZone` (`to` inclusive).
 */
export function accessLogWhere(
  filters: Partial<AccessLogFilters>,
  timeZone: string,
  named: string[] = [],
): Prisma.AccessLogEntryWhereInput {
  const and: Prisma.AccessLogEntryWhereInput[] = [];
  if (filters.account) {
    const email = { email: { contains: filters.account.toLowerCase() } };
    and.push(named.length ? { OR: [email, { accountId: { in: named } }] } : email);
  }
  if (filters.action) and.push({ action: filters.action });
  if (filters.lead) {
    const ref = filters.lead;
    and.push({
      OR: [
        { target: ref },
        { target: { startsWith: `${ref} ` } },
        { target: { endsWith: ` ${ref}` } },
        { target: { contains: ` ${ref} ` } },
      ],
    });
  }
  if (filters.target) and.push({ target: { contains: filters.target } });
  if (filters.from) and.push({ at: { gte: dayStart(filters.from, timeZone) } });
  if (filters.to) and.push({ at: { lt: dayStart(nextDay(filters.to), timeZone) } });
  return and.length ? { AND: and } : {};
}

/** The accounts whose name holds `text` (the person filter matches names as well as addresses). */
async function accountsNamed(prisma: PrismaClient, text: string | undefined): Promise<string[]> {
  if (!text) return [];
  const accounts = await prisma.staffUser.findMany({ where: { name: { contains: text } }, select: { id: true } });
  return accounts.map((account) => account.id);
}

/** One page of the log, newest first, how many rows the view holds, and the names of the accounts on the page. */
export async function listAccessLog(
  prisma: PrismaClient,
  filters: AccessLogFilters,
  timeZone: string,
): Promise<{ rows: AccessLogEntry[]; total: number; names: Record<string, string> }> {
  const where = accessLogWhere(filters, timeZone, await accountsNamed(prisma, filters.account));
  const [rows, total] = await Promise.all([
    prisma.accessLogEntry.findMany({
      where,
      orderBy: [{ at: "desc" }, { id: "desc" }],
      skip: (filters.page - 1) * ACCESS_LOG_PAGE_SIZE,
      take: ACCESS_LOG_PAGE_SIZE,
    }),
    prisma.accessLogEntry.count({ where }),
  ]);
  // Each row's account by its name, which the row itself does not keep (accounts may be renamed), and a
  // logged inbox view's owner filter, which names a colleague by id.
  const ids = rows.flatMap((row) => [row.accountId, viewedOwner(row.detail)].filter((id): id is string => !!id));
  const accounts = await prisma.staffUser.findMany({
    where: { id: { in: [...new Set(ids)] } },
    select: { id: true, name: true },
  });
  return { rows, total, names: Object.fromEntries(accounts.map((account) => [account.id, account.name])) };
}

function viewedOwner(detail: Prisma.JsonValue): string | null {
  const view = detail && typeof detail === "object" && !Array.isArray(detail) ? detail.view : undefined;
  return typeof view === "string" ? new URLSearchParams(view).get("owner") : null;
}

/** The query string of a view (the first page and blank filters left out). */
export function accessLogQuery(filters: Partial<AccessLogFilters>, page?: number): string {
  const params = new URLSearchParams();
  for (const key of ["account", "action", "lead", "target", "from", "to"] as const) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  if (page && page > 1) params.set("page", String(page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/**
 * A view of the log as CSV (UTF-8 with a byte-order mark for Excel), oldest first, read in batches
 * and written while it is sent. A cell starting with = + - @ is escaped, so a spreadsheet shows text.
 */
export function accessLogCsvResponse(
  prisma: PrismaClient,
  filters: Partial<AccessLogFilters>,
  timeZone: string,
  headers: Messages["staff"]["accessLog"]["columns"],
): Response {
  const body = new PassThrough();
  const csv = stringify({ bom: true, escape_formulas: true });
  csv.pipe(body);
  const write = async () => {
    const where = accessLogWhere(filters, timeZone, await accountsNamed(prisma, filters.account));
    csv.write([headers.at, headers.account, headers.action, headers.target, headers.detail, headers.ip]);
    let after = 0;
    for (;;) {
      const batch = await prisma.accessLogEntry.findMany({
        where: { AND: [where, { id: { gt: after } }] },
        orderBy: { id: "asc" },
        take: 1000,
      });
      for (const row of batch) {
        const detail = row.detail === null ? "" : JSON.stringify(row.detail);
        const cells = [formatDateTime(row.at, timeZone), row.email, row.action, row.target ?? "", detail, row.ip];
        if (!csv.write(cells)) await once(csv, "drain");
      }
      if (batch.length < 1000) break;
      after = batch.at(-1)!.id;
    }
    csv.end();
  };
  write().catch((error: unknown) => {
    console.error("[access-log] writing the export failed:", error);
    body.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return new Response(Readable.toWeb(body) as ReadableStream<Uint8Array>, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": attachmentDisposition(`access-log-${localDay(new Date(), timeZone)}.csv`),
      "Cache-Control": "no-store",
    },
  });
}
