import path from "node:path";
import type { Page } from "@playwright/test";
import { createPrismaClient } from "../../lib/db/create-client";
import { addStaffAccounts } from "../support/staff-account";
import { axe, settled } from "./axe";
import { expect, test } from "./fixtures";
import { adminSessionCookies, signIn } from "./staff-support";
import { STAFF_ACCOUNTS, STAFF_PASSWORD, editorServerForSpec, sendContact } from "./blog-support";

// The privacy officer's day in Korean (its own server): the dashboard counts the open requests, a request's
// page answers it by e-mail, and an erasure request whose data is still held says so and asks first. A
// marketer is told the page needs the admin role. Screenshots of the answer form in test-results.
const server = editorServerForSpec();
const admin = { email: "officer@e2e.test", role: "admin", name: "김보안", password: STAFF_PASSWORD } as const;
const person = { company: "한빛건설", name: "홍길동", email: `hong.${Date.now()}@request.test` };
let adminCookies: { name: string; value: string; url: string }[] = [];
let erasureId = 0;

test.describe.configure({ mode: "serial" });
test.use({ locale: "ko-KR" });
test.setTimeout(90_000);

test.beforeAll(async () => {
  const databaseUrl = `file:${path.join(server.dir, "site.db")}`;
  await addStaffAccounts(databaseUrl, [admin]);
  await sendContact(server, person);
  const prisma = createPrismaClient(databaseUrl);
  try {
    const request = (email: string, name: string, right: "erasure" | "access", locale: string, dueDays: number) =>
      prisma.privacyRequest.create({
        data: {
          name,
          email,
          right,
          locale,
          details: right === "erasure" ? "제 정보를 모두 지워 주세요." : "",
          status: "open",
          consentVersion: "2026-11-28",
          consentedAt: new Date(),
          verifiedAt: new Date(Date.now() - (10 - dueDays) * 86_400_000),
          dueAt: new Date(Date.now() + dueDays * 86_400_000),
        },
      });
    erasureId = (await request(person.email, person.name, "erasure", "ko", 9)).id;
    await request("late@request.test", "Ada Kim", "access", "en", -1);
  } finally {
    await prisma.$disconnect();
  }
  // Admins sign in with a second factor: turned on through the API, as the set-up page does.
  adminCookies = await adminSessionCookies(server.baseURL, "10.8.8.8", admin);
});

async function signInAsAdmin(page: Page) {
  await page.context().addCookies(adminCookies);
}

test("a marketer opening the requests' address is told it needs the admin role, and sees no card for it", async ({
  page,
}) => {
  await page.goto(`${server.baseURL}/staff/sign-in`);
  await signIn(page, STAFF_ACCOUNTS.marketing);
  await expect(page).toHaveURL(`${server.baseURL}/staff`);
  await expect(page.getByRole("heading", { level: 1, name: "대시보드" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "개인정보 요청" })).toHaveCount(0);

  for (const pathname of ["/staff/privacy-requests", `/staff/privacy-requests/${erasureId}`, "/staff/privacy"]) {
    const response = await page.goto(`${server.baseURL}${pathname}`);
    expect(response?.status()).toBe(403);
    await expect(page.getByRole("heading", { level: 1, name: "접근 권한이 없습니다" })).toBeVisible();
    await expect(page.locator("main").getByRole("alert")).toHaveText(
      `이 페이지에는 관리자(admin) 역할이 필요합니다. 내 계정(${STAFF_ACCOUNTS.marketing.email})에는 이 역할이 없습니다. 관리자가 역할을 바꿀 수 있습니다.`,
    );
  }
  // An editor page names its own role through the same list.
  await page.goto(`${server.baseURL}/blog-editor`);
  await expect(page.locator("main").getByRole("alert")).toContainText("편집자(editor) 역할이 필요합니다");
});

