import path from "node:path";
import type { Page } from "@playwright/test";
import { addStaffAccounts } from "../support/staff-account";
import { unusedTotpCode } from "../support/totp";
import { axe } from "./axe";
import { expect, test } from "./fixtures";
import { STAFF_PASSWORD, editorServerForSpec } from "./blog-support";
import { signIn } from "./staff-support";

// An admin's day in the browser (its own server): the first sign-in asks for two-factor
// set-up, then an invite by e-mail, the invitee's first password, a disabled account signed out at
// once, and the access log that recorded it all. axe on the admin pages; screenshots in test-results.
const server = editorServerForSpec();
const admin = { email: "admin@e2e.test", role: "admin", name: "Seo-yeon", password: STAFF_PASSWORD } as const;
const hire = `new.hire.${Date.now()}@e2e.test`;
const hirePassword = "a-new-hire-password-42";
const newHire = { email: hire, password: hirePassword };

test.describe.configure({ mode: "serial" });
test.use({ locale: "en-US" });
test.setTimeout(120_000);

test.beforeAll(async () => {
  await addStaffAccounts(`file:${path.join(server.dir, "site.db")}`, [admin]);
});

const url = (pathname: string) => `${server.baseURL}${pathname}`;

async function expectNoViolations(page: Page) {
  const results = await axe(page).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

let secret = "";

test("an admin's first sign-in sets up two-factor sign-in before anything else", async ({ page }) => {
  await page.goto(url("/en/staff/accounts"));
  await signIn(page, admin);
  await expect(page).toHaveURL(url("/en/staff/two-factor"));
  await expect(page.getByText("Admins sign in with two factors: set it up before anything else.")).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill(admin.password);
  await page.getByRole("button", { name: "Start set-up" }).click();
  secret = (await page.getByTestId("two-factor-secret").textContent()) ?? "";
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await expect(page.getByRole("img", { name: "QR code to add to an authenticator app" })).toBeVisible();
  await expect(page.getByTestId("recovery-codes").getByRole("listitem")).toHaveCount(10);
  await page.getByLabel("6-digit code from the app").fill("000000");
  await page.getByRole("button", { name: "Turn on" }).click();
  await expect(page.locator("#two-factor-error")).toContainText("That code is not right");
  await page.getByLabel("6-digit code from the app").fill(await unusedTotpCode(secret));
  await page.getByRole("button", { name: "Turn on" }).click();
  await expect(page.getByText("Two-factor sign-in is on.", { exact: false })).toBeVisible();
  await expect(page.getByText("Two-factor sign-in is off.")).toBeHidden();
  await expect(page.getByText("set it up before anything else")).toBeHidden();
  await page.screenshot({ path: test.info().outputPath("two-factor-en-desktop.png"), fullPage: true });
});

test("an admin invites by e-mail; the invitee sets a name and a password and signs in", async ({ page, browser }) => {
  await signIn(page, admin, { code: await unusedTotpCode(secret), at: url("/en/staff/accounts") });
  await expect(page.getByRole("heading", { level: 1, name: "Accounts" })).toBeVisible();
  await page.getByLabel("E-mail", { exact: true }).fill(hire);
  await page.getByLabel("Role", { exact: true }).selectOption("marketing");
  await page.getByRole("button", { name: "Send invite" }).click();
  await expect(page.getByText(`Invite sent to ${hire}.`)).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: hire })).toContainText("Invited (no password yet)");
  await expectNoViolations(page);
  await page.screenshot({ path: test.info().outputPath("accounts-en-desktop.png"), fullPage: true });

  await expect
    .poll(() => server.mails().filter((mail) => mail.text.includes(hire)).length, { timeout: 15_000 })
    .toBe(1);
  const invite = server.mails().find((mail) => mail.text.includes(hire))!;
  const link = /(http\S+\/staff\/welcome\S*)/.exec(invite.text)?.[1] ?? "";
  expect(link).toContain(server.baseURL);

  const newcomer = await browser.newPage({ locale: "ko-KR" });
  await newcomer.goto(link);
  // A password manager files the new password under the invitee's e-mail.
  await expect(newcomer.locator('input[autocomplete="username"]')).toHaveValue(hire);
  await newcomer.getByLabel("이름", { exact: true }).fill("한지민");
  await newcomer.getByLabel("새 비밀번호", { exact: true }).fill(hirePassword);
  await newcomer.getByLabel("새 비밀번호 확인").fill(hirePassword);
  await newcomer.screenshot({ path: test.info().outputPath("welcome-ko-desktop.png"), fullPage: true });
  await newcomer.getByRole("button", { name: "비밀번호 설정" }).click();
  await expect(newcomer.getByText("비밀번호를 설정했습니다", { exact: false })).toBeVisible();
  // The link works once.
  await newcomer.goto(link);
  await expect(newcomer.getByText("이 초대 링크는 만료되었거나 이미 사용되었습니다", { exact: false })).toBeVisible();
  await newcomer.close();

  await page.reload();
  await expect(page.getByRole("row").filter({ hasText: hire })).toContainText("Active");
});

