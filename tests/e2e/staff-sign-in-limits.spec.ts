import path from "node:path";
import { addStaffAccounts } from "../support/staff-account";
import { expect, test } from "./fixtures";
import { adminSessionCookies } from "./staff-support";
import { STAFF_ACCOUNTS, STAFF_PASSWORD, editorServerForSpec } from "./blog-support";

// Sign-in limits in Korean (its own server): five wrong passwords lock that account only, and the form
// says for how long (Retry-After in minutes) with the reset link (the page's only one then); the accounts
// page shows the lock to an admin, who lifts it; "모든 기기에서 로그아웃" ends the account's other browser
// too. Screenshots in test-results.
const server = editorServerForSpec();
const admin = { email: "lock.admin@e2e.test", role: "admin", name: "박관리", password: STAFF_PASSWORD } as const;
const typist = { email: "typist@e2e.test", role: "marketing", name: "이서준", password: STAFF_PASSWORD } as const;
let adminCookies: { name: string; value: string; url: string }[] = [];

test.describe.configure({ mode: "serial" });
test.use({ locale: "ko-KR" });
test.setTimeout(90_000);

test.beforeAll(async () => {
  await addStaffAccounts(`file:${path.join(server.dir, "site.db")}`, [admin, typist]);
  // Admins sign in with a second factor: turned on through the API, as the set-up page does.
  adminCookies = await adminSessionCookies(server.baseURL, "10.8.8.9", admin);
});

const url = (pathname: string) => `${server.baseURL}${pathname}`;

test("five wrong passwords: the form says how many minutes to wait and links the reset page", async ({ page }) => {
  await page.goto(url("/staff/sign-in"));
  const error = page.locator("#staff-sign-in-error");
  const resetLinks = page.getByRole("link", { name: "비밀번호를 잊으셨나요?" });
  await expect(resetLinks).toHaveCount(1);
  const attempt = async (password: string) => {
    await page.getByLabel("업무용 이메일").fill(typist.email);
    await page.getByLabel("비밀번호", { exact: true }).fill(password);
    await page.getByRole("button", { name: "로그인" }).click();
    await expect(page.getByRole("button", { name: "로그인" })).toBeEnabled();
  };
  for (let typo = 0; typo < 5; typo += 1) {
    await attempt(`typo-${typo}`);
    await expect(error).toHaveText("이메일 주소, 비밀번호 또는 인증 코드가 올바르지 않습니다. 다시 시도해 주세요.");
    await expect(resetLinks).toHaveCount(1);
  }
  // The right password now: locked for the rest of the 15-minute window, which began a few seconds ago.
  await attempt(typist.password);
  await expect(error).toHaveText(
    "시도 횟수가 너무 많습니다. 15분 후에 다시 시도하거나 비밀번호를 재설정하세요. 비밀번호를 잊으셨나요?",
  );
  await expect(error.getByRole("link", { name: "비밀번호를 잊으셨나요?" })).toHaveAttribute(
    "href",
    "/staff/reset-password",
  );
  // The message's link is the only one: the usual one below the form steps aside while locked.
  await expect(resetLinks).toHaveCount(1);
  await page.screenshot({ path: test.info().outputPath("sign-in-locked-ko-desktop.png"), fullPage: true });

  // A colleague at the same address (this browser's) signs in.
  await page.getByLabel("업무용 이메일").fill(STAFF_ACCOUNTS.marketing.email);
  await page.getByLabel("비밀번호", { exact: true }).fill(STAFF_ACCOUNTS.marketing.password);
  await page.getByRole("button", { name: "로그인" }).click();
  await expect(page).toHaveURL(url("/staff"));
});

test("the accounts page shows the lock and its minutes; an admin lifts it", async ({ page }) => {
  await page.context().addCookies(adminCookies);
  await page.goto(url("/staff/accounts"));
  const row = page.getByRole("row").filter({ hasText: typist.email });
  await expect(row.getByRole("cell").nth(3)).toHaveText(/^사용 중\s*잠김 \(1[45]분 남음\)$/);
  await page.screenshot({ path: test.info().outputPath("accounts-locked-ko-desktop.png"), fullPage: true });

  // Disabling names the person first; dismissed, nothing changes.
  const asked: string[] = [];
  page.once("dialog", (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await row.getByRole("button", { name: "사용 중지" }).click();
  await expect
    .poll(() => asked)
    .toEqual([`이서준 님의 계정(${typist.email})을 사용 중지할까요? 모든 기기에서 바로 로그아웃됩니다.`]);
  await expect(row.getByRole("cell").nth(3)).toContainText("사용 중");

  await row.getByRole("button", { name: "잠금 해제" }).click();
  await expect(row.getByText("잠금을 해제했습니다. 이제 다시 로그인할 수 있습니다.")).toBeVisible();
  await expect(row.getByRole("cell").nth(3)).toHaveText("사용 중");
  await expect(row.getByRole("button", { name: "잠금 해제" })).toHaveCount(0);
});

test("signing out everywhere ends the account's session in another browser too", async ({ browser }) => {
  const signedIn = async () => {
    const page = await browser.newPage({ locale: "ko-KR" });
    await page.goto(url("/staff/sign-in"));
    await page.getByLabel("업무용 이메일").fill(typist.email);
    await page.getByLabel("비밀번호", { exact: true }).fill(typist.password);
    await page.getByRole("button", { name: "로그인" }).click();
    await expect(page).toHaveURL(url("/staff"));
    return page;
  };
  const [first, second] = [await signedIn(), await signedIn()];
  await first.getByRole("button", { name: "모든 기기에서 로그아웃" }).click();
  await expect(first).toHaveURL(url("/staff/sign-in"));
  await second.goto(url("/staff/submissions"));
  await expect(second).toHaveURL(/\/staff\/sign-in\?next=/);
  await first.close();
  await second.close();
});
