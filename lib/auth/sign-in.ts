import "server-only";
import { APIError } from "better-auth";
import { recordAccess } from "@/lib/access-log/record";
import { db } from "@/lib/db/client";
import { clientIp } from "@/lib/http/client-ip";
import { HttpError } from "@/lib/http/errors";
import { staffAuth, staffAuthConfigured } from "./auth";
import { countSignInAttempt, signInSucceeded } from "./sign-in-limits";
import { staffIdentity } from "./staff-identity";

export const WRONG_PASSWORD_MESSAGE = "Incorrect e-mail address or password. Please try again.";
export const CODE_NEEDED_MESSAGE = "Enter the 6-digit code from your authenticator app.";
export const WRONG_CODE_MESSAGE = "That code is not right. Enter the current code, or a recovery code.";

export interface SignInInput {
  email: string;
  password: string;
  /** The authenticator's current code, or one of the account's recovery codes. */
  code?: string | undefined;
}

/** The `name=value` pairs of Set-Cookie headers, as a Cookie request header. */
function cookiesFrom(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((line) => line.split(";")[0] ?? "")
    .join("; ");
}

/** A failed check by better-auth (wrong password, unknown or disabled account, wrong code): null; anything else throws. */
async function unlessRefused<T>(call: () => Promise<T>): Promise<T | null> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof APIError && error.statusCode < 500) return null;
    throw error;
  }
}

/**
 * Counts the attempt (429 after 5 failures in 15 min from one address, or when the whole site sees
 * too many), checks the password through better-auth, then, for an account with two-factor sign-in,
 * the code: a 6-digit TOTP or a recovery code. Returns the Set-Cookie headers of the new session.
 * Every refusal is the same 401, so a caller learns nothing about which accounts exist.
 */
export async function signIn(
  request: Request,
  input: SignInInput,
): Promise<{ setCookies: string[]; accountId: string }> {
  const ip = clientIp(request);
  await countSignInAttempt(ip);
  const auth = staffAuth();
  const first = await unlessRefused(() =>
    auth.api.signInEmail({
      body: { email: input.email, password: input.password },
      headers: request.headers,
      returnHeaders: true,
    }),
  );
  const refused = async (message: string, detail: string, fieldErrors?: Record<string, string[]>) => {
    const account = await db().staffUser.findUnique({
      where: { email: input.email.toLowerCase() },
      select: { id: true },
    });
    await recordAccess(request, {
      accountId: account?.id ?? null,
      email: input.email,
      action: "sign-in.failed",
      detail: { reason: detail },
    });
    return new HttpError(401, message, fieldErrors);
  };
  if (!first) throw await refused(WRONG_PASSWORD_MESSAGE, "password");
  let result: { headers: Headers; userId: string | undefined } = {
    headers: first.headers,
    userId: "user" in first.response ? first.response.user.id : undefined,
  };
  if ("twoFactorRedirect" in first.response && first.response.twoFactorRedirect) {
    const code = input.code?.trim().replace(/\s+/g, "");
    if (!code) throw new HttpError(401, CODE_NEEDED_MESSAGE, { code: [CODE_NEEDED_MESSAGE] });
    const headers = new Headers(request.headers);
    headers.set("cookie", cookiesFrom(first.headers));
    const verify = /^\d{6}$/.test(code)
      ? () => auth.api.verifyTOTP({ body: { code }, headers, returnHeaders: true })
      : () => auth.api.verifyBackupCode({ body: { code }, headers, returnHeaders: true });
    const second = await unlessRefused(verify);
    if (!second) throw await refused(WRONG_CODE_MESSAGE, "code", { code: [WRONG_CODE_MESSAGE] });
    result = { headers: second.headers, userId: second.response.user.id };
  }
  await signInSucceeded(ip);
  await recordAccess(request, { accountId: result.userId ?? null, email: input.email, action: "sign-in" });
  return { setCookies: result.headers.getSetCookie(), accountId: result.userId ?? "" };
}

/** Ends the session server-side and returns the Set-Cookie headers that clear the cookie. */
export async function signOut(request: Request): Promise<string[]> {
  // Without SESSION_SECRET nobody can have signed in: nothing to end (a 503 here would be a 5xx for a no-op).
  if (!staffAuthConfigured()) return [];
  const staff = await staffIdentity(request);
  if (staff) await recordAccess(request, { accountId: staff.accountId, email: staff.email, action: "sign-out" });
  const result = await unlessRefused(() => staffAuth().api.signOut({ headers: request.headers, returnHeaders: true }));
  return result?.headers.getSetCookie() ?? [];
}
