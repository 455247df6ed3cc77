import { recordStaffAccess } from "@/lib/access-log/record";
import { requireStaffRole, requireStaffWrite } from "@/lib/auth/require-staff";
import { listImages, uploadImage } from "@/lib/blog/images/library";
import { route, success } from "@/lib/http/route";

// Editors only, per request.
export const dynamic = "force-dynamic";

export const { GET, POST, PUT, PATCH, DELETE } = route(
  {
    /** The picker's list of uploaded images, newest first. */
    GET: async (request) => {
      await requireStaffRole(request, "editor");
      return success(await listImages(), { headers: { "Cache-Control": "no-store" } });
    },
    /** Upload one image (multipart `file`): checked by content, stored outside public/ in several widths. */
    POST: async (request) => {
      const staff = await requireStaffWrite(request, "editor");
      const image = await uploadImage(request);
      await recordStaffAccess(request, staff, { action: "blog-image.upload", target: `blog-image/${image.id}` });
      return success(image, { status: 201 });
    },
  },
  "success",
);
