import "server-only";
import { brand } from "@/lib/config/brand";
import { env } from "@/lib/config/env";
import { db } from "@/lib/db/client";
import { HttpError } from "@/lib/http/errors";
import { createStaffAuth, type StaffAuth } from "./create-auth";

let instance: StaffAuth | undefined;

/** Whether staff sign-in can work on this server (SESSION_SECRET is set). */
export const staffAuthConfigured = (): boolean => Boolean(env().SESSION_SECRET);

/** The site's better-auth instance (lib/auth/create-auth.ts); 503 when SESSION_SECRET is not set. */
export function staffAuth(): StaffAuth {
  const { SESSION_SECRET, SITE_URL } = env();
  if (!SESSION_SECRET) throw new HttpError(503, "Staff sign-in is not configured on this server.");
  instance ??= createStaffAuth(db(), {
    secret: SESSION_SECRET,
    siteUrl: SITE_URL,
    issuer: brand.companyName,
  });
  return instance;
}
