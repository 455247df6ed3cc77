import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectedSchedulingUrl } from "../support/scheduling-url";
import { untilHydrated } from "./pages-helpers";

test.use({ locale: "en-US" });

const query = "?utm_campaign=launch&utm_source=partner&utm_medium=banner";
const expectedUrl = (content: string | null) =>
  expectedSchedulingUrl(content, { campaign: "launch", source: "partner", medium: "banner" });

async function openFromMain(page: Page, name: string) {
  await untilHydrated(page);
  const button = page.locator("main").getByRole("button", { name, exact: true }).first();
  await button.scrollIntoViewIfNeeded();
  await button.click();
}

// Each page's own demo button opens the popup with its trigger's URL and the visitor's utm values
// (the header and the banner are checked in leads-demo.spec.ts).
const cases: { page: string; button: string; trigger: string; content: string | null }[] = [
  { page: "/en", button: "Request a Demo", trigger: "laststrip", content: "laststrip" },
  { page: "/en/about", button: "Request a Demo", trigger: "aboutus", content: "aboutus" },
  { page: "/en/zen-app", button: "Request a Demo", trigger: "zenapp", content: "zenapp" },
  { page: "/en/modular", button: "Request a Demo", trigger: "modularlandingpage", content: "modularlandingpage" },
  { page: "/en/blog", button: "Book Demo", trigger: "blog", content: null },
];

for (const { page: path, button, trigger, content } of cases) {
  test(`${path}: '${button}' opens the ${trigger} scheduling URL with the page's utm values`, async ({ page }) => {
    await page.goto(`${path}${query}`);
    await openFromMain(page, button);
    const dialog = page.locator(`dialog[data-trigger="${trigger}"]`);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("region", { name: "Scheduling calendar" })).toHaveAttribute(
      "data-url",
      expectedUrl(content),
    );
  });
}

test("a blog post's 'Book Demo' opens the blogView scheduling URL with the page's utm values", async ({ page }) => {
  await page.goto("/en/blog");
  const firstPost = await page.locator("main a[href^='/en/blog/']").first().getAttribute("href");
  await page.goto(`${firstPost}${query}`);
  await openFromMain(page, "Book Demo");
  const dialog = page.locator('dialog[data-trigger="blogView"]');
  await expect(dialog.getByRole("region", { name: "Scheduling calendar" })).toHaveAttribute(
    "data-url",
    expectedUrl(null),
  );
});
