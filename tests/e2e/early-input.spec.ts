import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

test.use({ locale: "en-US" });

/**
 * Holds the page's scripts back (the framework's and the page's chunks) until `release` is called,
 * as on a slow phone where the visitor acts on the painted page before any script has run.
 */
async function holdScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/_next/static/**/*.js", async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test("a submit pressed before the scripts ran shows the form's messages once they have, and keeps the address", async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto("/en/phx?utm_source=linkedin&utm_medium=social", { waitUntil: "domcontentloaded" });
  const form = page.locator("section#form");
  await form.getByRole("button", { name: "Submit" }).click();
  await page.waitForTimeout(300); // the browser would have reloaded the page with the fields in its address by now
  release();

  await expect(form.getByText("Enter your first name.")).toBeVisible();
  await expect(form.getByLabel("First Name")).toBeFocused();
  expect(new URL(page.url()).search).toBe("?utm_source=linkedin&utm_medium=social");
});

test("the newsletter's placeholder button focused before the scripts ran opens the form once they have", async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto("/en/about", { waitUntil: "domcontentloaded" });
  const open = page.getByRole("button", { name: "Open the newsletter sign-up" });
  await open.focus();
  release();

  await expect(page.locator("footer").getByLabel("Email")).toBeFocused();
});

test("a topic chosen in a post's contents list before the scripts ran is scrolled to once they have", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  const release = await holdScripts(page);
  await page.goto("/en/blog/ai-feasibility-in-minutes", { waitUntil: "domcontentloaded" });
  await page.getByLabel("Explore Article Topics").selectOption({ label: "2. Generate and compare options" });
  release();

  await expect(page.getByRole("heading", { level: 2, name: "Generate and compare options" })).toBeInViewport();
});
