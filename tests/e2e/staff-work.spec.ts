import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { STAFF_ACCOUNTS, editorServerForSpec, sendContact } from "./blog-support";
import { signIn } from "./staff-support";

// A Korean marketer working the back office by keyboard: the inbox's bulk bar never covers the control in
// focus (WCAG 2.4.11), its count line and a page past the end, and a lead's page that asks before unsaved
// changes are left behind. Its own server, with two dozen contact messages of one company.
const server = editorServerForSpec({ RATE_LIMIT_PER_MINUTE: "10000" });
const stamp = Date.now();
const company = `한빛건설 ${stamp}`;
const ROWS = 24;

test.describe.configure({ mode: "serial" });
test.use({ locale: "ko-KR" });
test.setTimeout(120_000);

test.beforeAll(async () => {
  for (let index = 1; index <= ROWS; index += 1)
    await sendContact(server, { company, name: `김민준 ${index}`, email: `minjun.${index}.${stamp}@hanbit.test` });
});

const inbox = (query = "") => `${server.baseURL}/staff/submissions?q=${encodeURIComponent(company)}${query}`;

/** Marketing signs in on the way to the inbox of the company's messages. */
async function openInbox(page: Page) {
  await signIn(page, STAFF_ACCOUNTS.marketing, { at: inbox() });
  await expect(page.getByRole("heading", { level: 1, name: "접수 내역" })).toBeVisible();
}

/**
 * Tabs from the top of the page to its end; for each control that takes focus outside the bar, the part of
 * it the bar covers (0 when none) and its name, and whether focus reached the bar.
 */
async function tabThrough(page: Page) {
  await page.evaluate(() => {
    window.scrollTo(0, 0);
    (document.activeElement as HTMLElement | null)?.blur();
  });
  const covered: string[] = [];
  let stops = 0;
  for (let press = 0; press < 400; press += 1) {
    await page.keyboard.press("Tab");
    const stop = await page.evaluate(() => {
      const focused = document.activeElement;
      const bar = document.querySelector('form[aria-label="선택한 항목 일괄 변경"]');
      if (!focused || focused === document.body || !bar) return { done: true };
      if (bar.contains(focused)) return { done: false, inBar: true };
      const a = focused.getBoundingClientRect();
      const b = bar.getBoundingClientRect();
      const overlap =
        Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top)) *
        Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left));
      const name = focused.getAttribute("aria-label") || focused.textContent?.trim() || focused.id || focused.tagName;
      return { done: focused.closest("footer") !== null, overlap, name };
    });
    if (stop.done) break;
    if ("overlap" in stop) {
      stops += 1;
      if ((stop.overlap ?? 0) > 0) covered.push(stop.name ?? "");
    }
  }
  return { covered, stops };
}

