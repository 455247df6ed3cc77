import { recordStaffAccess } from "@/lib/access-log/record";
import { handle, route, success } from "@/lib/api/route";
import { listImages, uploadImage } from "@/lib/blog/images/library";

// Editors only, per request.
export const dynamic = "force-dynamic";

export const { GET, POST, PUT, PATCH, DELETE } = route(
  {
    /** The picker's list of uploaded images, newest first. */
    GET: handle({ role: "editor" }, async () =>
      success(await listImages(), { headers: { "Cache-Control": "no-store" } }),
    ),
    /** Upload one image (multipart `file`): checked by content, stored outside public/ in several widths. */
    POST: handle({ sameOrigin: true, role: "editor" }, async ({ request, staff }) => {
      const image = await uploadImage(request);
      await recordStaffAccess(request, staff, { action: "blog-image.upload", target: `blog-image/${image.id}` });
      return success(image, { status: 201 });
    }),
  },
  "success",
);
