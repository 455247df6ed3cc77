import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { linkTypedText, signInToEditor, editorServerForSpec } from "./blog-support";

// What a staff writer met in the editor, in the Korean UI on the editor's own server: a particle typed
// after a link joined the link; a post could not be deleted; the save toast covered the line being written.
const server = editorServerForSpec();

test.use({ locale: "ko-KR", timezoneId: "Asia/Seoul" });

const stamp = Date.now();

/** A new post with `title`, the caret in its text; the address its first save moved the editor to. */
async function newPost(page: Page, title: string) {
  await signInToEditor(page, server, "/blog-editor/new");
  await expect(page.getByLabel("제목", { exact: true })).toBeFocused();
  await page.keyboard.type(title);
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("writer")).toBeFocused();
}

/** The saved draft's paragraphs, as the editor's API gives them (the stored markup). */
async function storedParagraphs(page: Page, id: string) {
  const response = await page.request.get(`${server.baseURL}/api/blog-posts/${encodeURIComponent(id)}`);
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as {
    data: { data_content: { sections: { type: string; text: string }[][] } };
  };
  return data.data_content.sections.flat().map((block) => block.text);
}

const savedId = (page: Page) => decodeURIComponent(new URL(page.url()).pathname.split("/").pop() ?? "");

test("a particle typed after a link is plain text, and a typed address still links itself", async ({ page }) => {
  test.setTimeout(60_000);
  await newPost(page, `링크 뒤 조사 ${stamp}`);
  await page.keyboard.type("새 제품 아틀라스");
  await linkTypedText(page, "아틀라스", "/atlas");

  // "를" as a Korean input method writes it: composed, then committed, right at the link's end.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Input.imeSetComposition", { text: "ㄹ", selectionStart: 1, selectionEnd: 1 });
  await cdp.send("Input.imeSetComposition", { text: "르", selectionStart: 1, selectionEnd: 1 });
  await cdp.send("Input.imeSetComposition", { text: "를", selectionStart: 1, selectionEnd: 1 });
  await cdp.send("Input.insertText", { text: "를" });
  await page.keyboard.type(" 소개합니다. 자세한 내용은 https://example.com 에서 보세요.");
  const writer = page.getByTestId("writer");
  await expect(writer.getByRole("link", { name: "아틀라스", exact: true })).toBeVisible();
  await expect(writer.getByRole("link", { name: "https://example.com", exact: true })).toBeVisible();

  await page.getByRole("button", { name: "초안 저장" }).click();
  await expect(page.getByTestId("dirty")).toHaveText(/에 저장됨$/, { timeout: 15_000 });
  expect(await storedParagraphs(page, savedId(page))).toEqual([
    '새 제품 <a href="/atlas">아틀라스</a>를 소개합니다. 자세한 내용은 <a href="https://example.com">https://example.com</a> 에서 보세요.',
  ]);
});

test("a draft is deleted after a question naming it; a live post must be unpublished first", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const title = `지울 초안 ${stamp}`;
  await newPost(page, title);
  await page.keyboard.type("곧 지울 글입니다.");
  await expect(page).toHaveURL(/\/blog-editor\/[^/?]+$/, { timeout: 15_000 });
  await expect(page.getByTestId("dirty")).toHaveText(/에 저장됨$/, { timeout: 15_000 });
  const id = savedId(page);

  // Published, the button waits and the panel says why.
  const settings = page.getByRole("button", { name: "게시물 설정" });
  await settings.click();
  const panel = page.getByRole("region", { name: "게시물 설정" });
  await panel.getByLabel("분류", { exact: true }).selectOption("tutorial");
  await panel.getByRole("button", { name: "게시", exact: true }).click();
  await expect(page.getByTestId("post-state")).toHaveText("게시됨", { timeout: 15_000 });
  const remove = panel.getByRole("button", { name: "이 게시물 삭제" });
  await expect(remove).toBeDisabled();
  await expect(remove).toHaveAccessibleDescription("게시 중인 글은 삭제할 수 없습니다. 먼저 게시를 취소하세요.");
  await panel.getByRole("button", { name: "게시 취소" }).click();
  await expect(page.getByTestId("post-state")).toHaveText("초안", { timeout: 15_000 });
  await expect(remove).toBeEnabled();

  // Asked in words naming the title; "cancel" keeps the post.
  const questions: string[] = [];
  page.once("dialog", (dialog) => {
    questions.push(dialog.message());
    void dialog.dismiss();
  });
  await remove.click();
  await expect.poll(() => questions).toEqual([`‘${title}’ 게시물을 삭제할까요? 되돌릴 수 없습니다.`]);
  await expect(page).toHaveURL(new RegExp(`/blog-editor/${id}$`));

  page.once("dialog", (dialog) => void dialog.accept());
  await remove.click();
  await expect(page).toHaveURL(`${server.baseURL}/blog-editor`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const done = page.getByRole("status").filter({ hasText: `‘${title}’ 게시물을 삭제했습니다.` });
  await expect(done).toBeVisible();
  // Said once: a reload of the list does not say it again.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(done).toHaveCount(0);
  await expect(page.getByRole("link", { name: title })).toHaveCount(0);
  await expect(page.getByText(id, { exact: true })).toHaveCount(0);

  // Its addresses are gone at once: the public page (no render of it begun while it was live is served
  // after a change, lib/security/page-cache.cjs), the editor's page.
  expect((await request.get(`${server.baseURL}/blog/${id}`)).status()).toBe(404);
  expect((await page.request.get(`${server.baseURL}/blog-editor/${id}`)).status()).toBe(404);
});

