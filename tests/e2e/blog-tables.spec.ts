import { axe, settled } from "./axe";
import { expect, test } from "./fixtures";
import { pasteImage, signInToEditor, editorServerForSpec } from "./blog-support";

// A staff writer pastes a table of figures from Excel, edits a cell by keyboard, captions the table
// and an image, and publishes: the public post shows a real table (caption, column headers) in a
// labelled scroll box and the image as a figure with its caption. axe on the post; screenshots of the
// post on a phone and a desktop in test-results.
const server = editorServerForSpec();

test.use({ locale: "ko-KR", timezoneId: "Asia/Seoul" });

/** A 3×3 range as Excel puts it on the clipboard (text/html; its styles and conditional comments). */
const EXCEL_HTML = `<html xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:x="urn:schemas-microsoft-com:office:excel">
<head><meta http-equiv=Content-Type content="text/html; charset=utf-8"><style><!--table {mso-displayed-decimal-separator:"\\.";}
.xl65 {font-weight:700;}--></style></head><body link="#0563C1" vlink="#954F72">
<table border=0 cellpadding=0 cellspacing=0 width=288 style='border-collapse:collapse;width:216pt'>
<!--StartFragment-->
 <col width=96 span=3 style='width:72pt'>
 <tr height=19 style='height:14.5pt'>
  <td height=19 class=xl65 width=96 style='height:14.5pt;width:72pt'>구분</td>
  <td class=xl65 width=96 style='width:72pt'>면적(㎡)</td>
  <td class=xl65 width=96 style='width:72pt'>용적률</td>
 </tr>
 <tr height=19 style='height:14.5pt'>
  <td height=19 style='height:14.5pt'>대지</td>
  <td align=right>1,234</td>
  <td align=right>250%</td>
 </tr>
 <tr height=19 style='height:14.5pt'>
  <td height=19 style='height:14.5pt'>연면적</td>
  <td align=right>5,678</td>
  <td align=right>&nbsp;</td>
 </tr>
<!--EndFragment-->
</table></body></html>`;

