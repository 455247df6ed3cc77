import type { Page } from "@playwright/test";
import path from "node:path";
import { careerPostings } from "@/lib/content/site";
import { type LegalKind, type VersionedKind } from "@/content/legal";
import { earlierVersions, legalDocument } from "@/lib/content/legal";
import { seedPostsKo } from "@/lib/blog/seed-posts-ko";
import { cmapOf, fontsFetched, fontsOf, fontsourceSlices, subsetFile } from "@/tests/support/korean-fonts";
import { expect, test } from "./fixtures";
import { messagesFor, pageLocales } from "./pages-helpers";

/**
 * Every message string, every content text, the published posts and names a visitor might type are
 * drawn in Chromium, which reports the fonts it used for each element (CDP). On a machine without a
 * Korean system font a missing glyph shows up as a system font (a box) or as a character no used
 * font maps; both fail here.
 */
test.use({ locale: "ko-KR" });

const names = [
  "홍길동",
  "리뷰",
  "오피스텔",
  "김철수",
  "이민수 박사",
  "뷁",
  "똠양꿍",
  "햏",
  "읊조리다",
  "닭볶음탕",
  "괭이갈매기",
  "퓌",
];

function strings(value: unknown, out: Set<string>): Set<string> {
  if (typeof value === "string") out.add(value);
  else if (Array.isArray(value)) value.forEach((inner) => strings(inner, out));
  else if (value && typeof value === "object") Object.values(value).forEach((inner) => strings(inner, out));
  return out;
}

async function siteTexts(): Promise<string[]> {
  const out = new Set<string>();
  for (const locale of pageLocales) {
    strings(await messagesFor(locale), out);
    for (const kind of ["terms", "privacy", "privacy2021"] as LegalKind[]) strings(legalDocument(kind, locale), out);
    for (const kind of ["terms", "privacy"] as VersionedKind[])
      for (const earlier of earlierVersions(kind, locale)) strings(earlier.document(), out);
    strings(careerPostings(locale), out);
  }
  strings(seedPostsKo, out);
  return [...out].filter((text) => /[^\s]/.test(text));
}

/**
 * The texts' characters, each once, in lines of 50: the browser picks a face per character, whatever its
 * neighbours, so this draws what the texts draw with a few hundred lines instead of thousands.
 */
function byCharacter(texts: string[]): string[] {
  const characters = [...new Set(texts.flatMap((text) => [...text]).filter((char) => /\S/.test(char)))].sort();
  const lines: string[] = [];
  for (let start = 0; start < characters.length; start += 50) lines.push(characters.slice(start, start + 50).join(""));
  return lines;
}

const union = (...sets: Set<number>[]) => new Set(sets.flatMap((set) => [...set]));
/** What each web font the site declares can draw, by the family name Chromium reports. */
function cmaps() {
  const slices = [...fontsourceSlices("400"), ...fontsourceSlices("700")];
  return {
    inter: cmapOf(path.join(process.cwd(), "public", "fonts", "inter-latin-variable.woff2")),
    subset: union(cmapOf(subsetFile("400")), cmapOf(subsetFile("700")), cmapOf(subsetFile("label"))),
    slices: union(...slices.map((slice) => cmapOf(slice.file))),
  };
}

