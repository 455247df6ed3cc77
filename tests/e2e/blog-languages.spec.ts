import { expect, test } from "./fixtures";
import { editorServerForSpec, editorSessionForSpec, signInToEditor } from "./blog-support";

// A server of its own with the editor on: a Korean post and its English version, linked from the
// English one only (the editor's field "다른 언어로 쓴 같은 글"), and a Korean post with no English one.
const server = editorServerForSpec();
const editor = editorSessionForSpec(server);

test.describe.configure({ mode: "serial" });
test.use({ locale: "ko-KR" });

const content = { sections: [[{ type: "paragraph", text: "본문입니다." }]] };
async function publishNew(id: string, list: Record<string, unknown>) {
  const created = await editor.call("POST", "/api/blog-posts", { id, data_list: list, data_content: content });
  expect(created.status, await created.clone().text()).toBe(201);
  expect((await editor.call("POST", `/api/blog-posts/${id}/publish`)).status).toBe(200);
}

test.beforeAll(async () => {
  await publishNew("pair-ko", { title: "같은 글의 한국어판", category: "tutorial", summary: "", lang: "ko" });
  await publishNew("alone-ko", { title: "한국어로만 쓴 글", category: "tutorial", summary: "", lang: "ko" });
  // The Korean page is rendered and kept before its English version names it.
  expect((await fetch(`${server.baseURL}/blog/pair-ko`)).status).toBe(200);
  await publishNew("pair-en", {
    title: "The same post in English",
    category: "tutorial",
    summary: "",
    lang: "en",
    translation: "pair-ko",
  });
});

test("the Korean page links its English version too, though only the English post names it", async ({ request }) => {
  const html = await (await request.get(`${server.baseURL}/blog/pair-ko`)).text();
  expect(html).toContain(`<link rel="alternate" hrefLang="en" href="${server.baseURL}/en/blog/pair-en"/>`);
  expect(html).toContain(`<link rel="alternate" hrefLang="ko" href="${server.baseURL}/blog/pair-ko"/>`);
  const english = await (await request.get(`${server.baseURL}/en/blog/pair-en`)).text();
  expect(english).toContain(`<link rel="alternate" hrefLang="ko" href="${server.baseURL}/blog/pair-ko"/>`);
});

test.describe("the language switch on a post", () => {
  test("goes to the other version, both ways", async ({ page }) => {
    await page.goto(`${server.baseURL}/blog/pair-ko`);
    const switchTo = (name: string) =>
      page
        .getByRole("navigation", { name: /^(언어|Language)$/ })
        .first()
        .getByRole("link", { name });
    await expect(switchTo("English")).toHaveAttribute("href", "/en/blog/pair-en");
    await switchTo("English").click();
    await expect(page).toHaveURL(`${server.baseURL}/en/blog/pair-en`);
    await expect(page.getByRole("heading", { level: 1, name: "The same post in English" })).toBeVisible();

    await expect(switchTo("한국어")).toHaveAttribute("href", "/ko/blog/pair-ko");
    await switchTo("한국어").click();
    await expect(page).toHaveURL(`${server.baseURL}/blog/pair-ko`);
    await expect(page.getByRole("heading", { level: 1, name: "같은 글의 한국어판" })).toBeVisible();
  });

  test("goes to the other language's list when the post has no version in it", async ({ page }) => {
    await page.goto(`${server.baseURL}/blog/alone-ko`);
    const english = page.getByRole("navigation", { name: "언어" }).first().getByRole("link", { name: "English" });
    await expect(english).toHaveAttribute("href", "/en/blog");
    await english.click();
    await expect(page).toHaveURL(`${server.baseURL}/en/blog`);
    await expect(page.getByRole("heading", { level: 1, name: "Blog" })).toBeVisible();
  });
});

test("before the editor's script runs, its bar's buttons are drawn disabled, so no press is silently lost", async ({
  page,
}) => {
  await signInToEditor(page, server, "/blog-editor/alone-ko");
  await page.route("**/*", (route) => (route.request().resourceType() === "script" ? route.abort() : route.continue()));
  await page.reload();
  for (const name of ["초안 저장", "미리보기", "게시물 설정"])
    await expect(page.getByRole("button", { name, exact: true })).toBeDisabled();
});

test("a live post's new address waits for Save draft, which says first that it changes at once", async ({ page }) => {
  await signInToEditor(page, server, "/blog-editor/alone-ko");
  await page.getByRole("button", { name: "게시물 설정" }).click();
  await page.getByLabel("게시물 ID").fill("alone-ko-moved");
  await expect(page.getByTestId("id-warning")).toHaveText(
    "게시된 글입니다. 초안 저장을 누르면 게시를 누르지 않아도 공개 주소가 바로 /blog/alone-ko-moved(으)로 바뀌고, " +
      "이전 주소 /blog/alone-ko(으)로 오는 방문자는 새 주소로 이동합니다. 주소는 자동 저장되지 않습니다.",
  );
  // Past the autosave's pause, the post is still at its address.
  await page.waitForTimeout(4000);
  expect((await fetch(`${server.baseURL}/blog/alone-ko`, { redirect: "manual" })).status).toBe(200);

  // Save draft asks; "no" saves nothing.
  let asked = "";
  page.once("dialog", (dialog) => {
    asked = dialog.message();
    void dialog.dismiss();
  });
  await page.getByRole("button", { name: "초안 저장" }).click();
  await expect.poll(() => asked).toContain("공개 주소가 지금 바로 /blog/alone-ko-moved(으)로 바뀌고");
  expect((await fetch(`${server.baseURL}/blog/alone-ko`, { redirect: "manual" })).status).toBe(200);

  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("button", { name: "초안 저장" }).click();
  await expect(page).toHaveURL(`${server.baseURL}/blog-editor/alone-ko-moved`);
  const old = await fetch(`${server.baseURL}/blog/alone-ko`, { redirect: "manual" });
  expect(old.status).toBe(308);
  expect(old.headers.get("location")).toMatch(/\/blog\/alone-ko-moved$/);
});