test("a pasted Excel table and a captioned image are published as a table and a figure", async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInToEditor(page, server, "/blog-editor/new");
  const writer = page.getByTestId("writer");
  await expect(writer).toBeVisible();
  await page.getByLabel("제목", { exact: true }).fill(`표가 있는 사업성 글 ${Date.now()}`);
  await writer.focus();
  await page.keyboard.type("부지의 면적과 용적률입니다.");
  await page.keyboard.press("Enter");
  // The new post's first save gives it its address (the page's address changes with it).
  await expect(page.getByTestId("dirty")).toHaveText(/에 저장됨$/, { timeout: 20_000 });
  await expect(page).toHaveURL(/\/blog-editor\/(?!new)/);
  await expect(writer).toBeFocused();

  // Excel's copy is pasted: one table block, its first row the header.
  await writer.evaluate((element, html) => {
    const data = new DataTransfer();
    data.setData("text/html", html);
    data.setData("text/plain", "구분\t면적(㎡)\t용적률\n대지\t1,234\t250%\n연면적\t5,678\t\n");
    element.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  }, EXCEL_HTML);
  await expect(page.getByText("붙여 넣은 표를 표 블록으로 넣었습니다(3행 3열).")).toBeVisible();
  const table = writer.locator("table");
  await expect(table.locator("th")).toHaveText(["구분", "면적(㎡)", "용적률"]);

  // A cell edited by keyboard: Tab selects the next cell's text, typing replaces it.
  await table.locator("td", { hasText: "대지" }).click();
  // The caret is in the table once its tools show (the surface reads a click's selection a moment later).
  const tools = page.getByRole("toolbar", { name: "표" });
  await expect(tools).toBeVisible();
  await page.keyboard.press("Tab");
  await page.keyboard.type("1,500");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await page.keyboard.type("6,000");
  await page.keyboard.press("Shift+Tab");
  await expect(table.locator("tr").nth(2).locator("td")).toHaveText(["연면적", "6,000", ""]);
  await tools.getByRole("button", { name: "행 추가" }).click();
  await expect(table.locator("tr")).toHaveCount(4);
  // Enter goes to the cell below: the new row, which is removed again.
  await page.keyboard.press("Enter");
  await tools.getByRole("button", { name: "행 삭제" }).click();
  await expect(table.locator("tr")).toHaveCount(3);
  await expect(tools.getByRole("button", { name: "머리글 행" })).toHaveAttribute("aria-pressed", "true");

  // The table's caption, through its dialog.
  await tools.getByRole("button", { name: "표 제목" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("표 제목(선택)").fill("표 1. 부지 개요 (출처: 자체 분석)");
  await page.keyboard.press("Enter");
  await expect(writer.getByText("표 1. 부지 개요 (출처: 자체 분석)")).toBeVisible();

  // An image pasted after the table: its alt text, then its caption.
  await writer.locator("p").last().click();
  await pasteImage(page, "site.png");
  await expect(dialog.getByLabel("대체 텍스트")).toBeFocused({ timeout: 15_000 });
  await page.keyboard.type("녹지로 둘러싸인 부지");
  await page.keyboard.press("Tab");
  await expect(dialog.getByLabel("설명(선택)")).toBeFocused();
  await page.keyboard.type("출처: 국토교통부 & 자체 촬영");
  await page.keyboard.press("Enter");
  await expect(page.getByText("설명: 출처: 국토교통부 & 자체 촬영")).toBeVisible();

  // The JSON view shows both as stored.
  await page.getByRole("button", { name: "게시물 설정" }).click();
  await page.getByLabel("분류", { exact: true }).selectOption({ label: "튜토리얼" });
  await expect(page.getByTestId("dirty")).toHaveText(/에 저장됨$/, { timeout: 20_000 });
  await page.getByRole("tab", { name: "JSON (고급)" }).click();
  const content = JSON.parse(await page.getByLabel("본문 데이터 (data_content)").inputValue()) as {
    sections: Record<string, unknown>[][];
  };
  expect(content.sections[0]!.filter((block) => block.type !== "paragraph")).toEqual([
    {
      type: "table",
      caption: "표 1. 부지 개요 (출처: 자체 분석)",
      header: true,
      rows: [
        ["구분", "면적(㎡)", "용적률"],
        ["대지", "1,500", "250%"],
        ["연면적", "6,000", ""],
      ],
    },
    {
      type: "image",
      url: expect.stringMatching(/^\/api\/blog-images\/[0-9a-f]{32}-\d+\.webp$/) as unknown as string,
      alt: "녹지로 둘러싸인 부지",
      caption: "출처: 국토교통부 &amp; 자체 촬영",
    },
  ]);
  await page.getByRole("tab", { name: "편집기" }).click();

  await page.getByRole("region", { name: "게시물 설정" }).getByRole("button", { name: "게시", exact: true }).click();
  await expect(page.getByTestId("post-state")).toHaveText("게시됨", { timeout: 15_000 });
  const address = new URL(page.url()).pathname.replace("/blog-editor/", "/blog/");

  const visitor = await page.context().browser()!.newPage({ locale: "ko-KR" });
  await visitor.setViewportSize({ width: 1440, height: 900 });
  await visitor.goto(`${server.baseURL}${address}`);
  const box = visitor.getByRole("region", { name: "표 1. 부지 개요 (출처: 자체 분석)" });
  const posted = box.getByRole("table", { name: "표 1. 부지 개요 (출처: 자체 분석)" });
  await expect(posted.getByRole("columnheader")).toHaveText(["구분", "면적(㎡)", "용적률"]);
  await expect(posted.getByRole("row").nth(1).getByRole("cell")).toHaveText(["대지", "1,500", "250%"]);
  await expect(posted.getByRole("row")).toHaveCount(3);
  // Columns of figures line up on the right, as in the spreadsheet they came from; words stay on the left.
  const aligned = await posted
    .getByRole("row")
    .evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => getComputedStyle(cell).textAlign)));
  expect(aligned).toEqual(Array(3).fill(["left", "right", "right"]));
  const figure = visitor.getByRole("figure", { name: "출처: 국토교통부 & 자체 촬영" });
  await expect(figure.getByRole("img", { name: "녹지로 둘러싸인 부지" })).toBeAttached();
  await expect(figure.locator("figcaption")).toHaveText("출처: 국토교통부 & 자체 촬영");
  const results = await axe(visitor).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  await box.scrollIntoViewIfNeeded();
  await visitor.screenshot({ path: test.info().outputPath("post-table-desktop.png") });

  // On a phone the table scrolls inside its box, not the page.
  await visitor.setViewportSize({ width: 390, height: 844 });
  await settled(visitor);
  await box.scrollIntoViewIfNeeded();
  expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await visitor.screenshot({ path: test.info().outputPath("post-table-phone.png") });
  await visitor.close();
});

