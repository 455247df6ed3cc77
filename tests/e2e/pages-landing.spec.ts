import { expect, test } from "./fixtures";
import { testimonialKeys } from "@/content/landing/products";
import { landingProducts } from "@/lib/content/site";
import { eachLocale, fill, localePath, messagesFor, openAtHero, untilHydrated, untilSteady } from "./pages-helpers";

eachLocale("landing", { viewport: { width: 1280, height: 720 } }, (locale) => {
  test("hero, product cards with their audiences and buttons, closing call to action", async ({ page }) => {
    const m = await openAtHero(page, locale, "/", "landing");
    const cards = page.locator("[data-product]");
    await expect(cards).toHaveCount(4);
    await expect(cards.nth(0)).toHaveAttribute("data-product", "zmaps");
    for (const product of landingProducts) {
      const card = page.locator(`[data-product="${product.key}"]`);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(m.products[product.messageKey].name);
      await expect(card.locator("[data-audience]")).toHaveCount(product.bestFor.length);
      const chips = await card
        .locator("[data-audience]")
        .evaluateAll((els) => els.map((e) => e.getAttribute("data-audience")));
      expect(chips).toEqual(product.bestFor);
      // The map product's card has no button while its address is the example default.
      const button = card.getByRole("link", { name: m.products[product.messageKey].button });
      if (product.href === null) await expect(button).toHaveCount(0);
      else await expect(button).toBeVisible();
    }
    await expect(page.locator('[data-product="zmaps"] a')).toHaveCount(0);
    await expect(page.locator('[data-audience="bd"] abbr')).toHaveText(m.audiences.bdShort);
    await expect(page.getByRole("heading", { name: m.closing.heading })).toBeAttached();
    await expect(page.getByText(m.closing.lead)).toBeAttached();
  });

  test("Learn More scrolls smoothly to the products, leaving the address as it was", async ({ page }) => {
    const m = (await messagesFor(locale)).landing;
    await page.goto(localePath(locale, "/"));
    await untilHydrated(page);
    // Every place the window passes through on its way: a glide has many, a jump one.
    await page.evaluate(() => {
      const w = window as Window & { passed?: number[] };
      w.passed = [];
      window.addEventListener("scroll", () => w.passed!.push(window.scrollY), { passive: true });
    });
    await page.getByRole("link", { name: m.hero.learnMore, exact: true }).click();
    await expect(page.locator("#products")).toBeInViewport();
    await untilSteady(() => page.evaluate(() => window.scrollY), 100);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    const passed = await page.evaluate(() => (window as Window & { passed?: number[] }).passed ?? []);
    expect(new Set(passed).size).toBeGreaterThan(2);
    expect(new URL(page.url()).hash).toBe("");
  });

  test("Learn More jumps straight to the products under reduced motion", async ({ page }) => {
    const m = (await messagesFor(locale)).landing;
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(localePath(locale, "/"));
    await untilHydrated(page);
    await page.getByRole("link", { name: m.hero.learnMore, exact: true }).click();
    // Already there when the click returns: no glide to wait for.
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await expect(page.locator("#products")).toBeInViewport();
  });

  test("Learn More takes a tap before the page's scripts run to the products", async ({ page }) => {
    const m = (await messagesFor(locale)).landing;
    // Scripts only: the page's stylesheets come from the same folder.
    await page.route("**/_next/static/chunks/**", (route) =>
      route.request().resourceType() === "script" ? route.abort() : route.continue(),
    );
    await page.goto(localePath(locale, "/"));
    await page.getByRole("link", { name: m.hero.learnMore, exact: true }).click();
    await expect(page).toHaveURL(/#products$/);
    await expect(page.locator("#products")).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  });

  test("the testimonial carousel moves by keyboard, arrows and pagination, in a loop", async ({ page }) => {
    const m = (await messagesFor(locale)).landing.testimonials;
    await page.goto(localePath(locale, "/"));
    const frame = page.getByRole("region", { name: m.carouselLabel });
    await frame.scrollIntoViewIfNeeded();
    await expect(frame.locator(".swiper-initialized")).toBeVisible();
    // Swiper takes keys only while the carousel is in the window: wait for the scroll (snapped, maybe
    // smooth) to end there, or the first key is dropped on a loaded machine.
    await untilSteady(() => page.evaluate(() => window.scrollY), 100);
    await expect(frame).toBeInViewport({ ratio: 0.5 });
    await expect(frame).toHaveAttribute("data-real-index", "0");
    // Swiper ignores a move while the previous 300 ms transition runs in loop mode; let each one finish.
    const pause = () => page.waitForTimeout(450);
    await page.keyboard.press("ArrowRight");
    await expect(frame).toHaveAttribute("data-real-index", "1");
    await expect(frame.locator(".swiper-slide-active")).toContainText(m.items[testimonialKeys[1]].name);
    await pause();
    await page.keyboard.press("ArrowLeft");
    await expect(frame).toHaveAttribute("data-real-index", "0");
    await pause();
    await page.keyboard.press("ArrowLeft");
    await expect(frame).toHaveAttribute("data-real-index", "3");
    await expect(page.getByText(fill(m.slideLabel, { index: 4, total: 4 }))).toBeAttached();
    await pause();
    await frame.getByRole("button", { name: m.next }).click();
    await expect(frame).toHaveAttribute("data-real-index", "0");
    await pause();
    await frame.getByRole("button", { name: fill(m.goTo, { index: 3 }) }).click();
    await expect(frame).toHaveAttribute("data-real-index", "2");
    await expect(frame.locator(".swiper-slide-active")).toContainText(m.items.cushman.logoText);
    await pause();
    await frame.locator(".swiper-slide-active").hover();
    await page.mouse.wheel(0, 400);
    await expect(frame).toHaveAttribute("data-real-index", "2");
  });

  test("the closing button opens the demo popup with trigger laststrip", async ({ page }) => {
    const m = (await messagesFor(locale)).landing;
    await page.goto(localePath(locale, "/"));
    const button = page.locator("main").getByRole("button", { name: m.closing.button });
    await untilHydrated(page);
    await button.scrollIntoViewIfNeeded();
    await button.click();
    await expect(page.locator('dialog[data-trigger="laststrip"]')).toBeVisible();
  });
});

test.describe("landing layout and scrolling libraries", () => {
  test.use({ locale: "en-US" });

  test("on a large screen without a fullPage.js key the page snaps natively, dots on the left, and no watermark", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/en");
    const dots = page.getByRole("navigation", { name: "Page sections" }).getByRole("link");
    await expect(dots).toHaveCount(4);
    // Each dot is a 24 × 24 px target (WCAG 2.2 target size).
    for (const box of await dots.evaluateAll((links) => links.map((link) => link.getBoundingClientRect().toJSON()))) {
      expect(box.width).toBeGreaterThanOrEqual(24);
      expect(box.height).toBeGreaterThanOrEqual(24);
    }
    await expect(page.locator("html")).toHaveCSS("scroll-snap-type", "y mandatory");
    await expect(page.locator("[data-aos].aos-init").first()).toBeAttached();
    await dots.nth(3).click();
    await expect(page.locator("#get-started [data-aos]").first()).toHaveClass(/aos-animate/);
    await expect(page.locator(".fp-watermark, #fp-nav")).toHaveCount(0);
    expect(await page.evaluate(() => "fullpage_api" in window)).toBe(false);
    await page.locator("footer").getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveURL(/\/en\/about$/);
    await expect(page.locator("html")).not.toHaveCSS("scroll-snap-type", "y mandatory");
  });

  test("below 1200 × 760 fullpage.js is never loaded; swiper waits until the carousel is near", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/en");
    await page.waitForLoadState("load");
    await expect(page.locator("[data-aos].aos-init").first()).toBeAttached();
    await expect(page.locator("#fp-nav")).toHaveCount(0);
    await expect(page.locator(".swiper-initialized")).toHaveCount(0);
    const before = scripts.length;
    await page.getByRole("region", { name: "Customer testimonials" }).scrollIntoViewIfNeeded();
    await expect(page.locator(".swiper-initialized")).toBeVisible();
    expect(scripts.length).toBeGreaterThan(before);
  });

  test("the card button sits under the chips on phones and in the top block on larger screens", async ({ page }) => {
    const order = async () =>
      page.locator('[data-product="zen-app"]').evaluate((card) => {
        const chips = card.querySelector("[data-audience]")!.getBoundingClientRect().top;
        const button = card.querySelector("a")!.getBoundingClientRect().top;
        return button > chips ? "below" : "above";
      });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/en");
    await expect.poll(order).toBe("below");
    await page.setViewportSize({ width: 1100, height: 700 });
    await expect.poll(order).toBe("above");
  });

  test("a phone fetches the mobile poster and clip of the hero, never the desktop files", async ({ page }) => {
    const media: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/en/media/")) media.push(request.url());
    });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/en");
    await expect(page.locator('[data-clip="landing-hero"] video')).toHaveAttribute("data-device", "mobile");
    await expect.poll(() => media.some((url) => url.includes("landing-hero-mobile.web"))).toBe(true);
    expect(media.filter((url) => url.includes("-desktop."))).toEqual([]);
  });

  test("under prefers-reduced-motion the hero stays a still poster", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/en");
    await page.waitForLoadState("load");
    await expect(page.locator('[data-clip="landing-hero"] img')).toBeVisible();
    await page.waitForTimeout(500);
    await expect(page.locator('[data-clip="landing-hero"] video')).toHaveCount(0);
  });
});
