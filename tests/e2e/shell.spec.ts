import { axe, settled } from "./axe";
import { expect, test } from "./fixtures";
import type { Page } from "@playwright/test";
import { expectFocusWrapsThenEscapeCloses } from "./dialog-helpers";

test.use({ locale: "en-US" });

test.describe("header dropdowns", () => {
  test("open on click and close on an outside click", async ({ page }) => {
    await page.goto("/en/about");
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    const products = nav.getByRole("button", { name: "Products" });
    await products.click();
    await expect(products).toHaveAttribute("aria-expanded", "true");
    await expect(nav.getByRole("link", { name: /Atlas App/ })).toBeVisible();
    // Outside the menu: the footer (the open menu covers the hero's heading).
    await page.locator("footer").click({ position: { x: 5, y: 5 } });
    await expect(products).toHaveAttribute("aria-expanded", "false");
    await expect(nav.getByRole("link", { name: /Atlas App/ })).toBeHidden();
  });

  test("work from the keyboard and close on Escape", async ({ page }) => {
    await page.goto("/en/about");
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    const company = nav.getByRole("button", { name: "Company" });
    await company.focus();
    await page.keyboard.press("ArrowDown");
    await expect(company).toHaveAttribute("aria-expanded", "true");
    await expect(nav.getByRole("link", { name: /^About/ })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(nav.getByRole("link", { name: /^Contact/ })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(company).toHaveAttribute("aria-expanded", "false");
    await expect(company).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(company).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/en\/about$/);
  });

  test("a menu opened before the page's scripts run stays open once they run, then closes on Escape", async ({
    page,
  }) => {
    // The page's scripts (not its stylesheets, from the same folder) wait until the menu has been opened.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/_next/static/chunks/**", async (route) => {
      if (route.request().resourceType() === "script") await released;
      await route.continue();
    });
    await page.goto("/en/about", { waitUntil: "commit" });
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    const products = nav.getByRole("button", { name: "Products" });
    await products.click();
    await expect(nav.getByRole("link", { name: /Atlas App/ })).toBeVisible();
    release();
    await expect(page.locator("html")).toHaveAttribute("data-korean-fallback", /./);
    await expect(products).toHaveAttribute("aria-expanded", "true");
    await expect(nav.getByRole("link", { name: /Atlas App/ })).toBeVisible();
    await nav.getByRole("link", { name: /Atlas App/ }).focus();
    await page.keyboard.press("Escape");
    await expect(products).toHaveAttribute("aria-expanded", "false");
    await expect(nav.getByRole("link", { name: /Atlas App/ })).toBeHidden();
    await expect(products).toBeFocused();
  });

  test.describe("before the page's scripts run", () => {
    test.beforeEach(async ({ page }) => {
      // Scripts only: the page's stylesheets come from the same folder.
      await page.route("**/_next/static/chunks/**", (route) =>
        route.request().resourceType() === "script" ? route.abort() : route.continue(),
      );
    });

    test("a click opens the menu under its button, its links take the focus, and Escape closes it", async ({
      page,
    }) => {
      await page.goto("/en/about");
      const nav = page.getByRole("navigation", { name: "Main navigation" });
      const products = nav.getByRole("button", { name: "Products" });
      await products.click();
      const first = nav.getByRole("link", { name: /Atlas App/ });
      await expect(first).toBeVisible();
      const button = (await products.boundingBox())!;
      const link = (await first.boundingBox())!;
      expect(link.y).toBeGreaterThan(button.y + button.height);
      expect(Math.abs(link.x - button.x)).toBeLessThan(40);
      // The browser itself tells assistive technology that the button is expanded.
      expect(await buttonExpanded(page, "Products")).toBe(true);
      await page.keyboard.press("Tab");
      await expect(first).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(first).toBeHidden();
      await expect(products).toBeFocused();
      expect(await buttonExpanded(page, "Products")).toBe(false);
    });

    test("one menu at a time, and a click outside closes it", async ({ page }) => {
      await page.goto("/en/about");
      const nav = page.getByRole("navigation", { name: "Main navigation" });
      await nav.getByRole("button", { name: "Products" }).click();
      await nav.getByRole("button", { name: "Company" }).click();
      await expect(nav.getByRole("link", { name: /^Contact/ })).toBeVisible();
      await expect(nav.getByRole("link", { name: /Atlas App/ })).toBeHidden();
      await page.locator("footer").click({ position: { x: 5, y: 5 } });
      await expect(nav.getByRole("link", { name: /^Contact/ })).toBeHidden();
      await nav.getByRole("button", { name: "Company" }).click();
      await nav.getByRole("link", { name: /^Contact/ }).click();
      await expect(page).toHaveURL(/\/en\/contact$/);
    });
  });

  test("no Z-maps entry while the map product's address is the example default", async ({ page }) => {
    // With a real URL_MAP_PRODUCT the entry opens it in a new window (tests/unit/config/placeholder-links.test.ts).
    await page.goto("/en");
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    await nav.getByRole("button", { name: "Products" }).click();
    await expect(nav.getByRole("link", { name: /AI Consulting/ })).toBeVisible();
    await expect(nav.getByRole("link", { name: /Z-maps/ })).toHaveCount(0);
  });
});

