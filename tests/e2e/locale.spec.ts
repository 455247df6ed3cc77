import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const expectLang = (page: Page, lang: "ko" | "en") => expect(page.locator("html")).toHaveAttribute("lang", lang);

/** Visits an address and checks where the site leaves the visitor, and in which language. */
async function expectVisit(page: Page, address: string, url: RegExp, lang: "ko" | "en") {
  await page.goto(address);
  await expect(page).toHaveURL(url);
  await expectLang(page, lang);
}

test.describe("language choice", () => {
  test.describe("with a Korean browser and no cookie", () => {
    test.use({ locale: "ko-KR" });
    test("serves Korean at the bare path", async ({ page }) => {
      await expectVisit(page, "/zen-app", /\/zen-app$/, "ko");
      await expect(page.getByRole("button", { name: "데모 신청" }).first()).toBeVisible();
    });

    test("a visit to /en/about shows English without making it sticky: / stays Korean", async ({ page, context }) => {
      const response = await page.goto("/en/about");
      expect(response?.headers()["set-cookie"] ?? "").not.toContain("NEXT_LOCALE");
      await expectLang(page, "en");
      expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain("NEXT_LOCALE");
      await expectVisit(page, "/", /\/$/, "ko");
    });
  });

  test.describe("with an English browser and no cookie", () => {
    test.use({ locale: "en-US" });
    test("follows Accept-Language to the English URL", async ({ page }) => {
      await expectVisit(page, "/zen-app", /\/en\/zen-app$/, "en");
    });

    test("a cookie from an explicit choice wins over Accept-Language", async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: "NEXT_LOCALE", value: "ko", url: baseURL! }]);
      await expectVisit(page, "/zen-app", /\/zen-app$/, "ko");
    });

    test("the language switch moves to the same page in Korean and remembers it", async ({ page, context }) => {
      await page.goto("/en/about?utm_source=news");
      await page.getByRole("navigation", { name: "Language" }).first().getByRole("link", { name: "한국어" }).click();
      await expect(page).toHaveURL(/\/about\?utm_source=news$/);
      await expectLang(page, "ko");
      const cookies = await context.cookies();
      expect(cookies.find((c) => c.name === "NEXT_LOCALE")?.value).toBe("ko");
      await page.goto("/contact");
      await expect(page).toHaveURL(/\/contact$/);
      // Following an English link afterwards shows English, and the choice of Korean stands.
      await page.goto("/en/modular");
      await expectLang(page, "en");
      expect((await context.cookies()).find((c) => c.name === "NEXT_LOCALE")?.value).toBe("ko");
      await expectVisit(page, "/", /\/$/, "ko");
    });
  });

  test.describe("with a language the site lacks", () => {
    test.use({ locale: "fr-FR" });
    test("falls back to Korean", async ({ page }) => {
      await expectVisit(page, "/", /^http:\/\/localhost:\d+\/$/, "ko");
    });
  });

  test("each page links its other-language version", async ({ request }) => {
    const html = await (await request.get("/en/modular")).text();
    expect(html).toContain('<link rel="alternate" hrefLang="ko" href="http://localhost:3000/modular"/>');
    expect(html).toContain('<link rel="alternate" hrefLang="en" href="http://localhost:3000/en/modular"/>');
  });

  // A malformed locale cookie is no cookie: Accept-Language decides for that visitor, and nothing it
  // causes reaches the next one (the server once kept the Korean page under the key "en").
  for (const cookie of ["NEXT_LOCALE=en=x", "NEXT_LOCALE=en; NEXT_LOCALE=ko", "NEXT_LOCALE=xx"]) {
    test(`\`${cookie}\` counts as no cookie and changes nothing for the next visitor`, async ({ request }) => {
      for (let i = 0; i < 3; i += 1) {
        const odd = await request.get("/", { maxRedirects: 0, headers: { cookie, "accept-language": "ko" } });
        expect(odd.status()).toBe(200);
        expect(await odd.text()).toContain('<html lang="ko"');
        const english = await request.get("/", {
          maxRedirects: 0,
          headers: { cookie: "NEXT_LOCALE=en", "accept-language": "ko" },
        });
        expect(english.status()).toBe(307);
        expect(english.headers().location).toBe("/en");
      }
      const byLanguage = await request.get("/", { maxRedirects: 0, headers: { cookie, "accept-language": "en" } });
      expect(byLanguage.status()).toBe(307);
      expect(byLanguage.headers().location).toBe("/en");
    });
  }
});
