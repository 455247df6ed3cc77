import "server-only";
import { CrmError } from "@/lib/crm/active-campaign";

/** Nodemailer's codes for a message or recipient the server refused (not a connection or login fault). */
const REFUSED_BY_SERVER = new Set(["EENVELOPE", "EMESSAGE"]);

/**
 * A delivery that no retry can fix: the mail server refused the recipient or the message for good
 * (a 5xx reply), or the CRM refused the contact's data (400 or 422). Everything else (the server
 * down, a time-out, a 4xx "try later", a wrong password or key that staff will correct) is retried.
 */
export function isPermanentFailure(error: unknown): boolean {
  if (error instanceof CrmError) return error.status === 400 || error.status === 422;
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  return typeof responseCode === "number" && responseCode >= 500 && REFUSED_BY_SERVER.has(String(code));
}
