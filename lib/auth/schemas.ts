import type { Messages } from "@/lib/i18n/messages";
import { trimmedText, z } from "@/lib/validation/z";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, staffRoles } from "./account-rules";

/** POST /api/staff/session: the account's e-mail and password, and its authenticator code when it has one. */
export const signInSchema = z.object({
  email: z.email({ error: "enter your work e-mail address" }).max(200),
  password: z.string().min(1, { error: "password is required" }).max(200),
  code: z.string().trim().max(40).optional(),
});

type AccountErrors = Messages["staff"]["accountErrors"];

/** POST /api/staff/password: the link's token, the new password and (an invite) the name shown in the history. */
export function passwordLinkSchema(errors: AccountErrors) {
  return z.object({
    kind: z.enum(["invite", "reset"], { error: errors.invalid }),
    token: z.string({ error: errors.token }).min(16, { error: errors.token }).max(200, { error: errors.token }),
    password: z
      .string({ error: errors.password })
      .min(MIN_PASSWORD_LENGTH, { error: errors.password })
      .max(MAX_PASSWORD_LENGTH, { error: errors.password }),
    name: trimmedText(errors.name, 80).optional(),
  });
}

/** POST /api/staff/password-reset: the address to send a reset link to. */
export function resetRequestSchema(errors: AccountErrors) {
  return z.object({ email: z.email({ error: errors.email }).max(200, { error: errors.email }) });
}

/** POST /api/staff/accounts: an admin's invite. */
export function inviteSchema(errors: AccountErrors) {
  return z.object({
    email: z.email({ error: errors.email }).max(200, { error: errors.email }),
    role: z.enum(staffRoles, { error: errors.role }),
  });
}

/** PATCH /api/staff/accounts/{id}: a new role, or disabled / enabled; at least one. */
export function accountChangeSchema(errors: AccountErrors) {
  return z
    .object({
      role: z.enum(staffRoles, { error: errors.role }).optional(),
      disabled: z.boolean({ error: errors.invalid }).optional(),
    })
    .strict()
    .refine((change) => change.role !== undefined || change.disabled !== undefined, {
      error: errors.nothingToChange,
    });
}

type TwoFactorErrors = Messages["staff"]["twoFactorErrors"];

/** The account's password, asked again before a change to two-factor sign-in. */
const passwordAgain = (errors: TwoFactorErrors) =>
  z.string({ error: errors.password }).min(1, { error: errors.password }).max(MAX_PASSWORD_LENGTH, {
    error: errors.password,
  });

/** The authenticator's current 6-digit code, spaces taken out. */
const appCode = (errors: TwoFactorErrors) =>
  z
    .string({ error: errors.code })
    .transform((value) => value.replace(/\s+/g, ""))
    .pipe(z.string().regex(/^\d{6}$/, { error: errors.code }));

/** POST and DELETE /api/staff/two-factor: the account's password, asked again to change two-factor sign-in. */
export function twoFactorPasswordSchema(errors: TwoFactorErrors) {
  return z.object({ password: passwordAgain(errors) });
}

/** POST /api/staff/two-factor/verify: the authenticator's current 6-digit code. */
export function twoFactorCodeSchema(errors: TwoFactorErrors) {
  return z.object({ code: appCode(errors) });
}

/**
 * POST /api/staff/two-factor/recovery-codes and /move: the password again, or the app's current
 * 6-digit code (one of the two).
 */
export function twoFactorProofSchema(errors: TwoFactorErrors) {
  return z
    .object({ password: passwordAgain(errors), code: appCode(errors) })
    .partial()
    .strict()
    .refine((proof) => (proof.password === undefined) !== (proof.code === undefined), {
      error: errors.proof,
      path: ["password"],
    })
    .transform((proof) => (proof.code !== undefined ? { code: proof.code } : { password: proof.password ?? "" }));
}
