import { recordStaffAccess } from "@/lib/access-log/record";
import { sameSiteRedirect } from "@/lib/auth/same-site-redirect";
import { isCrossSiteNavigation, isDocumentNavigation } from "@/lib/http/same-origin";
import { refusalPage } from "@/lib/http/page-requests";
import { allows } from "@/lib/auth/roles";
import { HttpError } from "@/lib/http/errors";
import { fill } from "@/lib/staff/team";
import { requireStaffRole } from "@/lib/auth/require-staff";
import { staffIdentity } from "@/lib/auth/staff-identity";
import { signInPath } from "@/lib/auth/staff-page";
import { loadMessages } from "@/lib/i18n/messages";
import { localeOrDefault, localizedPath } from "@/lib/i18n/paths";
import { findUploadedFile, uploadedFileResponse } from "@/lib/uploads/download";
import { route } from "@/lib/api/route";
import { DOWNLOAD_PARAM, FROM_SIGN_IN, staffPaths } from "@/lib/staff/urls";

export const dynamic = "force-dynamic";

type Context = RouteContext<"/[locale]/staff/files/[id]">;

export const { GET, POST, PUT, PATCH, DELETE } = route({
  /**
   * A report request's file, for a person following a link (the notification e-mail, the detail page):
   * signed in, the download with its original name; following it from another site, one same-site redirect
   * first (see lib/auth/same-site-redirect.ts); signed out, the sign-in page, which comes back here afterwards
   * and is then sent on to the file's submission, where the download starts.
   * Never a bare 401: scripts use /api/uploads/{id} with the staff token.
   */
  GET: async (request, { params }: Context) => {
    const { locale: raw, id } = await params;
    const locale = localeOrDefault(raw);
    const signedIn = await staffIdentity(request);
    if (signedIn) {
      let staff;
      try {
        staff = await requireStaffRole(request, "marketing");
      } catch (error) {
        // A person who followed the link gets the refusal as a page; the log has it either way.
        if (!(error instanceof HttpError && error.status === 403 && isDocumentNavigation(request))) throw error;
        const text = (await loadMessages(locale)).staff;
        return refusalPage(403, locale, {
          heading: text.forbidden.heading,
          text: allows(signedIn.role, "marketing")
            ? text.twoFactorErrors.needed
            : fill(text.forbidden.text, { role: text.roles.marketing, address: signedIn.email }),
          link: text.nav.dashboard,
          href: localizedPath(locale, staffPaths.dashboard),
        });
      }
      if (new URL(request.url).search === `?${FROM_SIGN_IN}`) {
        const file = await findUploadedFile(id);
        if (file) {
          const page = staffPaths.submission({ kind: "report", sourceId: file.requestId });
          const location = `${localizedPath(locale, page)}?${DOWNLOAD_PARAM}=${file.id}`;
          return new Response(null, { status: 303, headers: { Location: location, "Cache-Control": "no-store" } });
        }
      }
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
      headers: { Location: signInPath(locale, `${path}?${FROM_SIGN_IN}`), "Cache-Control": "no-store" },
    });
  },
});
