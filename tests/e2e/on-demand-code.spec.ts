import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** The bodies of the site's own scripts the page downloads from now on. */
function siteScripts(page: Page): { bodies: Promise<string>[] } {
  const seen = { bodies: [] as Promise<string>[] };
  page.on("response", (response) => {
    if (response.request().resourceType() === "script" && new URL(response.url()).pathname.startsWith("/_next/"))
      seen.bodies.push(response.text().catch(() => ""));
  });
  return seen;
}

/** Opens `path` as a first visit: the site's scripts it downloaded until the network went quiet, and the recorder for later ones. */
async function firstVisit(page: Page, path: string) {
  const scripts = siteScripts(page);
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  return { scripts, first: await Promise.all(scripts.bodies) };
}

// A Korean visitor: the bare paths respond in Korean.
test.use({ locale: "ko-KR" });

// zod's own class name: present in every build of it, minified or not.
const schemaLibrary = "$ZodError";
// One of use-intl's error codes (next-intl's runtime), and one of the ICU parser's.
const translationRuntime = "INSUFFICIENT_PATH";
const icuParser = "EXPECT_ARGUMENT_CLOSING_BRACE";

for (const path of ["/", "/en/about", "/blog"]) {
  test(`${path}: a first visit downloads no schema library or translator; the demo popup fetches its code when asked`, async ({
    page,
  }) => {
    const { scripts, first } = await firstVisit(page, path);
    expect(first.length).toBeGreaterThan(0);
    expect(first.filter((body) => body.includes(schemaLibrary))).toHaveLength(0);
    expect(first.filter((body) => body.includes(translationRuntime))).toHaveLength(0);

    const opener = page.getByRole("banner").getByRole("button", { name: /^(Request a Demo|데모 신청)$/ });
    await opener.click();
    // The popup speaks the page's language: its translator came with it, over messages parsed on the server.
    await expect(page.getByRole("dialog")).toBeVisible();
    await expect(
      page
        .getByRole("dialog")
        .getByRole("button", { name: /^(Close|닫기)/ })
        .first(),
    ).toBeVisible();
    const all = await Promise.all(scripts.bodies);
    expect(all.length).toBeGreaterThan(first.length);
    expect(all.filter((body) => body.includes(translationRuntime)).length).toBeGreaterThan(0);
    expect(all.filter((body) => body.includes(icuParser))).toHaveLength(0);
  });
}

// Counts the Intl formatters the page builds: the first one loads ICU's locale data, 60-120 ms on a
// phone with 4x CPU, so none is built while a page loads and hydrates.
const countIntlFormatters = `(() => {
  window.intlFormatters = 0;
  for (const name of ["NumberFormat", "DateTimeFormat", "PluralRules", "RelativeTimeFormat"]) {
    const Original = Intl[name];
    Intl[name] = new Proxy(Original, { construct(target, args) { window.intlFormatters += 1; return new target(...args); } });
  }
})()`;

// The form pages: the form is on screen at once, its rules (zod and the schemas) load when the
// visitor first touches it, and still check the field on the first blur.
const formPages = [
  {
    path: "/en/contact",
    field: "Company",
    message: 'Enter your company name. If you have none, write "Individual".',
    counter: "0 / 5,000 characters",
  },
  { path: "/en/signup", field: "First Name", message: "Enter your first name.", counter: null },
  // A campaign page: its lead form is drawn at once, not when the visitor nears it.
  { path: "/en/phx", field: "First Name", message: "Enter your first name.", counter: null },
];
for (const { path, field, message, counter } of formPages) {
  test(`${path}: the form draws without a number formatter; its rules load when the visitor touches it and check the first blur`, async ({
    page,
  }) => {
    await page.addInitScript(countIntlFormatters);
    const { scripts, first } = await firstVisit(page, path);
    expect(first.filter((body) => body.includes(schemaLibrary))).toHaveLength(0);
    // The message field's character count is drawn with the form, without a number formatter.
    if (counter) await expect(page.getByText(counter, { exact: true })).toBeVisible();
    expect(await page.evaluate("window.intlFormatters")).toBe(0);

    const input = page.getByLabel(field, { exact: false }).first();
    await input.focus();
    await input.blur();
    await expect(page.getByText(message).first()).toBeVisible();
    const later = await Promise.all(scripts.bodies);
    expect(later.filter((body) => body.includes(schemaLibrary)).length).toBeGreaterThan(0);
  });
}

