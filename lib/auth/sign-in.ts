import "server-only";
import { APIError } from "better-auth";
import { recordAccess } from "@/lib/access-log/record";
import { db } from "@/lib/db/client";
import { clientIp } from "@/lib/http/rate-limit";
import { HttpError } from "@/lib/http/errors";
import { staffAuth, staffAuthConfigured } from "./auth";
import { countSignInAttempt, SignInLimited } from "./sign-in-limits";
import { claimTotpStep, storedRecoveryCode, totpStep } from "./totp-replay";
import { staffIdentity, type StaffIdentity } from "./staff-identity";

/**
 * Every refused sign-in answers this one 401, whatever was wrong (the e-mail, the password, a missing,
 * wrong or used code): a caller learns neither which accounts exist nor that a password was right.
 */
export const SIGN_IN_REFUSED_MESSAGE = "Incorrect e-mail address, password or authenticator code. Please try again.";

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

type RefusedReason = "password" | "code-missing" | "code" | "code-used" | `limit-${SignInLimited["limit"]}`;

/**
 * Counts the attempt (lib/auth/sign-in-limits.ts: 429 before any password is checked), then checks
 * the password and, for an account with two-factor sign-in, the code: a 6-digit TOTP, accepted once
 * (lib/auth/totp-replay.ts), or a recovery code, which better-auth removes as it accepts it. Returns
 * the Set-Cookie headers of the new session. Every refusal is the same 401 (SIGN_IN_REFUSED_MESSAGE)
 * after the same work (a lookup and a scrypt check: a two-factor account's password and code are
 * checked here, without writes, before better-auth writes its challenge and the session), and, like
 * every 429, a row in the access log with its reason.
 */
export async function signIn(
  request: Request,
  input: SignInInput,
): Promise<{ setCookies: string[]; accountId: string }> {
  const email = input.email.trim().toLowerCase();
  const account = await db().staffUser.findUnique({
    where: { email },
    select: {
      id: true,
      twoFactorEnabled: true,
      staffcredentials: { where: { providerId: "credential" }, select: { password: true } },
      stafftwofactors: { select: { secret: true, backupCodes: true } },
    },
  });
  const refused = async (reason: RefusedReason) => {
    await recordAccess(request, {
      accountId: account?.id ?? null,
      email,
      action: "sign-in.failed",
      detail: { reason },
    });
    return new HttpError(401, SIGN_IN_REFUSED_MESSAGE);
  };

  let attempt;
  try {
    attempt = await countSignInAttempt(clientIp(request), email);
  } catch (error) {
    if (error instanceof SignInLimited) await refused(`limit-${error.limit}`);
    throw error;
  }
  const auth = staffAuth();
  let code = input.code?.trim().replace(/\s+/g, "") ?? "";
  const hash = account?.staffcredentials[0]?.password;
  const twoFactor = account?.stafftwofactors[0];
  let check: "totp" | "recovery" | undefined;
  if (account?.twoFactorEnabled && hash && twoFactor) {
    const context = await auth.$context;
    if (!(await context.password.verify({ hash, password: input.password }))) throw await refused("password");
    if (!code) throw await refused("code-missing");
    if (/^\d{6}$/.test(code)) {
      const step = await totpStep(auth, twoFactor.secret, code);
      if (step === null) throw await refused("code");
      if (!(await claimTotpStep(account.id, step))) throw await refused("code-used");
      check = "totp";
    } else {
      const stored = await storedRecoveryCode(auth, twoFactor.backupCodes, code);
      if (stored === null) throw await refused("code");
      // better-auth matches exactly: the code as stored, however it was typed.
      code = stored;
      check = "recovery";
    }
  }

  const first = await unlessRefused(() =>
    auth.api.signInEmail({
      body: { email, password: input.password },
      headers: request.headers,
      returnHeaders: true,
    }),
  );
  if (!first) throw await refused("password");
  let result: { headers: Headers; userId: string | undefined } = {
    headers: first.headers,
    userId: "user" in first.response ? first.response.user.id : undefined,
  };
  if ("twoFactorRedirect" in first.response && first.response.twoFactorRedirect) {
    // Turned on since the lookup above: its code was not checked.
    if (!check) throw await refused("code-missing");
    const headers = new Headers(request.headers);
    headers.set("cookie", cookiesFrom(first.headers));
    const second = await unlessRefused(() =>
      check === "totp"
        ? auth.api.verifyTOTP({ body: { code }, headers, returnHeaders: true })
        : auth.api.verifyBackupCode({ body: { code }, headers, returnHeaders: true }),
    );
    if (!second) throw await refused("code");
    result = { headers: second.headers, userId: second.response.user.id };
  }
  await attempt.succeeded();
  await recordAccess(request, { accountId: result.userId ?? null, email, action: "sign-in" });
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

/**
 * Ends every session of the signed-in account, this one included (a browser left signed in elsewhere
 * is out at its next request, every request reading its session row), and returns the Set-Cookie
 * headers that clear this browser's cookie. Logged before anything ends.
 */
export async function signOutEverywhere(request: Request, staff: StaffIdentity): Promise<string[]> {
  await recordAccess(request, { accountId: staff.accountId, email: staff.email, action: "sign-out.everywhere" });
  const result = await unlessRefused(() => staffAuth().api.signOut({ headers: request.headers, returnHeaders: true }));
  await db().staffSession.deleteMany({ where: { userId: staff.accountId } });
  return result?.headers.getSetCookie() ?? [];
}
