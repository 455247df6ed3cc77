import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { signInToEditor, editorServerForSpec } from "./blog-support";

// What a staff writer met in the editor, in the Korean UI on the editor's own server: a particle typed
// after a link joined the link.
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
  for (let i = 0; i < 4; i += 1) await page.keyboard.press("Shift+ArrowLeft");
  expect(await page.evaluate(() => window.getSelection()?.toString())).toBe("아틀라스");
  // The editor takes the selection from the DOM on selectionchange, a task after the key.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.keyboard.press("Control+K");
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByLabel("주소")).toBeFocused();
  await page.keyboard.type("/atlas");
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("writer")).toBeFocused();

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
