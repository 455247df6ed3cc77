import { z } from "@/lib/validation/z";

/** POST /api/staff/session: the staff password, and the name the back office's sign-in page asks for. */
export const signInSchema = z.object({
  password: z.string().min(1, { error: "password is required" }).max(200),
  /** For the audit log; the editor's lock screen sends none. */
  name: z.string().trim().max(80, { error: "name has at most 80 characters" }).optional(),
});