test("a disabled account is signed out at its next request, and the access log shows the day", async ({
  page,
  browser,
}) => {
  const newcomer = await browser.newPage({ locale: "en-US" });
  await signIn(newcomer, newHire, { at: url("/en/staff") });
  await expect(newcomer.getByRole("heading", { level: 1 })).toBeVisible();

  await signIn(page, admin, { code: await unusedTotpCode(secret), at: url("/en/staff/accounts") });
  const row = page.getByRole("row").filter({ hasText: hire });
  // Disabling asks first, naming the person (the invitee named themselves 한지민).
  const asked: string[] = [];
  page.on("dialog", (dialog) => {
    asked.push(dialog.message());
    void dialog.accept();
  });
  // A click that lands before the page's script has run does nothing: press again until it is asked.
  const done = page.getByText("Account disabled: it is signed out everywhere.");
  await expect(async () => {
    if (!(await done.isVisible())) await row.getByRole("button", { name: "Disable" }).click({ timeout: 1_000 });
    await expect(done).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  expect(asked).toEqual([`Disable the account of 한지민 (${hire})? It is signed out on every device at once.`]);
  page.removeAllListeners("dialog");

  await newcomer.goto(url("/en/staff/submissions"));
  await expect(newcomer).toHaveURL(/\/en\/staff\/sign-in\?next=/);
  await signIn(newcomer, newHire);
  await expect(
    newcomer.getByText("Incorrect e-mail address, password or authenticator code. Please try again."),
  ).toBeVisible();
  await newcomer.close();

  await page.goto(url(`/en/staff/access-log?account=${encodeURIComponent(hire)}`));
  await expect(page.getByRole("heading", { level: 1, name: "Access log" })).toBeVisible();
  const log = page.getByRole("table");
  await expect(log).toContainText("Sign-in");
  await expect(log).toContainText("Failed sign-in");
  // The detail's codes in words ("via: invite" reads so).
  await expect(log).toContainText("Through: invite link");
  await page.goto(url(`/en/staff/access-log?target=${encodeURIComponent(hire)}`));
  await expect(page.getByRole("table")).toContainText("Account made");
  await expect(page.getByRole("table")).toContainText("Account disabled");
  // A search of the inbox is a look-up of people: its words are in the log, as words.
  await page.goto(url("/en/staff/submissions?q=no%20such%20person&kind=contact"));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.goto(url("/en/staff/access-log?action=submission.list"));
  await expect(page.getByRole("table")).toContainText("Inbox viewed or searched");
  await expect(page.getByRole("table")).toContainText(
    "Query: Kind=Contact message, Search=no such person · Matching: 0",
  );
  // A view filtered by a colleague's leads names the colleague, not the account's id.
  await page.goto(url("/en/staff/submissions"));
  const filters = page.getByRole("group", { name: "Filters" });
  await filters.getByRole("combobox", { name: "Owner", exact: true }).selectOption({ label: admin.name });
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/owner=/);
  await page.goto(url("/en/staff/access-log?action=submission.list"));
  await expect(page.getByRole("table")).toContainText(`Query: Owner=${admin.name} · Matching: 0`);
  await expectNoViolations(page);
  await page.screenshot({ path: test.info().outputPath("access-log-en-desktop.png"), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(url("/en/staff/access-log"));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectNoViolations(page);
  await page.screenshot({ path: test.info().outputPath("access-log-en-phone.png"), fullPage: true });
  await page.goto(url("/en/staff/accounts"));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // The tables scroll in their own frames: the page itself is no wider than the phone.
  const wider = await page.evaluate(() =>
    [...document.querySelectorAll("body *")]
      .filter((element) => !element.parentElement?.closest("[role=region]"))
      .filter((element) => element.getBoundingClientRect().right > 391)
      .map((element) => `${element.tagName}.${element.className}`)
      .slice(0, 5),
  );
  expect(wider).toEqual([]);
  await page.screenshot({ path: test.info().outputPath("accounts-en-phone.png"), fullPage: true });
});
