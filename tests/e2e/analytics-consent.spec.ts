import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { ANALYTICS_CONSENT_VERSION } from "../../content/legal/transfers";
import { systemServerForSpec } from "../support/system-server";

// The visit-statistics notice: with GTM_ID set, the tag manager loads only after "Accept". A server of its
// own with a container id; the blog is rendered per request, so it reads GTM_ID from this server's
// environment (the pre-rendered pages carry the build's setting, none here).
const server = systemServerForSpec({ GTM_ID: "GTM-TEST123" });

test.describe.configure({ mode: "serial", timeout: 90_000 });
// A Korean browser: the bare paths are the Korean pages, /en/… the English ones.
test.use({ locale: "ko-KR" });

/** Counts the tag manager's requests (its host is unreachable here): one per page load that loads it. */
async function countTagRequests(page: Page) {
  const requests: string[] = [];
  await page.route("https://www.googletagmanager.com/**", (route) => {
    requests.push(route.request().url());
    return route.fulfill({ contentType: "text/javascript", body: "window.tagManagerRan = true;" });
  });
  return requests;
}

const notice = (page: Page) => page.getByRole("region", { name: /방문 통계 동의|Visit statistics/ });

/** A page load, settled: hydrated (the notice's effect has run) and given time to send what it would. */
async function open(page: Page, path: string) {
  await page.goto(`${server.url}${path}`);
  await page.waitForLoadState("load");
  await page.waitForTimeout(500);
}

async function consentCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === "analytics_consent");
}

test("nothing is sent before an answer; Accept loads the tag at once and on the next page", async ({
  page,
  context,
}) => {
  const requests = await countTagRequests(page);
  await open(page, "/en/blog");
  await expect(notice(page)).toBeVisible();
  await expect(notice(page)).toContainText("Google LLC (United States; contact: https://support.google.com/policies)");
  await expect(notice(page)).toContainText("When and how: sent by your browser over an encrypted connection (HTTPS)");
  await expect(notice(page)).toContainText("14 months from collection");
  await expect(notice(page).getByRole("link", { name: "Details in our privacy policy (cookies)" })).toHaveAttribute(
    "href",
    "/en/privacy-policy#cookies",
  );
  expect(requests).toEqual([]);

  await notice(page).getByRole("button", { name: "Accept" }).click();
  await expect(notice(page)).toBeHidden();
  await expect.poll(() => requests.length).toBe(1);
  expect(requests[0]).toBe("https://www.googletagmanager.com/gtm.js?id=GTM-TEST123");
  const cookie = await consentCookie(context);
  expect(cookie?.value).toMatch(new RegExp(`^accept:${ANALYTICS_CONSENT_VERSION}:\\d{4}-\\d{2}-\\d{2}$`));
  // Six months, then the notice asks again.
  expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(182 * 86_400_000);
  expect(cookie!.expires * 1000 - Date.now()).toBeLessThan(184 * 86_400_000);

  await open(page, "/blog");
  await expect(notice(page)).toHaveCount(0);
  await expect.poll(() => requests.length).toBe(2);
  expect(await page.evaluate(() => (window as { tagManagerRan?: boolean }).tagManagerRan)).toBe(true);
});

test("Decline sends nothing, then or on the next page", async ({ page, context }) => {
  const requests = await countTagRequests(page);
  await open(page, "/blog");
  await expect(notice(page)).toContainText("Google LLC(미국, 연락처 https://support.google.com/policies)");
  await expect(notice(page)).toContainText("보내는 때와 방법: 방문 통계 동의 창에서 ‘동의’를 누른 뒤");
  await notice(page).getByRole("button", { name: "거부" }).click();
  await expect(notice(page)).toBeHidden();
  expect((await consentCookie(context))?.value).toMatch(/^decline:/);
  await page.waitForTimeout(500);
  await open(page, "/en/blog");
  await expect(notice(page)).toHaveCount(0);
  expect(requests).toEqual([]);
});

test("Cookie settings in the footer reopens the notice, and withdrawing stops the tag", async ({ page, context }) => {
  const requests = await countTagRequests(page);
  await context.addCookies([
    {
      name: "analytics_consent",
      value: `accept:${ANALYTICS_CONSENT_VERSION}:2026-11-30`,
      url: server.url,
    },
    { name: "_ga", value: "GA1.1.1.1", url: server.url },
  ]);
  await open(page, "/en/blog");
  expect(requests).toHaveLength(1);
  await expect(notice(page)).toHaveCount(0);

  const settings = page.getByRole("contentinfo").getByRole("link", { name: "Cookie settings" });
  await settings.click();
  await expect(notice(page)).toBeVisible();
  await expect(notice(page)).toBeFocused();
  await expect(notice(page)).toContainText("Your current choice: Accept.");
  expect(page.url()).toBe(`${server.url}/en/blog`);

  // The tag is running on this page: withdrawing reloads it without the tag.
  await Promise.all([page.waitForEvent("load"), notice(page).getByRole("button", { name: "Decline" }).click()]);
  await page.waitForTimeout(500);
  expect(requests).toHaveLength(1);
  expect((await consentCookie(context))?.value).toMatch(/^decline:/);
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain("_ga");
  await open(page, "/blog");
  expect(requests).toHaveLength(1);
  await expect(notice(page)).toHaveCount(0);
});

test("the keyboard reaches both answers early and moves on past them", async ({ page }) => {
  await countTagRequests(page);
  await open(page, "/en/blog");
  const focused: string[] = [];
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press("Tab");
    focused.push(
      await page.evaluate(() => {
        const element = document.activeElement as HTMLElement;
        return `${element.closest("#analytics-consent") ? "notice:" : ""}${element.textContent?.trim()}`;
      }),
    );
  }
  const accept = focused.indexOf("notice:Accept");
  expect(accept, focused.join(" | ")).toBeGreaterThan(0);
  expect(accept).toBeLessThan(4);
  expect(focused[accept + 1]).toBe("notice:Decline");
  // Not a trap: the next Tab leaves the notice for the page.
  expect(focused[accept + 2]).not.toMatch(/^notice:/);
  // And a key answers: Decline with the space bar.
  await open(page, "/en/blog");
  for (let i = 0; i <= accept + 1; i++) await page.keyboard.press("Tab");
  await expect(notice(page).getByRole("button", { name: "Decline" })).toBeFocused();
  await page.keyboard.press("Space");
  await expect(notice(page)).toBeHidden();
});

for (const width of [390, 1280])
  for (const locale of ["ko", "en"] as const)
    test(`the notice at ${width} px in ${locale} leaves the page usable below it`, async ({ page }) => {
      await countTagRequests(page);
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await open(page, locale === "ko" ? "/blog" : "/en/blog");
      await expect(notice(page)).toBeVisible();
      await page.screenshot({ path: `/tmp/consent-${locale}-${width}.png` });
      const height = (await notice(page).boundingBox())!.height;
      // On a phone it leaves most of the screen to the page.
      if (width === 390) expect(height).toBeLessThan(844 * 0.4);
      // Scrolled to the end, the footer ends above the notice, not behind it. (The footer's newsletter form
      // loads as it nears the screen and makes the page longer: scroll until the end stays put.)
      const overlap = () =>
        page.evaluate(() => {
          window.scrollTo(0, document.documentElement.scrollHeight);
          const footer = document.querySelector("footer")!.getBoundingClientRect().bottom;
          return footer - document.getElementById("analytics-consent")!.getBoundingClientRect().top;
        });
      await expect.poll(overlap).toBeLessThanOrEqual(1);
      await page.screenshot({ path: `/tmp/consent-${locale}-${width}-end.png` });
    });
