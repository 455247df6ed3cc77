import "server-only";
import { db } from "@/lib/db/client";
import { unauthorized } from "@/lib/http/errors";
import { staffSessionId } from "./require-staff";

/** A signed-in staff member: the session and the name given at sign-in (for the audit log). */
export interface StaffIdentity {
  sessionId: string;
  name: string;
}

/** The fallback name of a session signed in without one (the blog editor's lock screen asks no name). */
export const UNNAMED_STAFF = "staff";

export async function staffIdentity(request: Request): Promise<StaffIdentity | null> {
  const sessionId = await staffSessionId(request);
  if (!sessionId) return null;
  const row = await db().staffSession.findUnique({ where: { id: sessionId }, select: { staffName: true } });
  return { sessionId, name: row?.staffName || UNNAMED_STAFF };
}

/** 401 JSON unless the request carries a valid staff session: for every staff API call. */
export async function requireStaffIdentity(request: Request): Promise<StaffIdentity> {
  const identity = await staffIdentity(request);
  if (!identity) throw unauthorized("Sign in as staff to continue.");
  return identity;
}
