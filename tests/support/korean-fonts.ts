// Reads the site's Korean font files and texts for the glyph-coverage tests (unit and browser).
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import * as fontkit from "fontkit";
import type { Page } from "@playwright/test";

// Jest and Playwright both run from the repository root.
const root = process.cwd();
const hangul = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7a3]/gu;
const textDirs = ["messages", "content", "lib/blog", "lib/config", "lib/news"];
const fontsource = path.join(root, "node_modules", "@fontsource", "noto-sans-kr");

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (name === "generated") return [];
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

/** Every Hangul character in messages/, content/, the seed posts (lib/blog), the seeded news (lib/news) and the brand defaults (lib/config). */
export function siteHangul(): Set<string> {
  const chars = new Set<string>();
  for (const dir of textDirs) {
    for (const file of filesUnder(path.join(root, dir))) {
      if (!/\.(json|ts|tsx)$/.test(file)) continue;
      for (const char of readFileSync(file, "utf8").match(hangul) ?? []) chars.add(char);
    }
  }
  return chars;
}

/** The code points a font file maps to a glyph. */
export function cmapOf(file: string): Set<number> {
  const font = fontkit.create(readFileSync(file)) as fontkit.Font;
  return new Set(font.characterSet);
}

export const subsetFile = (name: "400" | "700" | "label") =>
  path.join(root, name === "label" ? "app" : "public", "fonts", `noto-sans-kr-${name}.woff2`);

export interface Slice {
  file: string;
  ranges: Array<[number, number]>;
}

/** The @font-face rules of @fontsource/noto-sans-kr for one weight: each slice's file and unicode-range. */
export function fontsourceSlices(weight: "400" | "700"): Slice[] {
  const css = readFileSync(path.join(fontsource, `${weight}.css`), "utf8");
  return [...css.matchAll(/url\(\.\/files\/([^)]+\.woff2)\)[^;]*;\s*unicode-range:\s*([^;]+);/g)].map((match) => ({
    file: path.join(fontsource, "files", match[1]!),
    ranges: match[2]!.split(",").map((part) => {
      const [from, to] = part.trim().replace(/^U\+/i, "").split("-");
      return [parseInt(from!, 16), parseInt(to ?? from!, 16)];
    }),
  }));
}

export const inRanges = (code: number, ranges: Array<[number, number]>) =>
  ranges.some(([from, to]) => code >= from && code <= to);

/** The paths of the fonts a page fetches: those of its load, and later ones as they come. */
export async function fontsFetched(page: Page, url: string): Promise<string[]> {
  const fonts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") fonts.push(new URL(request.url()).pathname);
  });
  await page.goto(url);
  await page.waitForLoadState("networkidle");
  return fonts;
}

/** The fonts Chromium drew the first element matching `selector` with (CDP). */
export async function fontsOf(page: Page, selector: string): Promise<{ familyName: string; isCustomFont: boolean }[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  await cdp.detach();
  return fonts;
}
