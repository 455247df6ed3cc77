import type { Browser, Page } from "@playwright/test";
import { sitePages } from "@/lib/seo/site-pages";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { ko } from "@/messages/ko";

/** The widths each page is read at: a phone's and a desktop's (their menus and headings differ). */
const widths = [412, 1280];

async function sitemapPaths(baseUrl: string): Promise<string[]> {
  const sitemap = await (await fetch(new URL("/sitemap.xml", baseUrl))).text();
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

/** An address that answers 404, for the page a visitor meets at a post that is gone. */
const missingPaths = ["/blog/no-such-post"];

/** A Korean message file, read at run time: Playwright's loader imports no JSON modules. */
const messages = <K extends keyof typeof ko>(namespace: K): (typeof ko)[K] =>
  JSON.parse(readFileSync(path.join(process.cwd(), "messages", "ko", `${namespace}.json`), "utf8"));

/**
 * What the views no crawl can bring up draw in bold: the heading and buttons of a page that failed to
 * render (error.tsx, global-error.tsx), the button of a part whose code is gone, the headings of the
 * plain pages for a missing file and a database outage (lib/http/page-requests.ts), what a sent or
 * failed form shows (the failure while offline above all, when no fallback face can load), and the
 * timed trial popup.
 */
export function unreachableBoldTexts(): string[] {
  const error = messages("error");
  const pages = messages("pages");
  const forms = messages("forms");
  const result = messages("reportWizard").result;
  const popup = messages("shell").tryPopup;
  return [
    error.title,
    error.retry,
    error.home,
    forms.lazy.reload,
    pages.notFound.title,
    pages.unavailable.title,
    forms.errors.network,
    forms.thankYou,
    forms.contact.thankYou,
    forms.contact.newMessage,
    ...[result.title, result.reference, result.price, result.files, result.done, result.failed, result.network],
    ...[popup.title, popup.start, popup.learnMore],
  ];
}

const isKoreanPage = (path: string) => !/^\/(en|api|staff|blog-editor|sitemap-generator)(\/|$)|\.\w+$/.test(path);

/**
 * The Hangul syllables the page draws in bold now (computed weight 550 or more: the bold subset's
 * file), each once, from every text node in the document, closed menus included.
 */
export async function boldHangulOf(page: Page): Promise<string[]> {
  const bold = await page.evaluate(() => {
    let text = "";
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest("script, style, noscript, template")) continue;
      if (Number(getComputedStyle(parent).fontWeight) >= 550) text += node.textContent ?? "";
    }
    return text;
  });
  return [...new Set(bold.match(/[\uac00-\ud7a3]/gu) ?? [])];
}

/** The site's own links the page holds, as paths. */
function sameOriginLinks(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>("a[href]")]
      .filter((link) => link.origin === location.origin)
      .map((link) => link.pathname),
  );
}

/**
 * Every Korean page a visitor can reach (the fixed pages, the sitemap's, and the site's pages they
 * link to), read in Chromium at a phone's and a desktop's width: which Hangul syllables each draws
 * in bold. Returns each syllable with the first page it was found on.
 */
export async function crawlBoldHangul(browser: Browser, baseUrl: string): Promise<Map<string, string>> {
  const bold = new Map<string, string>();
  for (const syllable of unreachableBoldTexts()
    .join("")
    .match(/[\uac00-\ud7a3]/gu) ?? [])
    bold.set(syllable, "(error views)");
  const seeds = [...Object.values(sitePages), ...(await sitemapPaths(baseUrl)), ...missingPaths].filter(isKoreanPage);
  // One load per page, read at each width in turn: the page reflows in place, its media queries and
  // menus switching as they do for a visitor who turns a tablet. Three tabs at once: most of a page's
  // time is spent waiting for the network to go quiet.
  const context = await browser.newContext({ viewport: { width: widths[0]!, height: 900 }, locale: "ko-KR" });
  const queue = [...new Set(seeds)];
  const seen = new Set(queue);
  const read = async (page: Page, next: string) => {
    await page.setViewportSize({ width: widths[0]!, height: 900 });
    const response = await page.goto(new URL(next, baseUrl).toString());
    if (!response || (!response.ok() && response.status() !== 404) || new URL(page.url()).pathname !== next) return;
    // Once still: what loads after the page (the booking calendar, or its fallback when the provider's
    // script cannot load) is drawn as well.
    await page.waitForLoadState("networkidle");
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      for (const syllable of await boldHangulOf(page)) if (!bold.has(syllable)) bold.set(syllable, next);
      for (const link of await sameOriginLinks(page)) {
        if (!isKoreanPage(link) || seen.has(link)) continue;
        seen.add(link);
        queue.push(link);
      }
    }
  };
  // A tab that finds the queue empty ends; a page another tab is reading may still add links, so a tab
  // ends only when no tab is reading.
  let reading = 0;
  const tab = async () => {
    const page = await context.newPage();
    for (;;) {
      const next = queue.shift();
      if (next === undefined) {
        if (reading === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
        continue;
      }
      reading++;
      try {
        await read(page, next);
      } finally {
        reading--;
      }
    }
  };
  await Promise.all([tab(), tab(), tab()]);
  await context.close();
  return bold;
}
