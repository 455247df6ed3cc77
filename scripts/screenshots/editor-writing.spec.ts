import type { Page } from "@playwright/test";
import { expect, test } from "../../tests/e2e/fixtures";
import { STAFF_ACCOUNTS, startEditorServer, STAFF_PASSWORD, type EditorServer } from "../../tests/e2e/blog-support";

/**
 * The pictures of the editor's layout in docs/editor/ (its README compares them with Ghost's editor):
 * `EDITOR_SCREENSHOTS=docs/editor npx playwright test -c scripts/screenshots editor-writing` on a current
 * build. A Korean post written by keyboard on an editor server of its own; not a test: the
 * behaviour is asserted in tests/e2e/blog-writer.spec.ts and blog-writing-first.spec.ts.
 */
const folder = process.env.EDITOR_SCREENSHOTS;
test.skip(!folder, "set EDITOR_SCREENSHOTS=docs/editor to take the pictures");
test.use({ locale: "ko-KR", timezoneId: "Asia/Seoul", viewport: { width: 1440, height: 900 } });

let server: EditorServer;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startEditorServer();
});
test.afterAll(async () => server?.stop());

/** Lines typed into the writer, one Enter after each; Markdown shortcuts make the headings and the list. */
const BODY = [
  "부지를 사기 전에 용적률, 높이 제한, 주차 기준을 먼저 확인하면 설계안을 다시 그리는 일이 크게 줄어듭니다. 서울의 한 준주거지역 부지를 예로 순서대로 정리했습니다.",
  "## 용적률과 높이 제한",
  "용적률이 400%라도 높이 제한이 45m이면 층수가 먼저 막힙니다. 두 조건을 함께 넣어야 실제로 지을 수 있는 면적이 나옵니다.",
  "## 주차 기준",
  "- 세대당 주차 대수",
  "기계식 주차를 쓸 수 있는지",
  "지하층 깊이와 공사비",
  "",
  "## 세대 구성",
  "소형 세대 위주로 구성할지, 중형 세대를 섞을지에 따라 수익률이 달라집니다. 여러 설계안을 만들어 세대 수와 공사비를 함께 비교해 보세요.",
];

async function ready(page: Page) {
  await expect(page.getByTestId("dirty")).toHaveText(/^\d{2}:\d{2}에 저장됨$/, { timeout: 20_000 });
  await page.evaluate(() => document.fonts.ready);
  // The caret blinks: out of the pictures.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

test("the editor's layout, desktop and tablet, Korean", async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto(`${server.baseURL}/staff/sign-in?next=${encodeURIComponent("/blog-editor/new")}`);
  await page.getByLabel("업무용 이메일").fill(STAFF_ACCOUNTS.editor.email);
  await page.getByLabel("비밀번호").fill(STAFF_PASSWORD);
  await page.getByRole("button", { name: "로그인" }).click();
  await expect(page.getByTestId("writer")).toBeVisible();

  await page.getByLabel("제목", { exact: true }).fill("준주거지역 부지, 설계 전에 확인할 세 가지");
  await page.getByTestId("writer").click();
  for (const [index, line] of BODY.entries()) {
    if (index > 0) await page.keyboard.press("Enter");
    await page.keyboard.type(line);
  }
  await page.getByRole("button", { name: "게시물 설정" }).click();
  const panel = page.getByRole("region", { name: "게시물 설정" });
  await panel.getByLabel("분류", { exact: true }).selectOption({ label: "가이드" });
  await panel
    .getByLabel("요약", { exact: true })
    .fill("용적률, 높이 제한, 주차 기준을 설계 전에 확인하는 순서를 준주거지역 부지 사례로 정리했습니다.");
  await panel.getByLabel("게시물 ID", { exact: true }).fill("site-check-before-design");
  await ready(page);
  // From the panel's head: its publishing first, then the card fields.
  await panel.evaluate((element) => element.scrollTo(0, 0));
  await page.screenshot({ path: `${folder}/writing-desktop-settings.png` });

  await page.getByRole("button", { name: "게시물 설정" }).click();
  await expect(panel).toBeHidden();
  await ready(page);
  await page.screenshot({ path: `${folder}/writing-desktop.png` });

  await page.setViewportSize({ width: 820, height: 1180 });
  await ready(page);
  await page.screenshot({ path: `${folder}/writing-tablet.png` });
});
