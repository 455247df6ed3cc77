import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { startEditorServer, STAFF_PASSWORD, type EditorServer } from "./blog-support";

const port = Number(process.env.E2E_PORT ?? 3100) + 10;
let server: EditorServer;

test.describe.configure({ mode: "serial" });
test.setTimeout(90_000);

test.beforeAll(async () => {
  test.setTimeout(90_000);
  server = await startEditorServer(port);
});
test.afterAll(() => server?.stop());

const id = `e2e-post-${Date.now()}`;
const title = `E2E launch notes ${Date.now()}`;
const dataList = { title, category: "Product Update", summary: "Written by the end-to-end test.", lang: "en" };
const dataContent = {
  sections: [
    [
      { type: "heading", level: 1, text: "Why we test" },
      {
        type: "paragraph",
        text: 'Safe <strong>markup</strong><script>window.__pwned = true</script><img src=x onerror="window.__pwned = true">',
      },
      { type: "heading", level: 2, text: "What we check" },
    ],
  ],
};

async function signIn(page: Page) {
  await page.goto(`${server.baseURL}/en/blog-editor`);
  await expect(page.getByRole("heading", { name: "Blog Editor Access" })).toBeVisible();
  const field = page.getByLabel("Password");
  const button = page.getByRole("button", { name: "Access Editor" });
  await expect(button).toBeDisabled();
  await field.fill("not-the-password");
  await button.click();
  await expect(page.locator("#staff-password-error")).toHaveText("Incorrect password. Please try again.");
  await expect(field).toHaveValue("");
  await field.fill(STAFF_PASSWORD);
  await button.click();
  await expect(page.getByLabel("Post", { exact: true })).toBeVisible();
}