test("the admin's dashboard shows the open requests, the nearest due date and the overdue one", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto(`${server.baseURL}/staff`);
  const section = page.getByRole("region", { name: "개인정보 요청" });
  const card = section.getByRole("listitem");
  await expect(card.getByRole("link")).toHaveText("2처리 중인 개인정보 요청");
  await expect(card).toContainText("가장 가까운 기한:");
  await expect(card).toContainText("기한 지남 1건");
  // An overdue request makes the card stand out: a red frame.
  await expect(card).toHaveCSS("border-top-color", "rgb(197, 34, 31)");
  await page.screenshot({ path: test.info().outputPath("dashboard-admin-ko-desktop.png") });
  await card.getByRole("link").click();
  await expect(page).toHaveURL(`${server.baseURL}/staff/privacy-requests`);
});

test("the list's status badges stay on one line at a desktop's width", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsAdmin(page);
  await page.goto(`${server.baseURL}/staff/privacy-requests`);
  const badges = page.getByRole("table").getByText("처리 중", { exact: true });
  await expect(badges).toHaveCount(2);
  for (const badge of await badges.all()) {
    const lines = await badge.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
    expect(lines).toBe(1);
  }
  await page.screenshot({ path: test.info().outputPath("privacy-requests-ko-desktop.png"), fullPage: true });
  await page.getByRole("link", { name: String(erasureId), exact: true }).click();
  await expect(page).toHaveURL(`${server.baseURL}/staff/privacy-requests/${erasureId}`);
});

test("an erasure request with data still held says so beside the button and is answered once confirmed", async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${server.baseURL}/staff/privacy-requests/${erasureId}`);
  await expect(page.getByRole("heading", { level: 1, name: `개인정보 요청 #${erasureId}` })).toBeVisible();
  await expect(page.getByText("이 사람의 주소와 전화번호로 조회하면 접수 1건", { exact: false })).toBeVisible();
  const form = page.getByRole("region", { name: "답변 보내기" });
  await expect(form.getByLabel("제목")).toHaveValue(/개인정보 요청\(삭제: 개인정보 지우기\)에 대한 답변$/);
  await expect(form.getByLabel("본문")).toHaveValue(/^홍길동님, 안녕하세요\./);
  const send = form.getByRole("button", { name: "답변 보내고 완료로 표시" });
  await expect(form.getByText("삭제 요청인데 아직 이 사람의 정보가 남아 있습니다.", { exact: false })).toBeVisible();
  await expect(send).toBeDisabled();
  await settled(page);
  const results = await axe(page).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath("privacy-request-ko-desktop.png"), fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: test.info().outputPath("privacy-request-ko-phone.png"), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  // Sent as it starts, the answer is held back: its prompt stands where the result goes.
  await form.getByLabel("정보가 남아 있는 것을 확인했고", { exact: false }).check();
  await send.click();
  await expect(form.getByText("본문의 괄호 안 안내 문구를 지우고 그 자리에 처리 결과를 적어 주세요.")).toBeVisible();
  await expect(form.getByLabel("본문")).toHaveAttribute("aria-invalid", "true");
  await form
    .getByLabel("본문")
    .fill("홍길동님, 안녕하세요.\n\n문의 기록은 법정 보관 기간 동안 남겨 두며, 기간이 끝나면 지웁니다.");
  await send.click();
  // Once sent, the page is drawn again with the answer in place of the form; the line that says so lives
  // outside the form, so it stays, and holds the focus: read once as the focus arrives (no live region).
  const sent = page.getByRole("region", { name: "보낸 답변" });
  await expect(sent).toContainText(`보낸 사람 ${admin.email} · 받는 주소 ${person.email}`);
  await expect(sent).toContainText("법정 보관 기간 동안 남겨 두며");
  await expect(page.getByRole("region", { name: "답변 보내기" })).toHaveCount(0);
  const said = page.getByText("답변을 보냈습니다", { exact: false });
  await expect(said).toHaveText(`답변을 보냈습니다: ${person.email}`);
  await expect(said).toBeFocused();
  await expect(said).not.toHaveAttribute("role");
  await expect(page.getByRole("status").filter({ hasText: "답변을 보냈습니다" })).toHaveCount(0);
  await expect(page.getByText("답변 완료", { exact: true })).toBeVisible();
  await expect
    .poll(
      () =>
        server
          .mails()
          .filter((mail) => (mail.headers.to ?? "").includes(person.email) && mail.text.includes("법정 보관")).length,
      {
        timeout: 15_000,
      },
    )
    .toBe(1);
});