/** Whether two boxes overlap (by more than a pixel's rounding). */
const overlaps = (a: DOMRectReadOnly, b: DOMRectReadOnly) =>
  a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;

for (const [device, size] of [
  ["a phone", { width: 390, height: 844 }],
  ["a desktop", { width: 1440, height: 900 }],
] as const) {
  test(`on ${device}, the save toast covers neither the text being written nor the caret`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(size);
    await newPost(page, `토스트 ${device} ${stamp}`);
    // Enough text that the line being written is at the foot of the screen, where the toast was.
    for (let i = 1; i <= 14; i += 1) {
      await page.keyboard.type(`${i}번째 문단입니다. 글을 쓰는 중에 저장 알림이 어디에 뜨는지 봅니다.`);
      await page.keyboard.press("Enter");
    }
    await page.keyboard.type("지금 쓰는 줄");
    await expect(page.getByTestId("dirty")).toHaveText(/에 저장됨$/, { timeout: 20_000 });
    await page.keyboard.type(" 더");
    await page.getByRole("button", { name: "초안 저장" }).click();
    // Back to the line being written, the caret at its end, while the toast shows.
    await page.getByTestId("writer").locator("p").last().click();
    await page.keyboard.press("End");
    const toast = page.getByRole("status").filter({ hasText: "초안을 저장했습니다." });
    await expect(toast).toBeVisible();
    const boxes = await page.evaluate(() => {
      const toastBox = [...document.querySelectorAll('[role="status"]')]
        .find((element) => element.textContent?.startsWith("초안을 저장했습니다."))!
        .getBoundingClientRect();
      const caret = window.getSelection()!.getRangeAt(0).getBoundingClientRect();
      // What of the title and the text is in sight: below the bar that stays on screen.
      let bar = document.querySelector('[data-testid="dirty"]')!.parentElement!;
      while (getComputedStyle(bar).position !== "sticky") bar = bar.parentElement!;
      const below = bar.getBoundingClientRect().bottom;
      // A surface scrolled wholly under the bar shows nothing to cover.
      const surfaces = ["#card-title", '[data-testid="writer"]']
        .map((selector) => document.querySelector(selector)!.getBoundingClientRect())
        .filter((box) => box.bottom > below)
        .map((box) =>
          new DOMRect(box.x, Math.max(box.top, below), box.width, box.bottom - Math.max(box.top, below)).toJSON(),
        );
      return { toast: toastBox.toJSON(), caret: caret.toJSON(), surfaces };
    });
    const visible = { top: 0, left: 0, right: size.width, bottom: size.height } as DOMRectReadOnly;
    // The caret is on screen, at the line being written; the toast overlaps it nowhere, nor the text.
    expect(overlaps(boxes.caret, visible)).toBe(true);
    expect(overlaps(boxes.toast, boxes.caret)).toBe(false);
    for (const surface of boxes.surfaces) expect(overlaps(boxes.toast, surface)).toBe(false);
    await page.screenshot({ path: test.info().outputPath(`toast-${size.width}.png`) });
    // 닫기 puts it away, and the save line under it is in sight again.
    await toast.getByRole("button", { name: "닫기" }).click();
    await expect(toast).toBeHidden();
    await expect(page.getByTestId("dirty")).toBeVisible();
  });
}
