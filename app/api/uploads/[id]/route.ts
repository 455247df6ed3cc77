import { recordStaffAccess } from "@/lib/access-log/record";
import { isDocumentNavigation } from "@/lib/http/same-origin";
import { requireStaffRoleOrToken } from "@/lib/auth/require-staff";
import { uploadedFileResponse } from "@/lib/uploads/download";
import { route } from "@/lib/api/route";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  /**
   * Staff download of a request's file: a marketing (or admin) session or the staff token (scripts get 401 JSON).
   * A person following a link here (notifications sent before the back office linked its own page)
   * goes to /staff/files/{id}, which signs them in first instead of showing a bare 401.
   */
  GET: async (request, { params }: RouteContext<"/api/uploads/[id]">) => {
    const { id } = await params;
    if (isDocumentNavigation(request) && !request.headers.get("authorization")) {
      return new Response(null, { status: 303, headers: { Location: `/staff/files/${encodeURIComponent(id)}` } });
    }
    const staff = await requireStaffRoleOrToken(request, "marketing");
    const response = await uploadedFileResponse(id);
    await recordStaffAccess(request, staff, { action: "file.download", target: `file/${id}` });
    return response;
  },
});