test("staff sign in, create, preview, save, publish, then unpublish a post", async ({ page, request }) => {
  await signIn(page);

  // Create with preview; a bad id first shows the spec's message.
  await page.getByRole("button", { name: "Create New Post" }).click();
  const dialog = page.getByRole("dialog", { name: "Create New Post" });
  await dialog.getByLabel("Post ID").fill("bad id");
  await dialog.getByLabel("Data List (JSON)").fill("{not json");
  await dialog.getByRole("button", { name: "Preview" }).click();
  await expect(dialog.getByText("Post ID can only contain letters, numbers, dashes, and underscores")).toBeVisible();
  await expect(dialog.getByText("Invalid JSON format")).toBeVisible();
  await expect(dialog.getByText("Data Content JSON is required")).toBeVisible();
  await dialog.getByLabel("Post ID").fill(id);
  await dialog.getByLabel("Data List (JSON)").fill(JSON.stringify(dataList));
  await dialog.getByLabel("Data Content (JSON)").fill(JSON.stringify(dataContent));
  await dialog.getByRole("button", { name: "Preview" }).click();
  await expect(dialog.getByTestId("post-preview").getByRole("heading", { level: 1, name: title })).toBeVisible();
  await dialog.getByRole("button", { name: "Back to Edit" }).click();
  await expect(dialog.getByLabel("Post ID")).toHaveValue(id);
  await dialog.getByRole("button", { name: "Create Post" }).click();
  await expect(page.getByRole("status")).toHaveText("Blog post created successfully!");
  await expect(page.getByLabel("Post", { exact: true })).toHaveValue(id);
  await expect(page.getByText("Live version: never published")).toBeVisible();

  // Creating the same id again: 409 on the ID field.
  await page.getByRole("button", { name: "Create New Post" }).click();
  await dialog.getByLabel("Post ID").fill(id);
  await dialog.getByLabel("Data List (JSON)").fill(JSON.stringify(dataList));
  await dialog.getByLabel("Data Content (JSON)").fill(JSON.stringify(dataContent));
  await dialog.getByRole("button", { name: "Create Post" }).click();
  await expect(dialog.getByText("A blog post with this ID already exists")).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();

  // Save as published: still not public until "Publish to Prod".
  await page.getByLabel("Published").check();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText("Post saved successfully!");
  await expect(page.getByRole("status")).toHaveText("", { timeout: 5000 }); // gone after 3 s
  expect((await request.get(`${server.baseURL}/en/blog/${id}`)).status()).toBe(404);

  await page.getByRole("button", { name: "Publish to Prod" }).click();
  await expect(page.getByRole("status")).toHaveText("Post published to production successfully!");

  // Public list, post page, feed and sitemap.
  const visitor = await page.context().browser()!.newPage();
  await visitor.goto(`${server.baseURL}/en/blog`);
  await expect(visitor.getByRole("link", { name: new RegExp(title) })).toBeVisible();
  await visitor.getByRole("link", { name: new RegExp(title) }).click();
  await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(
    visitor.getByRole("navigation", { name: "Contents" }).getByRole("link", { name: "Why we test" }),
  ).toBeVisible();
  await expect(visitor.locator("strong", { hasText: "markup" })).toBeVisible();
  expect(await visitor.evaluate(() => (window as { __pwned?: boolean }).__pwned)).toBeUndefined();
  expect(await visitor.locator("article script, article img[src='x']").count()).toBe(0);
  const feed = await (await request.get(`${server.baseURL}/api/blog?locale=en`)).text();
  expect(feed).toContain(`<link>${server.baseURL}/en/blog/${id}</link>`);
  const sitemap = await (await request.get(`${server.baseURL}/sitemap.xml`)).text();
  expect(sitemap).toContain(`<loc>${server.baseURL}/en/blog/${id}</loc>`);

  // Reloading the editor unlocks it with the session cookie, not a stored password.
  await page.reload();
  await expect(page.getByLabel("Post", { exact: true })).toBeVisible();
  expect(await page.evaluate(() => JSON.stringify(localStorage))).toBe("{}");

  // Unpublish: gone from the list, the post page, the feed and the sitemap.
  await page.getByLabel("Post", { exact: true }).selectOption(id);
  await expect(page.getByLabel("Published")).toBeChecked();
  await page.getByLabel("Published").uncheck();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText("Post saved successfully!");
  await visitor.goto(`${server.baseURL}/en/blog`);
  await expect(visitor.getByRole("heading", { level: 1, name: "Blog" })).toBeVisible();
  await expect(visitor.getByRole("link", { name: new RegExp(title) })).toHaveCount(0);
  const gone = await visitor.goto(`${server.baseURL}/en/blog/${id}`);
  expect(gone?.status()).toBe(404);
  await expect(visitor.getByRole("heading", { level: 1, name: "This post is not available" })).toBeVisible();
  expect(await (await request.get(`${server.baseURL}/api/blog?locale=en`)).text()).not.toContain(id);
  expect(await (await request.get(`${server.baseURL}/sitemap.xml`)).text()).not.toContain(id);
  await visitor.close();

  // Sign out ends the session.
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("heading", { name: "Blog Editor Access" })).toBeVisible();
  const write = await request.post(`${server.baseURL}/api/blog-posts/${id}/publish`);
  expect(write.status()).toBe(401);
});

test("the sitemap generator builds, counts and previews the sitemap", async ({ page }) => {
  await page.goto(`${server.baseURL}/en/sitemap-generator`);
  await expect(page.getByRole("heading", { level: 1, name: "Sitemap Generator" })).toBeVisible();
  await page.getByLabel("Base address").fill("https://www.example.com");
  await page.getByRole("button", { name: "Generate" }).click();
  await expect(page.getByTestId("count-blog")).toHaveText("16");
  await expect(page.getByLabel("Preview (first 2,000 characters)")).toHaveValue(
    /^<\?xml[\s\S]*<loc>https:\/\/www\.example\.com\/<\/loc>/,
  );
  expect((await page.getByLabel("Preview (first 2,000 characters)").inputValue()).length).toBe(2000);
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download sitemap.xml" }).click();
  expect((await download).suggestedFilename()).toBe("sitemap.xml");
  await page.getByLabel("Base address").fill("ftp://nope");
  await page.getByRole("button", { name: "Generate" }).click();
  await expect(page.getByText("Enter an address that starts with http:// or https://")).toBeVisible();
});
