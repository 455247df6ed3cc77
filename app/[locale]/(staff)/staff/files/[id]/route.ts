import { recordStaffAccess } from "@/lib/access-log/record";
import { sameSiteRedirect } from "@/lib/auth/same-site-redirect";
import { isCrossSiteNavigation } from "@/lib/http/same-origin";
import { requireStaffRole } from "@/lib/auth/require-staff";
import { staffIdentity } from "@/lib/auth/staff-identity";
import { signInPath } from "@/lib/auth/staff-page";
import { loadMessages } from "@/lib/i18n/messages";
import { localizedPath } from "@/lib/i18n/paths";
import { defaultLocale, locales } from "@/lib/i18n/routing";
import { uploadedFileResponse } from "@/lib/uploads/download";
import { route } from "@/lib/api/route";

export const dynamic = "force-dynamic";

type Context = RouteContext<"/[locale]/staff/files/[id]">;

export const { GET, POST, PUT, PATCH, DELETE } = route({
  /**
   * A report request's file, for a person following a link (the notification e-mail, the detail page):
   * signed in, the download with its original name; following it from another site, one same-site redirect
   * first (see lib/auth/same-site-redirect.ts); signed out, the sign-in page, which comes back here afterwards.
   * Never a bare 401: scripts use /api/uploads/{id} with the staff token.
   */
  GET: async (request, { params }: Context) => {
    const { locale: raw, id } = await params;
    const locale = locales.find((value) => value === raw) ?? defaultLocale;
    if (await staffIdentity(request)) {
      const staff = await requireStaffRole(request, "marketing");
      const response = await uploadedFileResponse(id);
      await recordStaffAccess(request, staff, { action: "file.download", target: `file/${id}` });
      return response;
    }
    const path = localizedPath(locale, `/staff/files/${encodeURIComponent(id)}`);
    if (isCrossSiteNavigation(request)) {
      const text = (await loadMessages(locale)).staff.files;
      return sameSiteRedirect(path, { title: text.title, link: text.continue, lang: locale });
    }
    return new Response(null, {
      status: 303,
      headers: { Location: signInPath(locale, path), "Cache-Control": "no-store" },
    });
  },
});