/** A button's expanded state in Chromium's accessibility tree; a button missing from it fails the test. */
async function buttonExpanded(page: Page, name: string): Promise<boolean> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send("Accessibility.getFullAXTree");
  const button = nodes.find((node) => node.role?.value === "button" && node.name?.value === name);
  if (!button) throw new Error(`No button named "${name}" in the accessibility tree`);
  return button.properties?.find((property) => property.name === "expanded")?.value.value === true;
}

/** The phone menu button's expanded state. */
const menuButtonExpanded = (page: Page) => buttonExpanded(page, "Menu");

test.describe("mobile drawer at 375px", () => {
  test.use({ viewport: { width: 375, height: 700 } });

  test("holds the page still while open, lets it scroll again on close, and carries the query", async ({ page }) => {
    await page.goto("/en/about?utm_source=linkedin&utm_medium=social");
    await page.evaluate(() => {
      document.body.style.minHeight = "3000px";
      window.scrollTo(0, 400);
    });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(400);
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    const drawer = page.getByTestId("mobile-drawer");
    await expect(drawer).toBeVisible();
    await expect(page.locator("html")).toHaveCSS("overflow-y", "hidden");
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(400);

    const products = drawer.getByRole("link", { name: /Atlas Modular/ });
    await expect(products).toHaveAttribute("href", "/en/modular?utm_source=linkedin&utm_medium=social");
    const links = drawer.getByRole("link");
    const names = await links.allTextContents();
    // Z-maps follows AI consulting once its address is set; with the example default it is left out.
    expect(names.some((n) => n.includes("AI Consulting"))).toBe(true);
    expect(names.some((n) => n.includes("Z-maps"))).toBe(false);

    await page.getByRole("button", { name: "Menu", exact: true }).click();
    await expect(drawer).toBeHidden();
    await expect(page.locator("html")).not.toHaveCSS("overflow-y", "hidden");
    expect(await page.evaluate(() => window.scrollY)).toBe(400);
    await page.mouse.wheel(0, 200);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
  });

  test.describe("before the page's scripts run", () => {
    test.use({ javaScriptEnabled: false });

    test("the menu button opens the drawer below the header, and Escape closes it", async ({ page }) => {
      await page.goto("/en/about");
      await page.getByRole("button", { name: "Menu", exact: true }).click();
      const drawer = page.getByTestId("mobile-drawer");
      await expect(drawer).toBeVisible();
      const header = await page.locator("[data-site-header]").boundingBox();
      const first = await drawer.locator("summary", { hasText: "Products" }).boundingBox();
      expect(first!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
      await expect(drawer.getByRole("link", { name: /Atlas Modular/ })).toBeVisible();
      // The browser itself tells assistive technology that the menu button is expanded.
      expect(await menuButtonExpanded(page)).toBe(true);
      await page.keyboard.press("Escape");
      await expect(drawer).toBeHidden();
      expect(await menuButtonExpanded(page)).toBe(false);
    });
  });

  test("the open drawer has no accessibility violation", async ({ page }) => {
    await page.goto("/en");
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    await expect(page.getByTestId("mobile-drawer")).toBeVisible();
    // Audited as the visitor sees it at rest: mid-fade, a section's text is paler than it is drawn.
    await settled(page);
    const results = await axe(page).analyze();
    expect(
      results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target)}`),
    ).toEqual([]);
  });

  test("groups collapse and expand", async ({ page }) => {
    await page.goto("/en");
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    const drawer = page.getByTestId("mobile-drawer");
    const group = (name: string) => drawer.locator("details", { has: page.locator("summary", { hasText: name }) });
    await expect(group("Products")).toHaveAttribute("open");
    await expect(group("Company")).not.toHaveAttribute("open");
    await expect(drawer.getByRole("link", { name: /Careers/ })).toBeHidden();
    await group("Company").locator("summary").click();
    await expect(group("Company")).toHaveAttribute("open");
    await expect(drawer.getByRole("link", { name: /Careers/ })).toBeVisible();
    // One group open at a time.
    await expect(group("Products")).not.toHaveAttribute("open");
    await expect(drawer.getByText(`© ${new Date().getFullYear()} Atlas Spatial. All rights reserved.`)).toBeVisible();
  });

  test.describe("in Korean", () => {
    test.use({ locale: "ko-KR" });

    test("the drawer and the footer say the copyright in Korean", async ({ page }) => {
      await page.goto("/about");
      const copyright = `© ${new Date().getFullYear()} Atlas Spatial. 모든 권리 보유.`;
      await expect(page.locator("footer").getByText(copyright)).toBeVisible();
      await page.getByRole("button", { name: "메뉴", exact: true }).click();
      await expect(page.getByTestId("mobile-drawer").getByText(copyright)).toBeVisible();
      await expect(page.getByText("All rights reserved")).toHaveCount(0);
    });
  });

  test("the demo button closes the drawer and opens the demo popup", async ({ page }) => {
    await page.goto("/en");
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    const drawer = page.getByTestId("mobile-drawer");
    await drawer.getByRole("button", { name: "Request a Demo" }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByRole("dialog")).toBeVisible();
  });

  test("a link navigates with the query and closes the drawer", async ({ page }) => {
    await page.goto("/en?utm_source=ad");
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    await page
      .getByTestId("mobile-drawer")
      .getByRole("link", { name: /Atlas App/ })
      .click();
    await expect(page).toHaveURL(/\/en\/zen-app\?utm_source=ad$/);
    await expect(page.getByTestId("mobile-drawer")).toBeHidden();
    await expect(page.locator("html")).not.toHaveCSS("overflow-y", "hidden");
  });

  test("closes by itself once the window is 1024px wide", async ({ page }) => {
    await page.goto("/en");
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    await expect(page.getByTestId("mobile-drawer")).toBeVisible();
    await page.setViewportSize({ width: 1023, height: 700 });
    await page.waitForTimeout(400);
    await expect(page.getByTestId("mobile-drawer")).toBeVisible();
    await page.setViewportSize({ width: 1024, height: 700 });
    await expect(page.getByTestId("mobile-drawer")).toBeHidden();
    await expect(page.locator("html")).not.toHaveCSS("overflow-y", "hidden");
  });
});

test.describe("chrome and navigation", () => {
  test("the logo goes to the landing page and keeps the query", async ({ page }) => {
    await page.goto("/en/contact?utm_campaign=spring");
    await page.getByRole("banner").getByRole("link", { name: "Atlas Spatial home" }).click();
    await expect(page).toHaveURL(/\/en\?utm_campaign=spring$/);
  });

  test("campaign paths in any case lead to the lower-case page", async ({ page }) => {
    await page.goto("/en/PHX?utm_source=mail");
    await expect(page).toHaveURL(/\/en\/phx\?utm_source=mail$/);
    await page.goto("/Demo");
    await expect(page).toHaveURL(/\/demo$/);
  });

  for (const path of ["/en/phx", "/en/boston", "/en/la", "/en/ed1", "/en/demo", "/phx"]) {
    test(`hides the banner and header on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("button", { name: "Request a Demo and Enjoy a Free Trial" })).toHaveCount(0);
      await expect(page.getByRole("navigation", { name: "Main navigation" })).toHaveCount(0);
      await expect(page.locator("footer")).toBeVisible();
    });
  }

  test("shows the banner and header elsewhere", async ({ page }) => {
    await page.goto("/en/zen-app");
    await expect(page.getByRole("button", { name: /Request a Demo and Enjoy a Free Trial/ })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeVisible();
  });

  test("the header is transparent on /about only while at the top", async ({ page }) => {
    await page.goto("/en/about");
    const header = page.locator("header").first();
    await expect(header).toHaveAttribute("data-transparent", "true");
    await page.evaluate(() => {
      document.body.style.minHeight = "3000px";
      window.scrollTo(0, 200);
    });
    await expect(header).not.toHaveAttribute("data-transparent");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute("data-transparent", "true");
    await page.goto("/en/contact");
    await expect(page.locator("header").first()).not.toHaveAttribute("data-transparent");
  });

  test("footer links carry the query; the contact page stands in for the example support address", async ({ page }) => {
    await page.goto("/en/zen-app?utm_source=x");
    const footer = page.locator("footer");
    await expect(footer.getByRole("link", { name: "Terms & Conditions" })).toHaveAttribute(
      "href",
      "/en/terms-and-conditions?utm_source=x",
    );
    // The support line and the business e-mail both stand in with the contact page.
    const contactLinks = footer.getByRole("link", { name: "contact page" });
    await expect(contactLinks).toHaveCount(2);
    for (const link of await contactLinks.all()) await expect(link).toHaveAttribute("href", "/en/contact?utm_source=x");
    await expect(footer.getByText(/@example\.com/)).toHaveCount(0);
    await expect(footer.getByRole("link", { name: /LinkedIn/ })).toHaveCount(0);
    await expect(footer.getByText(`© ${new Date().getFullYear()} Atlas Spatial. All rights reserved.`)).toBeVisible();
  });

  test("a client-side navigation pushes a page_view with path and title, and scrolls to the top", async ({ page }) => {
    await page.goto("/en/about");
    await expect
      .poll(() => page.evaluate(() => window.dataLayer?.filter((e) => e.event === "page_view").length))
      .toBe(1);
    await page.evaluate(() => {
      document.body.style.minHeight = "3000px";
      window.scrollTo(0, document.body.scrollHeight);
    });
    await page.locator("footer").getByRole("link", { name: "Contact", exact: true }).click();
    await expect(page).toHaveURL(/\/en\/contact$/);
    await expect
      .poll(() => page.evaluate(() => window.dataLayer?.filter((e) => e.event === "page_view").at(-1)))
      .toEqual({ event: "page_view", path: "/en/contact", title: "Contact Us | Atlas Spatial" });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("no tag-manager script loads when no container id is configured", async ({ page }) => {
    await page.goto("/en");
    await expect(page.locator("script[src*='gtm.js']")).toHaveCount(0);
  });
});

test.describe("demo popup", () => {
  test("opens from the header, traps focus, closes on Escape and returns focus", async ({ page }) => {
    await page.goto("/en/zen-app");
    const opener = page.getByRole("banner").getByRole("button", { name: "Request a Demo", exact: true });
    await opener.click();
    const dialog = page.getByRole("dialog", { name: "Request a Demo" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute("data-trigger", "header");
    const close = dialog.getByRole("button", { name: "Close" });
    await expect(close).toBeFocused();
    // Offline the widget falls back to the call-back form (no link while the scheduling page is the
    // example default); Shift+Tab from the first control wraps to its button, Tab wraps back.
    const last = dialog.getByRole("button", { name: "Request a call" });
    await expect(last).toBeVisible();
    await expect(dialog.getByRole("link", { name: /Open the scheduling page/ })).toHaveCount(0);
    await expectFocusWrapsThenEscapeCloses(page, { dialog, close, last, opener });
  });

  test("closes on the close icon and on a backdrop click", async ({ page }) => {
    await page.goto("/en/zen-app");
    await page.getByRole("button", { name: /Request a Demo and Enjoy a Free Trial/ }).click();
    const dialog = page.getByRole("dialog", { name: "Request a Demo" });
    await expect(dialog).toHaveAttribute("data-trigger", "default");
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole("button", { name: /Request a Demo and Enjoy a Free Trial/ }).click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
  });
});