async function render(page: Page, texts: string[]) {
  await page.evaluate((list) => {
    const box = document.createElement("div");
    box.id = "glyphs";
    list.forEach((text, index) => {
      for (const weight of [400, 700]) {
        const line = document.createElement("p");
        line.id = `g${index}w${weight}`;
        line.style.fontWeight = String(weight);
        line.textContent = text;
        box.append(line);
      }
    });
    document.body.prepend(box);
  }, texts);
  // Faces load as the glyphs are needed; wait until the browser has nothing left to fetch.
  await page.evaluate(async () => {
    for (let round = 0; round < 3; round++) {
      await document.fonts.ready;
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  });
}

/** Whether a weight's Hangul may come from the fallback slices (else from the subset alone). */
type SlicesAllowed = (weight: 400 | 700) => boolean;

/** The addresses of the Korean fallback slices the page downloads from now on. */
function watchSlices(page: Page): string[] {
  const fetched: string[] = [];
  page.on("request", (request) => {
    if (/noto-sans-kr-\d+-\d+-normal/.test(request.url())) fetched.push(request.url());
  });
  return fetched;
}

/**
 * Opens a form page and focuses its first field, as a visitor about to type does: the page then adds the
 * Korean fallback faces (components/shell/korean-fallback.ts), and says when they are in.
 */
async function openFormWithFallbackReady(page: Page, address: string) {
  await page.goto(address);
  await page.getByRole("textbox").first().focus();
  await expect(page.locator("html")).toHaveAttribute("data-korean-fallback", "ready");
}

async function problems(page: Page, texts: string[], allowSlices: SlicesAllowed): Promise<string[]> {
  const { inter, subset, slices } = cmaps();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
  // One line per text and weight, in the order render() wrote them.
  const { nodeIds } = await cdp.send("DOM.querySelectorAll", { nodeId: root.nodeId, selector: "#glyphs > p" });
  expect(nodeIds).toHaveLength(texts.length * 2);
  const found: string[] = [];
  // Every request at once: the browser answers them in order, without a round trip each.
  const perNode = await Promise.all(
    nodeIds.map((nodeId) => cdp.send("CSS.getPlatformFontsForNode", { nodeId }).then(({ fonts }) => fonts)),
  );
  for (const [position, fonts] of perNode.entries()) {
    const text = texts[Math.floor(position / 2)]!;
    const weight = position % 2 === 0 ? 400 : 700;
    const drawable = new Set<number>();
    for (const font of fonts) {
      if (!font.isCustomFont) found.push(`${weight} "${text.slice(0, 40)}": system font ${font.familyName}`);
      else if (font.familyName === "Inter") inter.forEach((code) => drawable.add(code));
      else if (font.familyName === "Noto Sans CJK KR") subset.forEach((code) => drawable.add(code));
      else if (/^Noto Sans KR/.test(font.familyName) && allowSlices(weight))
        slices.forEach((code) => drawable.add(code));
      else found.push(`${weight} "${text.slice(0, 40)}": ${font.familyName}`);
    }
    const missing = [...text].filter((char) => /\S/.test(char) && !drawable.has(char.codePointAt(0)!));
    if (missing.length) found.push(`${weight} "${text.slice(0, 40)}": no glyph for ${[...new Set(missing)].join("")}`);
  }
  return found;
}

test("every message, content text and published post draws from the site's own faces, the regular subset alone for Hangul", async ({
  page,
}) => {
  test.setTimeout(300_000);
  const texts = byCharacter(await siteTexts());
  const slicesFetched = watchSlices(page);
  await openFormWithFallbackReady(page, "/contact");
  await render(page, texts);
  // The bold subset holds only what the pages draw in bold (public-pages.spec.ts): any other bold text
  // comes from the fallback slices, in the same typeface.
  expect(await problems(page, texts, (weight) => weight === 700)).toEqual([]);
  // The regular subset covered it all: no regular fallback slice was downloaded.
  expect(slicesFetched.filter((url) => /-400-normal/.test(url))).toEqual([]);
});

test("names and words outside the subset load their glyphs from the fallback slices", async ({ page }) => {
  const slicesFetched = watchSlices(page);
  await openFormWithFallbackReady(page, "/contact");
  await render(page, names);
  expect(await problems(page, names, () => true)).toEqual([]);
  expect(slicesFetched.length).toBeGreaterThan(0);
  await page.locator("#glyphs").screenshot({ path: test.info().outputPath("typed-names.png") });
});

test("names typed into a form field are drawn in the site's faces", async ({ page }) => {
  const { inter, subset, slices } = cmaps();
  const drawable = union(inter, subset, slices);
  await openFormWithFallbackReady(page, "/contact");
  const field = page.getByRole("textbox").first();
  const typed = "홍길동 오피스텔 리뷰 뷁";
  await field.pressSequentially(typed);
  await expect(field).toHaveValue(typed);
  await field.evaluate((element) => element.setAttribute("data-typed", ""));
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => setTimeout(resolve, 300));
    await document.fonts.ready;
  });
  const fonts = await fontsOf(page, "[data-typed]");
  expect(fonts.filter((font) => !font.isCustomFont)).toEqual([]);
  expect(fonts.map((font) => font.familyName)).toEqual(expect.arrayContaining(["Noto Sans CJK KR"]));
  expect([...typed].filter((char) => /\S/.test(char) && !drawable.has(char.codePointAt(0)!))).toEqual([]);
});

const preloadOf = (file: string) =>
  new RegExp(
    `<link rel="preload" href="/fonts/${file.replace(".", "\\.")}" as="font" crossorigin="" type="font/woff2" fetchPriority="low"/>`,
  );

