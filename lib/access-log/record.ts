import "server-only";
import type { Prisma } from "@/lib/db/generated/client";
import { db } from "@/lib/db/client";
import type { Tx } from "@/lib/mail/outbox";
import { clientIp } from "@/lib/http/client-ip";

/** What the access log records (PIPA's "what"); one name per kind of access. */
export type AccessAction =
  | "sign-in"
  | "sign-in.failed"
  | "sign-out"
  | "submission.view"
  | "file.download"
  | "export"
  | "submission.status"
  | "submission.owner"
  | "submission.note"
  | "submission.resend"
  | "account.create"
  | "account.invite"
  | "account.role"
  | "account.disable"
  | "account.enable"
  | "account.password"
  | "account.reset-request"
  | "account.two-factor.enable"
  | "account.two-factor.disable";

export interface AccessEntry {
  /** The account that acted (null: a failed sign-in for an address with no account). */
  accountId: string | null;
  /** Its e-mail now, or the address a failed sign-in tried. */
  email: string;
  action: AccessAction;
  target?: string;
  detail?: Prisma.InputJsonValue;
}

/**
 * Appends one row to the access log: who (account, e-mail), when, from where (the client's address)
 * and what. The site only ever appends: no route updates or deletes a row. `tx`: inside the
 * transaction of the change it records, so the change and its row exist together.
 */
export async function recordAccess(request: Request, entry: AccessEntry, tx: Tx = db()): Promise<void> {
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