// The consent notice's item headings: the server hands a form the notice in the page's language with
// the page's data, so no script holds one (each form's code held both languages', 2.6 KB compressed).
const noticeHeadings = { ko: "동의를 거부할 권리 및 거부 시 불이익", en: "How long we keep it" };
for (const [path, locale] of [
  ["/contact", "ko"],
  ["/en/contact", "en"],
] as const) {
  test(`${path}: the form's consent notice comes in the page's language, and no script holds a notice`, async ({
    page,
  }) => {
    const { scripts } = await firstVisit(page, path);
    await page
      .getByText(locale === "ko" ? "내용 보기" : "View details", { exact: true })
      .first()
      .click();
    await expect(page.getByText(noticeHeadings[locale], { exact: true }).first()).toBeVisible();
    const all = await Promise.all(scripts.bodies);
    for (const heading of Object.values(noticeHeadings))
      expect(all.filter((body) => body.includes(heading))).toHaveLength(0);
  });
}

// A string of next-intl's navigation module (its client Link). A page that only imported its redirect
// shipped that module to the browser, about 8 KB, though it drew no such link.
const translatedLinks = "_next_intl_trailing_slash";
for (const path of ["/career/graphic-designer", "/en/case-studies/seoul"]) {
  test(`${path}: a first visit downloads no translated-link code`, async ({ page }) => {
    const { first } = await firstVisit(page, path);
    expect(first.length).toBeGreaterThan(0);
    expect(first.filter((body) => body.includes(translatedLinks))).toHaveLength(0);
  });
}

// Other pages' data (Next's RSC prefetches) is fetched when the visitor shows the intent to go there,
// not while the first page loads.
test("a first visit fetches no other page's data; pointing at a link fetches that page's", async ({ page }) => {
  const pageData: string[] = [];
  page.on("request", (request) => {
    const headers = request.headers();
    if (headers["rsc"] || headers["next-router-prefetch"] || request.url().includes("_rsc="))
      pageData.push(new URL(request.url()).pathname);
  });
  await page.goto("/en/about");
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(500);
  expect(pageData).toEqual([]);

  await page.getByRole("contentinfo").getByRole("link", { name: "Terms & Conditions" }).hover();
  await expect.poll(() => pageData).toContain("/en/terms-and-conditions");
});

// The framework's scripts load as Next writes them; the header's demo button works on the pages
// visitors land on first.
for (const path of ["/", "/en/zen-app", "/blog"]) {
  test(`${path}: the header's demo button opens the popup`, async ({ page }) => {
    await page.goto(path);
    await page
      .getByRole("banner")
      .getByRole("button", { name: /^(Request a Demo|데모 신청)$/ })
      .click();
    await expect(page.getByRole("dialog")).toBeVisible();
  });
}

test("a tab opened before a deploy: a part whose code is gone says so in its place, and the page stays", async ({
  page,
}) => {
  await firstVisit(page, "/zen-app");
  // The files of the build the tab came from are no longer on the server.
  await page.route("**/_next/static/chunks/**", (route) => route.fulfill({ status: 404, body: "" }));
  await page.getByRole("button", { name: /^양식 열기: / }).focus();

  const alert = page.locator("#form").getByRole("alert");
  await expect(alert).toContainText("이 부분을 불러오지 못했습니다. 페이지를 새로 고치면 다시 불러옵니다.");
  await expect(alert.getByRole("button", { name: "새로 고침" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
});
