import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { linkTypedText, pasteImage, signInToEditor, editorServerForSpec } from "./blog-support";

// The writing surface as a staff member uses it, by keyboard alone, in the Korean UI, on its own
// server: a post with every block type, an image pasted, autosave, publish, then the public page, the
// feed and the share image; and two tabs saving one post (the version check).
const server = editorServerForSpec();

test.describe.configure({ mode: "serial" });
test.use({ locale: "ko-KR", timezoneId: "Asia/Seoul" });

const stamp = Date.now();
const title = `키보드로 쓴 글 ${stamp}`;
const slug = `kibodeuro-sseun-geul-${stamp}`;

const MENU = [
  "문단",
  "제목 1",
  "제목 2",
  "제목 3",
  "소개",
  "글머리 기호 목록",
  "번호 목록",
  "이미지",
  "표",
  "유튜브 동영상",
  "버튼 링크",
  "섹션 구분선",
];

/** The blocks whose choice opens a dialog rather than putting the caret back in the writer. */
const DIALOG_BLOCKS = ["이미지", "유튜브 동영상", "버튼 링크"];

/**
 * `/` on an empty line, then the block chosen with the arrow keys and Enter (the caret stays in the
 * text: the menu's active option is marked). The writer takes the caret
 * back on the next animation frame (Tiptap's focus command, and after a dialog closes), as a person sees
 * it: keys typed before that frame went to the menu or the page and were lost or landed elsewhere.
 */
async function insertBlock(page: Page, name: string) {
  const writer = page.getByTestId("writer");
  await expect(writer).toBeFocused();
  await page.keyboard.press("/");
  const menu = page.getByRole("listbox", { name: "블록 추가" });
  await expect(menu).toBeVisible();
  for (let i = 0; i < MENU.indexOf(name); i += 1) await page.keyboard.press("ArrowDown");
  await expect(menu.getByRole("option", { name: new RegExp(`^${name}`) })).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Enter");
  if (!DIALOG_BLOCKS.includes(name)) await expect(writer).toBeFocused();
}

/** Types `text` inside a mark (bold, italic) that `shortcut` turns on before and off after. */
async function typeMarked(page: Page, shortcut: string, text: string) {
  await page.keyboard.press(shortcut);
  await page.keyboard.type(text);
  await page.keyboard.press(shortcut);
}