test("each language preloads, at low priority, the faces its first paint draws: the Korean subset's two weights, or Inter", async ({
  request,
}) => {
  const korean = await (await request.get("/about", { headers: { "accept-language": "ko-KR" } })).text();
  expect(korean).toMatch(preloadOf("noto-sans-kr-400.woff2"));
  expect(korean).toMatch(preloadOf("noto-sans-kr-700.woff2"));
  expect(korean).not.toMatch(/inter-latin-variable/);
  const english = await (await request.get("/en/about")).text();
  expect(english).toMatch(preloadOf("inter-latin-variable.woff2"));
  expect(english).not.toMatch(/noto-sans-kr-\d+/);
  for (const file of ["noto-sans-kr-400.woff2", "noto-sans-kr-700.woff2", "inter-latin-variable.woff2"]) {
    const font = await request.get(`/fonts/${file}`);
    expect(font.status()).toBe(200);
    expect(font.headers()["cache-control"]).toBe("public, max-age=604800");
  }
});

test("an English page downloads neither weight of the Korean subset", async ({ page }) => {
  const fonts = await fontsFetched(page, "/en/about");
  expect(fonts).toContain("/fonts/inter-latin-variable.woff2");
  expect(fonts.filter((font) => font.startsWith("/fonts/noto-sans-kr-"))).toEqual([]);
});

test("a Korean page draws its Latin from the Korean subset and downloads no Inter", async ({ page }) => {
  const fonts = await fontsFetched(page, "/about");
  expect(fonts).toEqual(expect.arrayContaining(["/fonts/noto-sans-kr-400.woff2", "/fonts/noto-sans-kr-700.woff2"]));
  expect(fonts.filter((font) => /inter/i.test(font))).toEqual([]);
  // The header's Latin ("English" in the language switch) is drawn by the subset, not a system font.
  const used = await fontsOf(page, 'header a[lang="en"]');
  expect(used).toEqual([expect.objectContaining({ familyName: "Noto Sans CJK KR", isCustomFont: true })]);
});

/** Whether the page's stylesheets hold the fallback slices' rules ("Noto Sans KR" faces). */
const hasFallbackRules = (page: Page) =>
  page.evaluate(() =>
    [...document.styleSheets].some((sheet) =>
      [...sheet.cssRules].some(
        (rule) => rule instanceof CSSFontFaceRule && /^"?Noto Sans KR"?$/.test(rule.style.fontFamily),
      ),
    ),
  );

test("a page of the site's own texts adds the fallback faces only when a field is used", async ({ page }) => {
  await page.goto("/contact");
  await page.waitForLoadState("load");
  await expect(page.locator("html")).toHaveAttribute("data-korean-fallback", "on-demand");
  // Tapping a button is not typing.
  await page.getByRole("banner").getByRole("button").first().focus();
  await page.waitForTimeout(300);
  expect(await hasFallbackRules(page)).toBe(false);
  await page.getByRole("textbox").first().focus();
  await expect(page.locator("html")).toHaveAttribute("data-korean-fallback", "ready");
  expect(await hasFallbackRules(page)).toBe(true);
});

test("a field focused while the page still loads brings the fallback faces too", async ({ page }) => {
  await page.goto("/contact", { waitUntil: "domcontentloaded" });
  await page.getByRole("textbox").first().focus();
  await expect(page.locator("html")).toHaveAttribute("data-korean-fallback", "ready");
});

test("a page showing stored posts adds the fallback faces once it has loaded, and so does one reached from another page", async ({
  page,
}) => {
  await page.goto("/blog");
  await expect(page.locator("html")).toHaveAttribute("data-korean-fallback", "ready");
  expect(await hasFallbackRules(page)).toBe(true);

  await page.goto("/zen-app");
  await page.waitForLoadState("load");
  await expect(page.locator("html")).toHaveAttribute("data-korean-fallback", "on-demand");
  await page.getByRole("contentinfo").getByRole("link", { name: "블로그", exact: true }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.locator("html")).toHaveAttribute("data-korean-fallback", "ready");
});

test("form controls take the page's faces: none names a system font to look up", async ({ page }) => {
  await page.goto("/contact");
  const body = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
  const controls = await page.evaluate(() =>
    [...document.querySelectorAll("button, input, select, textarea")].map(
      (control) => getComputedStyle(control).fontFamily,
    ),
  );
  expect(controls.length).toBeGreaterThan(5);
  expect([...new Set(controls)]).toEqual([body]);
});
