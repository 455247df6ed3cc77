// Shared helpers of the pages-*.spec.ts files: messages as the visitor sees them, paths per locale.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
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

/**
 * The messages of a locale with the brand tokens filled, as the site shows them. Read from the JSON
 * files directly: Playwright's loader cannot import JSON modules the way the app's index.ts does.
 */
export async function messagesFor(locale: PageLocale): Promise<Messages> {
  const dir = path.resolve(import.meta.dirname, "..", "..", "messages", locale);
  const entries = readdirSync(dir)
    .filter((file) => file.endsWith(".json"))
    .map((file) => {
      const text = fillBrandTokens(readFileSync(path.join(dir, file), "utf8"));
      return [file.replace(/\.json$/, ""), JSON.parse(text) as unknown];
    });
  return Object.fromEntries(entries) as Messages;
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
