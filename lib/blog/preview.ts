import "server-only";
import { draftMode } from "next/headers";
import { signInPath } from "@/lib/auth/staff-page";
import { allows } from "@/lib/auth/roles";
import { actsAs, staffIdentity } from "@/lib/auth/staff-identity";
import { refuse, roleRefusal, twoFactorRefusal } from "@/lib/auth/require-staff";
import { safeNextPath } from "@/lib/http/same-site-path";
import { localizedPath } from "@/lib/i18n/paths";
import { defaultLocale, type Locale } from "@/lib/i18n/routing";
import { requireRow } from "./staff-posts";
import { toDraft } from "./stored-post";

/** The post's own address with the preview flag: the draft renders there, for staff, per request. */
export function previewPath(id: string, lang: Locale): string {
  return `${localizedPath(lang, `/blog/${id}`)}?preview=1`;
}

const redirect = (location: string) =>
  new Response(null, { status: 303, headers: { Location: location, "Cache-Control": "no-store" } });

/**
 * The editor's Preview: for an editor's session, turns on Next's draft mode (a cookie that makes the
 * post's page render per request, uncached) and goes to the post's own address; otherwise to sign-in.
 */
export async function startPreview(request: Request, id: string): Promise<Response> {
  const path = new URL(request.url).pathname;
  const staff = await staffIdentity(request);
  if (!staff) return redirect(signInPath(defaultLocale, path));
  if (!actsAs(staff, "editor")) {
    await refuse(request, staff, allows(staff.role, "editor") ? twoFactorRefusal() : roleRefusal("editor"));
  }
  const row = await requireRow(id);
  const lang = toDraft(row).list?.lang ?? defaultLocale;
  (await draftMode()).enable();
  return redirect(previewPath(id, lang));
}

/** Leaves the preview: draft mode off, back to `to` (a path of this site). */
export async function endPreview(request: Request): Promise<Response> {
  (await draftMode()).disable();
  return redirect(safeNextPath(new URL(request.url).searchParams.get("to"), "/blog"));
}
