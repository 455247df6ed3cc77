import "server-only";
import { randomUUID } from "node:crypto";
import { APIError } from "better-auth";
import { generateRandomString, symmetricEncrypt } from "better-auth/crypto";
import QRCode from "qrcode";
import { recordAccess, recordStaffAccess } from "@/lib/access-log/record";
import { db } from "@/lib/db/client";
import { conflict, HttpError, notFound } from "@/lib/http/errors";
import { clientIp } from "@/lib/http/rate-limit";
import type { Messages } from "@/lib/i18n/messages";
import { staffAuth } from "./auth";
import { generateRecoveryCodes } from "./recovery-codes";
import { countSignInAttempt } from "./sign-in-limits";
import type { StaffIdentity } from "./staff-identity";
import { claimTotpStep, otpauthUri, totpStep } from "./totp-replay";
import { clearTwoFactor, pendingMoveIdentifier } from "./two-factor-reset";

type TwoFactorErrors = Messages["staff"]["twoFactorErrors"];
type AccountErrors = Messages["staff"]["accountErrors"];

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
  return { ...(await authenticatorImage(totpURI)), backupCodes };
}

/** The QR code of an otpauth:// address and its key by hand. */
async function authenticatorImage(totpURI: string): Promise<Omit<TwoFactorSetup, "backupCodes">> {
  const svg = await QRCode.toString(totpURI, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return {
    qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`,
    secret: new URL(totpURI).searchParams.get("secret") ?? "",
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

/** What a change to two-factor sign-in that is on asks again: the password, or the app's current code. */
export type TwoFactorProof = { password: string; code?: undefined } | { code: string; password?: undefined };

/**
 * Checks `proof` for the signed-in account whose two-factor sign-in is on (409 when it is off),
 * counted by the sign-in limits (lib/auth/sign-in-limits.ts) as a sign-in would be: a
 * wrong password or code is a 400 naming the field. A code is spent as at sign-in (it cannot sign in
 * afterwards). Returns the account's two-factor row.
 */
async function checkProof(request: Request, staff: StaffIdentity, proof: TwoFactorProof, errors: TwoFactorErrors) {
  const account = staff.twoFactorEnabled
    ? await db().staffUser.findUnique({
        where: { id: staff.accountId },
        select: {
          staffcredentials: { where: { providerId: "credential" }, select: { password: true } },
          stafftwofactors: { select: { id: true, secret: true } },
        },
      })
    : null;
  const twoFactor = account?.stafftwofactors[0];
  if (!account || !twoFactor) throw conflict(errors.notOn);
  // A guess like one at sign-in (a stolen session must not try codes for ever): the same limits, 429 past them.
  const attempt = await countSignInAttempt(clientIp(request), staff.email);
  const auth = staffAuth();
  if (proof.password !== undefined) {
    const hash = account.staffcredentials[0]?.password;
    const context = await auth.$context;
    if (!hash || !(await context.password.verify({ hash, password: proof.password }))) {
      throw new HttpError(400, errors.wrongPassword, { password: [errors.wrongPassword] });
    }
  } else {
    const step = await totpStep(auth, twoFactor.secret, proof.code);
    if (step === null || !(await claimTotpStep(staff.accountId, step))) {
      throw new HttpError(400, errors.wrongCode, { code: [errors.wrongCode] });
    }
  }
  await attempt.succeeded();
  return twoFactor;
}

/**
 * Ten new recovery codes for the signed-in account (its password or a current code asked again): the
 * old ones stop working at once. Returned to be shown this once; an access-log row.
 */
export async function renewRecoveryCodes(
  request: Request,
  staff: StaffIdentity,
  proof: TwoFactorProof,
  errors: TwoFactorErrors,
): Promise<string[]> {
  const twoFactor = await checkProof(request, staff, proof, errors);
  const codes = generateRecoveryCodes();
  const key = (await staffAuth().$context).secretConfig;
  const backupCodes = await symmetricEncrypt({ key, data: JSON.stringify(codes) });
  await db().$transaction(async (tx) => {
    await tx.staffTwoFactor.update({ where: { id: twoFactor.id }, data: { backupCodes } });
    await recordStaffAccess(request, staff, { action: "account.two-factor.recovery-codes", target: staff.email }, tx);
  });
  return codes;
}

/** How long a move to a new phone may wait for the new app's first code. */
const MOVE_TTL_MS = 15 * 60_000;

/**
 * Begins moving two-factor sign-in to a new phone (the password or the current code asked again): a
 * new key, kept aside (encrypted) for 15 minutes; the old one signs in until the new app's code
 * confirms the move (confirmMove). Beginning again replaces a move not confirmed.
 */
export async function startMove(
  request: Request,
  staff: StaffIdentity,
  proof: TwoFactorProof,
  errors: TwoFactorErrors,
): Promise<Omit<TwoFactorSetup, "backupCodes">> {
  await checkProof(request, staff, proof, errors);
  const context = await staffAuth().$context;
  // As better-auth's own set-up makes a key: 32 characters, used as their UTF-8 bytes.
  const secret = generateRandomString(32);
  const identifier = pendingMoveIdentifier(staff.accountId);
  const value = await symmetricEncrypt({ key: context.secretConfig, data: secret });
  await db().$transaction([
    db().staffVerification.deleteMany({ where: { identifier } }),
    db().staffVerification.create({
      data: { id: randomUUID(), identifier, value, expiresAt: new Date(Date.now() + MOVE_TTL_MS) },
    }),
  ]);
  return authenticatorImage(otpauthUri(secret, context.appName, staff.email));
}

/**
 * Confirms a move with the new app's current code (a wrong one: 400; none begun or past 15 minutes:
 * 409): the new key replaces the old, whose codes stop working; the recovery codes stay. That code is
 * spent. An access-log row.
 */
export async function confirmMove(
  request: Request,
  staff: StaffIdentity,
  code: string,
  errors: TwoFactorErrors,
): Promise<void> {
  if (!staff.twoFactorEnabled) throw conflict(errors.notOn);
  const identifier = pendingMoveIdentifier(staff.accountId);
  const pending = await db().staffVerification.findFirst({
    where: { identifier, expiresAt: { gt: new Date() } },
    orderBy: { createdAt: "desc" },
  });
  if (!pending) throw conflict(errors.moveNotStarted);
  const step = await totpStep(staffAuth(), pending.value, code);
  if (step === null) throw new HttpError(400, errors.wrongCode, { code: [errors.wrongCode] });
  const moved = await db().$transaction(async (tx) => {
    // Deleting the pending row first: of two confirmations at once, one moves.
    const { count } = await tx.staffVerification.deleteMany({ where: { id: pending.id } });
    if (count === 0) return false;
    await tx.staffTwoFactor.updateMany({
      where: { userId: staff.accountId },
      data: { secret: pending.value, lastUsedStep: step },
    });
    await recordStaffAccess(request, staff, { action: "account.two-factor.move", target: staff.email }, tx);
    return true;
  });
  if (!moved) throw conflict(errors.moveNotStarted);
}

/**
 * Another admin takes an account's two-step sign-in away (lib/auth/two-factor-reset.ts): signed out
 * everywhere, and, an admin, it sets it up again at its next sign-in. Not one's own (409: the page
 * /staff/two-factor moves or renews it); an account without it: 409. Logged with who did it.
 */
export async function resetTwoFactor(
  request: Request,
  admin: StaffIdentity,
  accountId: string,
  errors: AccountErrors,
): Promise<void> {
  if (accountId === admin.accountId) throw conflict(errors.selfTwoFactor);
  const outcome = await clearTwoFactor(db(), accountId, (tx, email) =>
    recordAccess(
      request,
      { accountId: admin.accountId, email: admin.email, action: "account.two-factor.reset", target: email },
      tx,
    ),
  );
  if (outcome.kind === "missing") throw notFound(errors.notFound);
  if (outcome.kind === "off") throw conflict(errors.twoFactorOff);
}

/** A JSON response that replaces the session cookie (better-auth issues a new session on each change). */
export function withSessionCookies(body: unknown, setCookies: string[]): Response {
  const headers = new Headers({ "Cache-Control": "no-store" });
  for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
  return Response.json(body, { headers });
}
