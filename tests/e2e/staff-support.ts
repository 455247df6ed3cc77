import { expect } from "@playwright/test";
import { unusedTotpCode } from "../support/totp";

interface Account {
  email: string;
  password: string;
}

/** A JSON POST to the site as a client at `forwardedFor` (so each spec's sign-ins count against its own address). */
const post =
  (baseURL: string, forwardedFor: string) =>
  (pathname: string, body: unknown, cookie = "") =>
    fetch(`${baseURL}${pathname}`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor, cookie },
      body: JSON.stringify(body),
    });

/** The session's cookies a sign-in set, as `name=value` pairs. */
async function signInPairs(baseURL: string, forwardedFor: string, account: Account, code?: string) {
  const response = await post(baseURL, forwardedFor)("/api/staff/session", {
    email: account.email,
    password: account.password,
    code,
  });
  expect(response.status).toBe(200);
  return response.headers.getSetCookie().map((line) => line.split(";")[0] ?? "");
}

/** Turns an account's second factor on through the API, as the set-up page does: its key and recovery codes. */
export async function turnOnTwoFactor(baseURL: string, forwardedFor: string, account: Account) {
  const call = post(baseURL, forwardedFor);
  const cookie = (await signInPairs(baseURL, forwardedFor, account)).join("; ");
  const started = await call("/api/staff/two-factor", { password: account.password }, cookie);
  const setup = (await started.json()) as { secret: string; backupCodes: string[] };
  expect(
    (await call("/api/staff/two-factor/verify", { code: await unusedTotpCode(setup.secret) }, cookie)).status,
  ).toBe(200);
  return setup;
}

/** An admin signed in with both factors, as cookies for `page.context().addCookies`. */
export async function adminSessionCookies(baseURL: string, forwardedFor: string, admin: Account) {
  const { secret } = await turnOnTwoFactor(baseURL, forwardedFor, admin);
  const pairs = await signInPairs(baseURL, forwardedFor, admin, await unusedTotpCode(secret));
  return pairs.map((pair) => {
    const [name = "", ...value] = pair.split("=");
    return { name, value: value.join("="), url: baseURL };
  });
}
