/** @jest-environment node */
import { readFileSync } from "node:fs";
import path from "node:path";
import { unreachableBoldTexts } from "@/scripts/media/drawn-hangul";
import { cmapOf, fontsourceSlices, inRanges, siteHangul, subsetFile } from "@/tests/support/korean-fonts";

const code = (char: string) => char.codePointAt(0)!;
const weights = ["400", "700"] as const;

describe("Korean type", () => {
  it("the regular subset holds every Hangul syllable in messages/, content/ and the seed posts", () => {
    const cmap = cmapOf(subsetFile("400"));
    const missing = [...siteHangul()].filter((char) => !cmap.has(code(char)));
    // When this fails, rebuild the subset: see scripts/media/subset-fonts.py.
    expect(missing.join("")).toBe("");
  });

  it("the bold subset holds every syllable the pages draw in bold, and only those", () => {
    const bold = [...readFileSync(path.join(process.cwd(), "app", "fonts", "bold-hangul.txt"), "utf8").trim()];
    expect(bold.length).toBeGreaterThan(100);
    const cmap = cmapOf(subsetFile("700"));
    expect(bold.filter((char) => !cmap.has(code(char))).join("")).toBe("");
    const hangul = [...cmap].filter((point) => point >= 0xac00 && point <= 0xd7a3);
    expect(hangul).toHaveLength(bold.length);
  });

  it("the bold subset draws the headings and buttons of a failed page and of a part that could not load", () => {
    // These views have no Korean fallback faces (global-error.tsx has no layout), and no crawl reaches them.
    expect(unreachableBoldTexts()).toContain("문제가 발생했습니다");
    const cmap = cmapOf(subsetFile("700"));
    const missing = unreachableBoldTexts().flatMap((text) =>
      [...text].filter((char) => /\S/.test(char) && !cmap.has(code(char))),
    );
    expect(missing.join("")).toBe("");
  });

  it.each(weights)("the %s subset holds printable ASCII, the Latin a Korean page draws without Inter", (weight) => {
    const cmap = cmapOf(subsetFile(weight));
    const missing: string[] = [];
    for (let point = 0x20; point < 0x7f; point++) if (!cmap.has(point)) missing.push(String.fromCodePoint(point));
    expect(missing.join("")).toBe("");
  });

  it("the label face holds the language switch's 한국어", () => {
    const cmap = cmapOf(subsetFile("label"));
    expect([..."한국어"].every((char) => cmap.has(code(char)))).toBe(true);
  });

  it.each(weights)("the %s fallback slices draw all 11,172 Hangul syllables", (weight) => {
    const slices = fontsourceSlices(weight).filter((slice) =>
      slice.ranges.some(([from, to]) => to >= 0xac00 && from <= 0xd7a3),
    );
    const drawn = new Set<number>();
    for (const slice of slices) {
      for (const point of cmapOf(slice.file)) if (inRanges(point, slice.ranges)) drawn.add(point);
    }
    const missing: string[] = [];
    for (let point = 0xac00; point <= 0xd7a3; point++) if (!drawn.has(point)) missing.push(String.fromCodePoint(point));
    expect(missing.join("")).toBe("");
  });
});
