import { z } from "@/lib/validation/z";

/** POST /api/staff/session: the account's e-mail and password, and its authenticator code when it has one. */
export const signInSchema = z.object({
  email: z.email({ error: "enter your work e-mail address" }).max(200),
  password: z.string().min(1, { error: "password is required" }).max(200),
  code: z.string().trim().max(40).optional(),
});
