import "server-only";
import { APIError } from "better-auth";
import QRCode from "qrcode";
import { recordStaffAccess } from "@/lib/access-log/record";
import { conflict, HttpError } from "@/lib/http/errors";
import type { Messages } from "@/lib/i18n/messages";
import { staffAuth } from "./auth";
import type { StaffIdentity } from "./staff-identity";
import { claimTotpStep, totpStep } from "./totp-replay";

type TwoFactorErrors = Messages["staff"]["twoFactorErrors"];

/** What the set-up page shows once: the QR code, the key by hand, and the ten recovery codes. */
export interface TwoFactorSetup {
  /** An SVG image of the otpauth:// address, as a data: URL. */
  qr: string;
  secret: string;
  backupCodes: string[];
}

/** better-auth's refusal of a password (400 INVALID_PASSWORD) as our 400 naming the field. */
async function withPassword<T>(call: () => Promise<T>, errors: TwoFactorErrors): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof APIError && error.statusCode < 500) {
      throw new HttpError(400, errors.wrongPassword, { password: [errors.wrongPassword] });
    }
    throw error;
  }
}

/**
 * Starts two-factor set-up for the signed-in account (its password asked again): better-auth keeps a
 * new secret and ten recovery codes, encrypted, not yet in force until a code from the app confirms
 * them (confirmTwoFactor). Starting again replaces an unconfirmed set-up.
 */
export async function startTwoFactor(
  request: Request,
  staff: StaffIdentity,
  password: string,
  errors: TwoFactorErrors,
): Promise<TwoFactorSetup> {
  if (staff.twoFactorEnabled) throw conflict(errors.alreadyOn);
  const started = await withPassword(
    () => staffAuth().api.enableTwoFactor({ body: { password, method: "totp" }, headers: request.headers }),
    errors,
  );
  if (started.method !== "totp") throw new Error("better-auth gave no authenticator address");
  const { totpURI, backupCodes } = started;
  const svg = await QRCode.toString(totpURI, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return {
    qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`,
    secret: new URL(totpURI).searchParams.get("secret") ?? "",
    backupCodes,
  };
}

/**
 * Puts two-factor sign-in in force with the app's current code (a wrong or old one: 400). better-auth
 * replaces the session by one of the two-factor account: its Set-Cookie headers are returned.
 */
export async function confirmTwoFactor(
  request: Request,
  staff: StaffIdentity,
  code: string,
  errors: TwoFactorErrors,
): Promise<string[]> {
  if (staff.twoFactorEnabled) throw conflict(errors.alreadyOn);
  const auth = staffAuth();
  const context = await auth.$context;
  const pending = await context.adapter.findOne<{ secret: string }>({
    model: "twoFactor",
    where: [{ field: "userId", value: staff.accountId }],
  });
  if (!pending) throw conflict(errors.notStarted);
  const wrong = new HttpError(400, errors.wrongCode, { code: [errors.wrongCode] });
  // The code that turns it on is spent too: it cannot sign in afterwards.
  const step = await totpStep(auth, pending.secret, code);
  if (step !== null && !(await claimTotpStep(staff.accountId, step))) throw wrong;
  let result;
  try {
    result = await auth.api.verifyTOTP({ body: { code }, headers: request.headers, returnHeaders: true });
  } catch (error) {
    if (error instanceof APIError && error.statusCode < 500) throw wrong;
    throw error;
  }
  await recordStaffAccess(request, staff, { action: "account.two-factor.enable", target: staff.email });
  return result.headers.getSetCookie();
}

/** Turns two-factor sign-in off (password asked again); admins keep it (409). Returns the new session's Set-Cookie. */
export async function stopTwoFactor(
  request: Request,
  staff: StaffIdentity,
  password: string,
  errors: TwoFactorErrors,
): Promise<string[]> {
  if (staff.role === "admin") throw conflict(errors.adminKeeps);
  const result = await withPassword(
    () => staffAuth().api.disableTwoFactor({ body: { password }, headers: request.headers, returnHeaders: true }),
    errors,
  );
  await recordStaffAccess(request, staff, { action: "account.two-factor.disable", target: staff.email });
  return result.headers.getSetCookie();
}

/** A JSON response that replaces the session cookie (better-auth issues a new session on each change). */
export function withSessionCookies(body: unknown, setCookies: string[]): Response {
  const headers = new Headers({ "Cache-Control": "no-store" });
  for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
  return Response.json(body, { headers });
}
