import { expect, type Page } from "@playwright/test";
import { unusedTotpCode } from "../support/totp";

interface Account {
  email: string;
  password: string;
}

/** What the staff sign-in page shows in each language (messages/{en,ko}/staff.json, `signIn`). */
const SIGN_IN_PAGE = [
  { h1: "Staff sign-in", email: "Work e-mail", password: "Password", code: "Authenticator code", submit: "Sign in" },
  { h1: "직원 로그인", email: "업무용 이메일", password: "비밀번호", code: "인증 앱 코드", submit: "로그인" },
] as const;

/** The same page and query; the way back from sign-in may write a query's "%20" as "+". */
const sameAddress = (one: URL, other: URL) =>
  `${one.origin}${one.pathname}?${one.searchParams}${one.hash}` ===
  `${other.origin}${other.pathname}?${other.searchParams}${other.hash}`;

/**
 * Signs `account` in on the staff sign-in page, in the language it shows, with the authenticator `code`
 * when given. With `at`, opens that address first (it sends a signed-out browser to sign-in) and waits
 * until the sign-in brings the browser back there.
 */
export async function signIn(page: Page, account: Account, { code, at }: { code?: string; at?: string } = {}) {
  if (at) await page.goto(at);
  const heading = page.getByRole("heading", {
    level: 1,
    name: new RegExp(`^(${SIGN_IN_PAGE.map((words) => words.h1).join("|")})$`),
  });
  await expect(heading).toBeVisible();
  const shown = await heading.textContent();
  const words = SIGN_IN_PAGE.find((candidate) => candidate.h1 === shown)!;
  await page.getByLabel(words.email, { exact: true }).fill(account.email);
  await page.getByLabel(words.password, { exact: true }).fill(account.password);
  if (code) await page.getByLabel(words.code, { exact: true }).fill(code);
  await page.getByRole("button", { name: words.submit, exact: true }).click();
  if (at) await expect(page).toHaveURL((landed) => sameAddress(landed, new URL(at)));
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