for (const size of [
  { name: "desktop", viewport: { width: 1440, height: 900 } },
  { name: "phone", viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
]) {
  test.describe(size.name, () => {
    test.use({ viewport: size.viewport, isMobile: size.isMobile, hasTouch: size.hasTouch });

    test("the bulk bar never covers the control in focus, and the table's head ticks the page", async ({ page }) => {
      await openInbox(page);
      const bar = page.getByRole("form", { name: "선택한 항목 일괄 변경" });
      await expect(bar.getByText("0건 선택")).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(
        size.viewport.height * 1.5,
      );
      // Nothing ticked: the bar waits under the table and covers nothing.
      const idle = await tabThrough(page);
      expect(idle.stops).toBeGreaterThan(ROWS * 3);
      expect(idle.covered).toEqual([]);

      // The table head's box ticks every row of the page, and the bar floats at the window's foot.
      await page.evaluate(() => window.scrollTo(0, 0));
      const all = page.getByRole("checkbox", { name: `이 페이지의 ${ROWS}건 모두 선택` });
      await all.check();
      await expect(bar.getByText(`${ROWS}건 선택`)).toBeVisible();
      await expect(page.getByRole("table").getByRole("checkbox", { checked: true })).toHaveCount(ROWS + 1);
      const box = (await bar.boundingBox())!;
      expect(Math.round(box.y + box.height)).toBe(size.viewport.height);
      if (size.name === "phone") expect(box.height).toBeLessThan(60); // one line: its fields are folded

      // Floating, it still covers no control that takes focus, from the filters at the top to the last row.
      const floating = await tabThrough(page);
      expect(floating.stops).toBeGreaterThan(ROWS * 3);
      expect(floating.covered).toEqual([]);

      // The link above the table goes straight to the bar, past every row.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByRole("link", { name: `선택한 ${ROWS}건 일괄 변경하기` }).click();
      if (size.name === "phone") {
        await expect(bar.getByRole("button", { name: "일괄 변경" })).toBeFocused();
        await page.keyboard.press("Enter");
        await expect(bar.getByRole("button", { name: "일괄 변경" })).toHaveAttribute("aria-expanded", "true");
        await page.keyboard.press("Tab");
      }
      await expect(bar.getByLabel("상태")).toBeFocused();
      await all.uncheck();
      await expect(bar.getByText("0건 선택")).toBeVisible();
    });
  });
}

test("the count line is one line, and a page past the end leads back to the last", async ({ page }) => {
  await openInbox(page);
  const status = page.getByRole("main").getByRole("status").first();
  await expect(status).toHaveText(`접수 ${ROWS}건`);

  await page.goto(inbox("&pageSize=10"));
  await expect(status).toHaveText(`전체 ${ROWS}건 중 1–10번째`);
  await page.getByRole("navigation", { name: "페이지" }).getByRole("link", { name: "다음" }).click();
  await expect(status).toHaveText(`전체 ${ROWS}건 중 11–20번째`);

  // Past the end: said so, with the way back to the last page.
  await page.goto(inbox("&pageSize=10&page=5"));
  await expect(status).toHaveText(`접수 ${ROWS}건`);
  await expect(page.getByText("5쪽에는 접수 내역이 없습니다. 이 목록은 3쪽까지 있습니다.")).toBeVisible();
  await expect(page.getByRole("table")).toHaveCount(0);
  await page.getByRole("link", { name: "마지막 쪽(3쪽)으로 가기" }).click();
  await expect(status).toHaveText(`전체 ${ROWS}건 중 21–24번째`);
  await expect(page).toHaveURL(/[?&]page=3(&|$)/);

  // A list of one page: back to the first.
  await page.goto(inbox("&page=2"));
  await expect(page.getByText("2쪽에는 접수 내역이 없습니다. 이 목록은 한 쪽으로 되어 있습니다.")).toBeVisible();
  await page.getByRole("link", { name: "첫 쪽으로 가기" }).click();
  await expect(status).toHaveText(`접수 ${ROWS}건`);
  await expect(page.getByRole("table").getByRole("row")).toHaveCount(ROWS + 1);
});

test("a lead's page says which panel is not saved, and asks before leaving it", async ({ page }) => {
  await openInbox(page);
  await page.getByRole("table").getByRole("link", { name: "김민준 1", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "문의: 김민준 1" })).toBeVisible();
  const workflow = page.getByRole("region", { name: "처리 상태" });
  const owner = page.getByRole("region", { name: "담당자와 후속 조치" });
  const notes = page.getByRole("region", { name: "메모" });

  // The status changed, not saved; the owner saved: the status panel still says it is not saved.
  await workflow.getByLabel("상태").selectOption({ label: "연락함" });
  await expect(workflow.getByText("저장하지 않은 변경")).toBeVisible();
  await owner.getByLabel("담당자").selectOption({ label: "Jiyeon" });
  await expect(owner.getByText("저장하지 않은 변경")).toBeVisible();
  await owner.getByRole("button", { name: "저장" }).click();
  await expect(owner.getByText("담당자와 후속 조치일을 저장했습니다.")).toBeVisible();
  await expect(owner.getByText("저장하지 않은 변경")).toHaveCount(0);
  await expect(workflow.getByText("저장하지 않은 변경")).toBeVisible();
  await workflow.getByRole("button", { name: "상태 저장" }).click();
  await expect(workflow.getByText("상태를 저장했습니다.")).toBeVisible();
  await expect(page.getByText("저장하지 않은 변경")).toHaveCount(0);

  // A note typed, then the back link: asked first; "stay" keeps the note.
  await notes.getByLabel("새 메모").click();
  await page.keyboard.type("금요일에 다시 전화하기로 함");
  await expect(notes.getByText("저장하지 않은 변경")).toBeVisible();
  const questions: string[] = [];
  page.once("dialog", (dialog) => {
    questions.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await page.getByRole("link", { name: "← 접수 내역으로 돌아가기" }).click();
  await expect
    .poll(() => questions)
    .toEqual(["confirm: 저장하지 않은 변경이 있습니다. 이 페이지를 나가면 사라집니다. 그래도 나갈까요?"]);
  await expect(notes.getByLabel("새 메모")).toHaveValue("금요일에 다시 전화하기로 함");
  await expect(page).toHaveURL(/\/staff\/submissions\/contact\/\d+$/);

  // Reloading the tab: the browser's own question; staying keeps the note.
  page.once("dialog", (dialog) => {
    questions.push(dialog.type());
    void dialog.dismiss();
  });
  await page.evaluate(() => setTimeout(() => location.reload(), 0));
  await expect.poll(() => questions).toHaveLength(2);
  expect(questions[1]).toBe("beforeunload");
  await expect(notes.getByLabel("새 메모")).toHaveValue("금요일에 다시 전화하기로 함");

  // "Leave": the back link goes, asked once.
  page.once("dialog", (dialog) => {
    questions.push(dialog.type());
    void dialog.accept();
  });
  await page.getByRole("link", { name: "← 접수 내역으로 돌아가기" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "접수 내역" })).toBeVisible();
  expect(questions).toHaveLength(3);
});
