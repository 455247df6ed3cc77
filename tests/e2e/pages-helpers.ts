// Shared helpers of the pages-*.spec.ts files: messages as the visitor sees them, paths per locale.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { fillBrandTokens } from "@/lib/i18n/brand-tokens";
import type { Messages } from "@/lib/i18n/messages";

export const pageLocales = ["ko", "en"] as const;
export type PageLocale = (typeof pageLocales)[number];

/** Korean at the bare path, English under /en. */
export function localePath(locale: PageLocale, path: string): string {
  if (locale === "ko") return path;
  return path === "/" ? "/en" : `/en${path}`;
}

export function browserLocale(locale: PageLocale): string {
  return locale === "ko" ? "ko-KR" : "en-US";
}

type PageOptions = Parameters<typeof test.use>[0];

/** `tests` once per language, as "name (ko)" and "name (en)", in a browser that asks for that language. */
export function eachLocale(
  name: string,
  ...args: [(locale: PageLocale) => void] | [PageOptions, (locale: PageLocale) => void]
) {
  const [options, tests] = args.length === 1 ? [{}, args[0]] : args;
  for (const locale of pageLocales) {
    test.describe(`${name} (${locale})`, () => {
      test.use({ locale: browserLocale(locale), ...options });
      tests(locale);
    });
  }
}

/**
 * The messages of a locale with the brand tokens filled, as the site shows them. Read from the JSON
 * files directly: Playwright's loader cannot import JSON modules the way the app's index.ts does.
 */
export async function messagesFor(locale: PageLocale): Promise<Messages> {
  const dir = path.resolve(import.meta.dirname, "..", "..", "messages", locale);
  const entries = readdirSync(dir)
    .filter((file) => file.endsWith(".json"))
    .map((file) => {
      const text = fillBrandTokens(readFileSync(path.join(dir, file), "utf8"), locale);
      return [file.replace(/\.json$/, ""), JSON.parse(text) as unknown];
    });
  return Object.fromEntries(entries) as Messages;
}

/** The namespaces of pages that open with a hero. */
type HeroNamespace = {
  [K in keyof Messages]: Messages[K] extends { hero: { headline: string } } ? K : never;
}[keyof Messages];

/** Opens a page in the locale and checks its h1 is the hero's headline; returns the page's messages. */
export async function openAtHero<K extends HeroNamespace>(page: Page, locale: PageLocale, path: string, namespace: K) {
  const m = (await messagesFor(locale))[namespace];
  await page.goto(localePath(locale, path));
  const { headline } = (m as { hero: { headline: string } }).hero;
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(headline);
  return m;
}

/** The keys of a namespace's sections that have a heading. */
type SectionKey<M> = { [K in keyof M]: M[K] extends { heading: string } ? K : never }[keyof M];

/** The sections whose h2 the page tests look for, in page order, by their key in the page's messages. */
export const sectionsWithHeadings = {
  about: ["leadership", "story", "funded", "partners", "intro", "timeline", "teamMembers", "programs", "news"],
  modular: ["description", "howItWorks", "audience", "modules", "customize", "customization"],
} as const satisfies { [K in keyof Messages]?: readonly SectionKey<Messages[K]>[] };

/** Checks that each named section's h2 is visible, in the given order. */
export async function expectSectionHeadings<M>(page: Page, m: M, sections: readonly SectionKey<M>[]) {
  for (const section of sections) {
    const { heading } = m[section] as { heading: string };
    await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  }
}

/** Fills ICU-style {name} arguments the way next-intl does for these simple messages. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => String(values[key] ?? whole));
}

/** Where #form's top sits relative to the viewport, and the most the page could scroll. */
export async function formPosition(page: Page) {
  return page.evaluate(() => {
    const form = document.getElementById("form");
    const top = form ? form.getBoundingClientRect().top : NaN;
    return {
      top,
      scrollY: window.scrollY,
      maxScroll: document.documentElement.scrollHeight - window.innerHeight,
      formDocTop: top + window.scrollY,
    };
  });
}

/** The scroll position an arrival scroll should reach for a given offset (clamped to the page end). */
export function expectedScroll(position: { formDocTop: number; maxScroll: number }, offset: number): number {
  return Math.max(0, Math.min(position.formDocTop - offset, position.maxScroll));
}

/**
 * The page's network activity, watched from before it is opened: how long no request has been open.
 * Playwright's "networkidle" waits a fixed 500 ms on every page; the page specs wait for less.
 */
export interface WatchedRequests {
  /** Milliseconds since the last request opened or closed; 0 while one is open. */
  quietFor: () => number;
}

export function watchRequests(page: Page): WatchedRequests {
  let open = 0;
  let last = Date.now();
  const touch = (delta: number) => () => {
    open += delta;
    last = Date.now();
  };
  page.on("request", touch(1));
  page.on("requestfinished", touch(-1));
  page.on("requestfailed", touch(-1));
  return { quietFor: () => (open > 0 ? 0 : Date.now() - last) };
}

/**
 * Until `read` answers the same twice in a row, `interval` ms apart, and `ready` holds as well: a scroll
 * that has ended, a page whose height has held.
 */
export async function untilSteady(
  read: () => Promise<number>,
  interval: number,
  ready: () => boolean = () => true,
): Promise<void> {
  let last = NaN;
  await expect
    .poll(
      async () => {
        const now = await read();
        const steady = now === last && ready();
        last = now;
        return steady;
      },
      { intervals: [interval] },
    )
    .toBe(true);
}

/** Until no request has been open for `ms`. */
export async function untilQuiet(requests: WatchedRequests, ms = 150): Promise<void> {
  await expect.poll(() => requests.quietFor(), { intervals: [50] }).toBeGreaterThanOrEqual(ms);
}

/**
 * Until the page's scripts have run: the shell marks the document once the page has loaded and hydrated
 * (`data-korean-fallback`, components/shell/korean-fallback.ts). A demo button pressed before that leads
 * to /demo instead of opening the popup.
 */
export async function untilHydrated(page: Page): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("data-korean-fallback", /./);
}

/**
 * Until the page's first render in the browser has run its effects: the shell pushes the view to the
 * tag manager's data layer in that commit. Unlike `untilHydrated`, it needs no timer, so it holds under
 * Playwright's paused clock.
 */
export async function untilViewCounted(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => window.dataLayer?.some((entry) => entry.event === "page_view")))
    .toBe(true);
}
