import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { createPrismaClient } from "../../lib/db/create-client";
import { addStaffAccounts } from "../support/staff-account";
import { unusedTotpCode } from "../support/totp";
import { axe, settled } from "./axe";
import { expect, test } from "./fixtures";
import { signIn, turnOnTwoFactor } from "./staff-support";
import { STAFF_PASSWORD, editorServerForSpec } from "./blog-support";

// A lost phone, in Korean (its own server): an admin signs in with a recovery code typed as read off
// paper (upper case, a space for the dash) and makes new codes on /staff/two-factor; then another admin
// resets their two-step sign-in from /staff/accounts, which signs them out, and their next sign-in asks
// for set-up again. Screenshots of /staff/two-factor with codes shown (desktop and phone) in test-results.
const server = editorServerForSpec();
const helper = { email: "helper@e2e.test", role: "admin", name: "김관리", password: STAFF_PASSWORD } as const;
const lost = { email: "lost@e2e.test", role: "admin", name: "이분실", password: STAFF_PASSWORD } as const;
const keys = new Map<string, { secret: string; backupCodes: string[] }>();

test.describe.configure({ mode: "serial" });
test.use({ locale: "ko-KR" });
test.setTimeout(90_000);

const url = (pathname: string) => `${server.baseURL}${pathname}`;

test.beforeAll(async () => {
  await addStaffAccounts(`file:${path.join(server.dir, "site.db")}`, [helper, lost]);
  // Admins sign in with a second factor: turned on through the API, as the set-up page does.
  for (const account of [helper, lost])
    keys.set(account.email, await turnOnTwoFactor(server.baseURL, "10.9.9.9", account));
});

async function expectNoViolations(page: Page) {
  await settled(page);
  const results = await axe(page).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

test("a recovery code typed in upper case with spaces signs in; new codes are shown with copy and download", async ({
  page,
}) => {
  const { backupCodes } = keys.get(lost.email)!;
  const typed = backupCodes[0]!.toUpperCase().replace("-", " ");
  expect(typed).toMatch(/^[2-9A-HJKMNP-Z]{5} [2-9A-HJKMNP-Z]{5}$/);
  await signIn(page, lost, { code: typed, at: url("/staff/two-factor") });
  await expect(page.getByRole("status").filter({ hasText: "2단계 인증이 켜져 있습니다" })).toBeVisible();
  // Set up already: the "set it up first" warning is gone.
  await expect(page.getByText("다른 작업을 하기 전에 먼저 설정하세요")).toHaveCount(0);

  const recovery = page.getByRole("region", { name: "복구 코드" });
  await recovery.getByLabel("비밀번호 또는 인증 앱의 현재 코드").fill("wrong-password-here");
  await recovery.getByRole("button", { name: "새 복구 코드 만들기" }).click();
  await expect(recovery.getByRole("alert")).toContainText("비밀번호가 올바르지 않습니다.");
  await recovery.getByLabel("비밀번호 또는 인증 앱의 현재 코드").fill(STAFF_PASSWORD);
  await recovery.getByRole("button", { name: "새 복구 코드 만들기" }).click();
  await expect(recovery.getByText("새 복구 코드를 만들었습니다.", { exact: false })).toBeVisible();
  const codes = recovery.getByTestId("recovery-codes").getByRole("listitem");
  await expect(codes).toHaveCount(10);
  const shown = await codes.allTextContents();
  for (const code of shown) expect(code).toMatch(/^[2-9a-hjkmnp-z]{5}-[2-9a-hjkmnp-z]{5}$/);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    recovery.getByRole("button", { name: "다운로드(.txt)" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("recovery-codes-lost-e2e.test.txt");
  const file = readFileSync(await download.path(), "utf8");
  expect(file).toContain(lost.email);
  for (const code of shown) expect(file).toContain(code);

  await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.baseURL });
  await recovery.getByRole("button", { name: "복사" }).click();
  await expect(recovery.getByText("복사했습니다.")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(file);

  await expect(page.getByRole("region", { name: "새 기기로 옮기기" })).toBeVisible();
  await expectNoViolations(page);
  await page.screenshot({ path: test.info().outputPath("two-factor-codes-ko-desktop.png"), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath("two-factor-codes-ko-phone.png"), fullPage: true });
});

test("another admin resets it: the person is signed out and sets it up again at the next sign-in", async ({
  page,
  browser,
}) => {
  // The person's own session, open elsewhere.
  const theirs = await browser.newPage({ locale: "ko-KR" });
  await signIn(theirs, lost, { code: await unusedTotpCode(keys.get(lost.email)!.secret), at: url("/staff") });

  await signIn(page, helper, {
    code: await unusedTotpCode(keys.get(helper.email)!.secret),
    at: url("/staff/accounts"),
  });
  const ownRow = page.getByRole("row").filter({ hasText: helper.email });
  await expect(ownRow.getByRole("button", { name: "2단계 인증 초기화" })).toHaveCount(0);
  const row = page.getByRole("row").filter({ hasText: lost.email });
  let asked = "";
  page.once("dialog", (dialog) => {
    asked = dialog.message();
    void dialog.accept();
  });
  await row.getByRole("button", { name: "2단계 인증 초기화" }).click();
  await expect(row.getByText("2단계 인증을 초기화했습니다.", { exact: false })).toBeVisible();
  expect(asked).toContain(`${lost.name}(${lost.email})`);
  await expect(row.getByRole("button", { name: "2단계 인증 초기화" })).toHaveCount(0);

  // Signed out everywhere: the next page asks for sign-in.
  await theirs.goto(url("/staff/accounts"));
  await expect(theirs).toHaveURL(/\/staff\/sign-in\?next=/);
  // The password alone now, and set-up before anything else.
  await signIn(theirs, lost);
  await expect(theirs).toHaveURL(url("/staff/two-factor"));
  await expect(
    theirs.getByText("관리자는 2단계 인증을 써야 합니다. 다른 작업을 하기 전에 먼저 설정하세요."),
  ).toBeVisible();
  await expect(theirs.getByRole("button", { name: "설정 시작" })).toBeVisible();
  await theirs.close();

  const prisma = createPrismaClient(`file:${path.join(server.dir, "site.db")}`);
  try {
    const rows = await prisma.accessLogEntry.findMany({ where: { action: "account.two-factor.reset" } });
    expect(rows.map((entry) => [entry.email, entry.target])).toEqual([[helper.email, lost.email]]);
  } finally {
    await prisma.$disconnect();
  }
});