test("a post written by keyboard alone, with every block type and a pasted image, goes live", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await signInToEditor(page, server, "/blog-editor/new");
  // The writer is drawn in the browser only: once it shows, the form's handlers are attached and the
  // title below is read as it is typed (typed before that, on a busy machine, no address followed).
  const writer = page.getByTestId("writer");
  await expect(writer).toBeVisible();

  // The address follows the title, romanised, and is checked as it changes (in the settings panel), with
  // no failed request in the writer's console.
  const failed: string[] = [];
  page.on("response", (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  await page.getByLabel("제목", { exact: true }).fill(title);
  await page.getByRole("button", { name: "게시물 설정" }).click();
  await expect(page.getByLabel("게시물 ID")).toHaveValue(slug);
  await expect(page.getByTestId("id-status")).toHaveText(`/blog/${slug} 주소를 쓸 수 있습니다.`);
  expect(failed).toEqual([]);
  await page.getByLabel("분류", { exact: true }).selectOption({ label: "튜토리얼" });
  await page.getByLabel("요약").fill("키보드만으로 쓴 글입니다.");

  await writer.focus();
  await page.keyboard.press("Control+A");
  await page.keyboard.press("Backspace");
  // Typing starts once the writer holds the caret (under load the first "/" once reached nothing).
  await expect(writer).toBeFocused();
  await expect(writer).toHaveText("");

  await insertBlock(page, "소개");
  await page.keyboard.type("소개 문단에 ");
  await typeMarked(page, "Control+B", "굵은 글씨");
  await page.keyboard.press("Enter");
  await insertBlock(page, "섹션 구분선");
  await insertBlock(page, "제목 1");
  await page.keyboard.type("첫 번째 부분");
  await page.keyboard.press("Enter");
  await page.keyboard.type("본문에 ");
  await typeMarked(page, "Control+I", "기울임");
  await page.keyboard.type("과 앱소개");
  await linkTypedText(page, "앱소개", "/zen-app");
  const dialog = page.getByRole("dialog");
  await page.keyboard.press("End");
  await page.keyboard.press("Enter");
  await page.keyboard.type("## 세부 항목");
  await page.keyboard.press("Enter");
  await page.keyboard.type("1. 부지 불러오기");
  await page.keyboard.press("Enter");
  await page.keyboard.type("설계안 비교");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await page.keyboard.type("- 항목 하나");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await insertBlock(page, "제목 3");
  await page.keyboard.type("작은 제목");
  await page.keyboard.press("Enter");
  await insertBlock(page, "유튜브 동영상");
  await expect(dialog.getByLabel("유튜브 주소 또는 동영상 ID")).toBeFocused();
  await page.keyboard.type("https://www.youtube.com/watch?v=aqz-KE-bpKQ");
  await page.keyboard.press("Enter");
  await expect(page.getByText("youtube.com/watch?v=aqz-KE-bpKQ")).toBeVisible();
  await insertBlock(page, "버튼 링크");
  await page.keyboard.type("앱 소개 보기");
  await page.keyboard.press("Tab");
  await page.keyboard.type("/zen-app");
  await page.keyboard.press("Enter");
  await expect(page.getByText("/zen-app(으)로 이동")).toBeVisible();

  // A pasted image is uploaded, then its alternative text asked for.
  await pasteImage(page);
  await expect(dialog.getByLabel("대체 텍스트")).toBeFocused({ timeout: 15_000 });
  await page.keyboard.type("초록색 그림");
  await page.keyboard.press("Enter");
  await expect(page.getByText("대체 텍스트: 초록색 그림")).toBeVisible();
  await expect(page.getByTestId("word-count")).toContainText("단어");

  // Autosave: the new post is created a few seconds after typing stops.
  await expect(page.getByTestId("dirty")).toHaveText(/^\d{2}:\d{2}에 저장됨$/, { timeout: 20_000 });
  await expect(page).toHaveURL(`${server.baseURL}/blog-editor/${slug}`);

  await page.getByRole("tab", { name: "JSON (고급)" }).click();
  const content = JSON.parse(await page.getByLabel("본문 데이터 (data_content)").inputValue()) as {
    sections: { type: string; text?: unknown }[][];
  };
  expect(
    content.sections.map((section) => section.map((block) => block.type)),
    JSON.stringify(content),
  ).toEqual([["prolog"], ["heading", "paragraph", "heading", "list", "list", "heading", "youtube", "button", "image"]]);
  expect(content.sections[0]![0]!.text).toBe("소개 문단에 <strong>굵은 글씨</strong>");
  expect(content.sections[1]![1]!.text).toBe('본문에 <em>기울임</em>과 <a href="/zen-app">앱소개</a>');
  await page.getByRole("tab", { name: "편집기" }).click();

  await page.getByRole("button", { name: "게시", exact: true }).click();
  await expect(page.getByTestId("post-state")).toHaveText("게시됨", { timeout: 15_000 });

  const visitor = await page.context().browser()!.newPage();
  await visitor.goto(`${server.baseURL}/blog/${slug}`);
  await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(visitor.locator("strong", { hasText: "굵은 글씨" })).toBeVisible();
  await expect(visitor.getByRole("link", { name: "앱소개" })).toHaveAttribute("href", "/zen-app");
  await expect(visitor.getByRole("img", { name: "초록색 그림" })).toBeAttached();
  await expect(visitor.getByRole("link", { name: "앱 소개 보기" })).toHaveAttribute("href", "/zen-app");
  const shareUrl = await visitor.locator('meta[property="og:image"]').getAttribute("content");
  const share = await request.get(shareUrl!);
  expect(share.headers()["content-type"]).toBe("image/png");
  const share_png = await share.body();
  expect([share_png.readUInt32BE(16), share_png.readUInt32BE(20)]).toEqual([1200, 630]);
  await visitor.close();
  expect(await (await request.get(`${server.baseURL}/api/blog`)).text()).toContain(
    `<title><![CDATA[${title}]]></title>`,
  );
});

test("two tabs editing one post: the second save is refused and shows the other version", async ({ page }) => {
  test.setTimeout(120_000);
  await signInToEditor(page, server, `/blog-editor/${slug}`);
  const other = await page.context().newPage();
  await other.goto(`${server.baseURL}/blog-editor/${slug}`);

  const typeAtEnd = async (tab: Page, text: string) => {
    await tab.getByTestId("writer").focus();
    await tab.keyboard.press("Control+End");
    await tab.keyboard.press("Enter");
    await tab.keyboard.type(text);
  };
  await typeAtEnd(page, "첫 번째 탭의 문장");
  await expect(page.getByTestId("dirty")).toHaveText(/에 저장됨$/, { timeout: 15_000 });

  await typeAtEnd(other, "두 번째 탭의 문장");
  const conflict = other.getByTestId("conflict");
  await expect(conflict).toContainText("변경 내용이 저장되지 않았습니다", { timeout: 15_000 });
  await expect(other.getByTestId("dirty")).toHaveText("저장되지 않음: 다른 곳에서 이 게시물이 바뀌었습니다");
  await conflict.getByText("다른 버전 보기").click();
  await expect(conflict.locator("pre")).toContainText("첫 번째 탭의 문장");
  await conflict.getByRole("button", { name: "다른 버전 사용(내 변경 버리기)" }).click();
  await expect(other.getByTestId("writer")).toContainText("첫 번째 탭의 문장");
  await expect(other.getByTestId("writer")).not.toContainText("두 번째 탭의 문장");
});

test("writing first: a Korean post from nothing by keyboard alone, its settings in the panel, published", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInToEditor(page, server, "/blog-editor/new");
  const title = page.getByLabel("제목", { exact: true });
  const writer = page.getByTestId("writer");
  const settings = page.getByRole("button", { name: "게시물 설정" });
  const panel = page.getByRole("region", { name: "게시물 설정" });
  await expect(writer).toBeVisible();
  // The page is the post: its title and text start near the top (the text was at 1,661 px below twelve
  // settings fields); the settings wait in a closed panel.
  expect((await title.boundingBox())!.y).toBeLessThan(200);
  expect((await writer.boundingBox())!.y).toBeLessThan(450);
  await expect(page.locator("#post-settings")).toBeHidden();
  await expect(settings).toHaveAttribute("aria-expanded", "false");
  await expect(settings).toHaveAttribute("aria-controls", "post-settings");

  // A new post opens with the caret in its title; Enter goes on to the text.
  await expect(title).toBeFocused();
  const postTitle = `처음부터 키보드로 쓴 글 ${stamp}`;
  await page.keyboard.type(postTitle);
  await page.keyboard.press("Enter");
  await expect(writer).toBeFocused();
  await page.keyboard.type("## 부지 검토");
  await page.keyboard.press("Enter");
  await page.keyboard.type("설정은 옆에 두고 글부터 씁니다.");
  await expect(page.getByTestId("dirty")).toHaveText(/에 저장됨$/, { timeout: 15_000 });

  // Back past the writer's toolbar and the title to the settings button: the panel opens with focus on
  // its heading; Escape closes it and gives focus back to the button.
  const focused = (locator: typeof settings) => locator.evaluate((element) => element === document.activeElement);
  for (let i = 0; i < 30 && !(await focused(settings)); i += 1) await page.keyboard.press("Shift+Tab");
  await expect(settings).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(panel.getByRole("heading", { name: "게시물 설정" })).toBeFocused();
  await expect(settings).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Escape");
  await expect(page.locator("#post-settings")).toBeHidden();
  await expect(settings).toBeFocused();
  await page.keyboard.press("Enter");
  // The panel moves focus to its heading once it is open; Tab before that would start from the button.
  await expect(panel.getByRole("heading", { name: "게시물 설정" })).toBeFocused();

  // Publish names what is missing, each line a link to its field.
  const publish = panel.getByRole("button", { name: "게시", exact: true });
  await page.keyboard.press("Tab"); // the panel's close button
  await page.keyboard.press("Tab");
  await expect(publish).toBeFocused();
  await page.keyboard.press("Enter");
  const problems = page.getByTestId("problems");
  await expect(problems).toBeFocused();
  await expect(problems.getByRole("link")).toHaveText(["분류: 분류를 고르세요"]);
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  const category = panel.getByLabel("분류", { exact: true });
  await expect(category).toBeFocused();
  for (let i = 0; i < 10 && (await category.inputValue()) !== "tutorial"; i += 1)
    await page.keyboard.press("ArrowDown");
  await expect(category).toHaveValue("tutorial");
  await expect(page.getByTestId("dirty")).toHaveText(/에 저장됨$/, { timeout: 15_000 });
  for (let i = 0; i < 30 && !(await focused(publish)); i += 1) await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("post-state")).toHaveText("게시됨", { timeout: 15_000 });

  const address = new URL(page.url()).pathname.replace("/blog-editor/", "/blog/");
  const html = await (await request.get(`${server.baseURL}${address}`)).text();
  expect(html).toContain(postTitle);
  expect(html).toContain("설정은 옆에 두고 글부터 씁니다.");
});
