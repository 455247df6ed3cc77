import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { leadsMatching } from "../support/e2e-data";

// A visitor with a keyboard only: Tab from the top of the page reaches the lazily loaded form
// (its placeholder holds a button named after the form, which loads it on focus), then fills and
// sends it without a mouse.

/** Presses Tab until focus is inside the form section; returns how many presses it took. */
async function tabIntoForm(page: Page): Promise<number> {
  for (let presses = 1; presses <= 250; presses += 1) {
    await page.keyboard.press("Tab");
    const inside = await page.evaluate(() => Boolean(document.activeElement?.closest("section#form")));
    if (inside) return presses;
  }
  throw new Error("Tab never reached the form");
}

async function typeAndTab(page: Page, text: string) {
  await page.keyboard.type(text);
  await page.keyboard.press("Tab");
}

const pages = [
  { path: "/en/zen-app", variant: "ZenApp", done: "Thank you!" },
  { path: "/en/modular", variant: "Modular", done: "Thank you!" },
  { path: "/en/ai-consulting", variant: "AIConsulting", done: "Your request has been submitted!" },
] as const;

test.use({ locale: "en-US" });

for (const { path, variant, done } of pages) {
  test(`${path}: a keyboard-only visitor reaches, fills and sends the form`, async ({ page }) => {
    await page.goto(path);
    const section = page.locator(`section#form[data-variant="${variant}"]`);
    // Before it loads, the form's place is announced by a button named after the form.
    await expect(section.getByRole("button", { name: /^Open the form/ })).toHaveCount(1);
    await tabIntoForm(page);
    const email = `keys.${variant.toLowerCase()}.${Date.now()}@keyboard.test`;
    await expect(section.getByLabel("First Name")).toBeFocused();
    await typeAndTab(page, "Kay");
    await typeAndTab(page, "Board");
    await typeAndTab(page, email);
    await typeAndTab(page, "Tab Holdings");
    await expect(section.getByLabel("Job Title")).toBeFocused();
    await page.keyboard.press("ArrowDown"); // the first job title
    await page.keyboard.press("Tab");
    await typeAndTab(page, "Sent without a mouse.");
    // On to Submit: the required consent (and Modular's own choice) are checked with Space on the way;
    // the consent's details and the optional marketing opt-in are passed by.
    for (let presses = 0; presses < 12; presses += 1) {
      const focused = await page.evaluate(() => {
        const element = document.activeElement;
        return { type: element?.getAttribute("type"), name: element?.getAttribute("name"), text: element?.textContent };
      });
      if (focused.type === "checkbox" && focused.name !== "marketingConsent") await page.keyboard.press("Space");
      if (focused.text?.trim() === "Submit") break;
      await page.keyboard.press("Tab");
    }
    await expect(section.getByRole("button", { name: "Submit" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(section.getByRole("status")).toContainText(done);
    await expect(section.getByRole("status")).toBeFocused();
    const rows = leadsMatching(email);
    expect(rows.map((row) => row.sheet)).toEqual([variant]);
    expect(JSON.parse(rows[0]!.fields)).toMatchObject({ firstName: "Kay", lastName: "Board", jobTitle: "architect" });
  });
}

test.describe("in Korean", () => {
  test.use({ locale: "ko-KR" });

  test("/zen-app: the form asks one 이름, and the keyboard path goes from it to the e-mail", async ({ page }) => {
    await page.goto("/zen-app");
    const section = page.locator('section#form[data-variant="ZenApp"]');
    await tabIntoForm(page);
    const name = section.getByRole("textbox", { name: "이름", exact: true });
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute("autocomplete", "name");
    await expect(section.getByRole("textbox", { name: "성", exact: true })).toHaveCount(0);
    await page.keyboard.press("Tab");
    await expect(section.getByRole("textbox", { name: /^이메일/ })).toBeFocused();
  });
});
