import "server-only";
import { db } from "@/lib/db/client";
import { verifySignedSessionId } from "./session-cookie";
import { staffConfig } from "./staff-config";

/**
 * Records the name a staff member gave at sign-in on the session that `setCookie` (the header
 * signIn returned) carries. One password is shared, so the name is what the audit log can say
 * about who made a change.
 */
export async function nameSession(setCookie: string, name: string): Promise<void> {
  const value = /^[^=]+=([^;]*)/.exec(setCookie)?.[1];
  if (!value) return;
  const id = verifySignedSessionId(decodeURIComponent(value), staffConfig().secret);
  if (id) await db().staffSession.update({ where: { id }, data: { staffName: name } });
}
