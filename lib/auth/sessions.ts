import "server-only";
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db/client";
import { SESSION_TTL_MS } from "./session-cookie";

export async function createSession(now = new Date()): Promise<{ id: string; expiresAt: Date }> {
  const id = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  // Expired rows are swept here, so the table stays as small as the number of live sessions.
  await db().staffSession.deleteMany({ where: { expiresAt: { lt: now } } });
  await db().staffSession.create({ data: { id, expiresAt } });
  return { id, expiresAt };
}

export async function isSessionValid(id: string, now = new Date()): Promise<boolean> {
  const row = await db().staffSession.findUnique({ where: { id } });
  return row !== null && row.expiresAt > now;
}

export async function deleteSession(id: string): Promise<void> {
  await db().staffSession.deleteMany({ where: { id } });
}
