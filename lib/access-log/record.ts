import "server-only";
import type { Prisma } from "@/lib/db/generated/client";
import { db } from "@/lib/db/client";
import { clientIp } from "@/lib/http/rate-limit";
import type { Tx } from "@/lib/mail/outbox";
import type { AccessAction } from "./actions";

export type { AccessAction } from "./actions";

export interface AccessEntry {
  /** The account that acted (null: a failed sign-in for an address with no account, or the export token). */
  accountId: string | null;
  /** Its e-mail now, or the address a failed sign-in tried. */
  email: string;
  action: AccessAction;
  target?: string;
  detail?: Prisma.InputJsonValue;
}

/** What a request carries that the log needs: its headers (a route's Request, or a page's headers()). */
export type RequestHeaders = { headers: { get(name: string): string | null } };

/**
 * Appends one row to the access log: who (account, e-mail), when, from where (the client's address)
 * and what. The site only ever appends: no route updates or deletes a row. `tx`: inside the
 * transaction of the change it records, so the change and its row exist together.
 */
export async function recordAccess(request: RequestHeaders, entry: AccessEntry, tx: Tx = db()): Promise<void> {
  await tx.accessLogEntry.create({
    data: {
      accountId: entry.accountId,
      email: entry.email.toLowerCase(),
      action: entry.action,
      target: entry.target ?? null,
      detail: entry.detail,
      ip: clientIp(request),
    },
  });
}

/** The name the log gives a caller with the staff export token instead of an account. */
export const TOKEN_CALLER = "staff-export-token";

/** A staff member's access (or, `null`, the export token's): the account's id and e-mail filled in. */
export function recordStaffAccess(
  request: RequestHeaders,
  staff: { accountId: string; email: string } | null,
  entry: Omit<AccessEntry, "accountId" | "email">,
  tx?: Tx,
): Promise<void> {
  return recordAccess(
    request,
    { accountId: staff?.accountId ?? null, email: staff?.email ?? TOKEN_CALLER, ...entry },
    tx,
  );
}

/**
 * How long one visit to a lead lasts in the log. A page is drawn again when it is reloaded, when the
 * browser's time zone is first learnt, after every change made on it, and its data is read through the
 * API too: each used to write a row, 2 to 6 a visit. Within this time they are the same view.
 */
export const VIEW_WINDOW_MS = 10 * 60_000;

/**
 * What a staff member saw: one submission (`target` "lead/12"), a page of the inbox (`target` the rows
 * shown, `view` its query string), or the dashboard's failed notifications, whose subjects name people.
 */
export type StaffView =
  | { action: "submission.view"; target: string }
  | { action: "submission.list"; target: string; view: string; total: number }
  | { action: "notification.list"; target: string; total: number };

/**
 * Records that a staff member saw personal data, unless they saw the same within VIEW_WINDOW_MS (the
 * same visit: for a list, the same rows under the same query) or the request only fetches the page
 * ahead of a click (Next's prefetch: nobody has seen it). A list's row names its query (the search
 * words and filters) and every submission shown, so a search for one lead finds the lists that showed
 * it. Returns whether a row was written.
 */
export async function recordStaffView(
  request: RequestHeaders,
  staff: { accountId: string; email: string },
  seen: StaffView,
): Promise<boolean> {
  if (request.headers.get("next-router-prefetch")) return false;
  const view = "view" in seen ? seen.view : undefined;
  const recent = await db().accessLogEntry.findMany({
    where: {
      accountId: staff.accountId,
      action: seen.action,
      target: seen.target || null,
      at: { gte: new Date(Date.now() - VIEW_WINDOW_MS) },
    },
    select: { detail: true },
  });
  if (recent.some((row) => viewOf(row.detail) === view)) return false;
  await recordStaffAccess(request, staff, {
    action: seen.action,
    target: seen.target || undefined,
    detail:
      "view" in seen ? { view: seen.view, total: seen.total } : "total" in seen ? { total: seen.total } : undefined,
  });
  return true;
}

function viewOf(detail: Prisma.JsonValue): string | undefined {
  return detail && typeof detail === "object" && "view" in detail && typeof detail.view === "string"
    ? detail.view
    : undefined;
}