test("on a phone a wide table scrolls in its own box, in the writer and on the post, under its caption", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInToEditor(page, server, "/blog-editor/new");
  const writer = page.getByTestId("writer");
  await page.getByLabel("제목", { exact: true }).fill(`넓은 표 ${Date.now()}`);
  await writer.focus();
  await page.keyboard.type("세대 구성입니다.");
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("dirty")).toHaveText(/에 저장됨$/, { timeout: 20_000 });
  const rows = [
    ["타입", "전용면적", "공급면적", "세대수", "분양가", "평당가", "비고"],
    ["59A", "59.9㎡", "84.5㎡", "120", "12억원", "4,700만원", "테라스 포함, 최상층 2개 층 복층 구조"],
    ["84B", "84.9㎡", "112.3㎡", "86", "15억원", "4,400만원", "판상형, 4베이"],
  ];
  await writer.evaluate((element, cells) => {
    const data = new DataTransfer();
    const html = cells.map((row) => `<tr>${row.map((cell) => `<td>${cell}</td>`).join("")}</tr>`).join("");
    data.setData("text/html", `<table>${html}</table>`);
    data.setData("text/plain", cells.map((row) => row.join("\t")).join("\n"));
    element.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  }, rows);
  await expect(page.getByText("붙여 넣은 표를 표 블록으로 넣었습니다(3행 7열).")).toBeVisible();
  await writer.locator("td", { hasText: "59A" }).click();
  const tools = page.getByRole("toolbar", { name: "표" });
  await tools.getByRole("button", { name: "표 제목" }).click();
  await page.getByRole("dialog").getByLabel("표 제목(선택)").fill("표 2. 타입별 세대 구성");
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("dirty")).toHaveText(/에 저장됨$/, { timeout: 20_000 });
  // The page keeps the phone's width: the table scrolls inside the writing surface.
  const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
  expect(await pageWidth()).toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath("writer-wide-table-phone.png") });

  await page.getByRole("button", { name: "게시물 설정" }).click();
  await page.getByLabel("분류", { exact: true }).selectOption({ label: "튜토리얼" });
  await expect(page.getByTestId("dirty")).toHaveText(/에 저장됨$/, { timeout: 20_000 });
  await page.getByRole("region", { name: "게시물 설정" }).getByRole("button", { name: "게시", exact: true }).click();
  await expect(page.getByTestId("post-state")).toHaveText("게시됨", { timeout: 15_000 });
  const address = new URL(page.url()).pathname.replace("/blog-editor/", "/blog/");

  await page.goto(`${server.baseURL}${address}`);
  const box = page.getByRole("region", { name: "표 2. 타입별 세대 구성" });
  await box.scrollIntoViewIfNeeded();
  expect(await pageWidth()).toBeLessThanOrEqual(390);
  // Scrolled sideways to the last column, the caption still reads whole above the box.
  await box.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
  const caption = page.getByText("표 2. 타입별 세대 구성", { exact: true });
  const shown = await caption.boundingBox();
  expect(shown!.x).toBeGreaterThanOrEqual(0);
  expect(shown!.x + shown!.width).toBeLessThanOrEqual(390);
  // A column of words is wide enough to read: its longest cell takes at most two lines.
  const note = box.getByRole("cell", { name: "테라스 포함, 최상층 2개 층 복층 구조" });
  const lineHeight = await note.evaluate((cell) => parseFloat(getComputedStyle(cell).lineHeight));
  expect((await note.boundingBox())!.height).toBeLessThanOrEqual(2 * lineHeight + 21);
  await page.screenshot({ path: test.info().outputPath("post-wide-table-phone.png") });
});
