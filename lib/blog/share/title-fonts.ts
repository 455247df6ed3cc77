import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";

/**
 * Noto Sans KR Bold for the share image's title, from the @fontsource package's unicode-range
 * slices (WOFF; the image renderer reads no WOFF2): only the slices holding the title's characters
 * are loaded, so a Korean title draws without loading the whole font.
 */
const PACKAGE = path.join(process.cwd(), "node_modules", "@fontsource", "noto-sans-kr");

interface Slice {
  file: string;
  ranges: [number, number][];
}

let slices: Promise<Slice[]> | undefined;
const fileCache = new Map<string, Promise<Buffer>>();

function parseSlices(css: string): Slice[] {
  const faces = css.split("@font-face").slice(1);
  return faces.flatMap((face) => {
    const file = /url\(\.\/files\/([^)]+\.woff)\)/.exec(face)?.[1];
    const range = /unicode-range:\s*([^;]+);/.exec(face)?.[1];
    if (!file || !range) return [];
    const ranges = range.split(",").map((part): [number, number] => {
      const [from = "0", to] = part.trim().replace(/^U\+/i, "").split("-");
      return [parseInt(from, 16), parseInt(to ?? from, 16)];
    });
    return [{ file, ranges }];
  });
}

/**
 * Each slice goes in under a name of its own ("Noto Sans KR 12"): the image renderer keeps one font
 * per name and weight, so slices sharing a name would hide each other. `family` lists them all.
 */
export async function titleFonts(
  text: string,
): Promise<{ family: string; fonts: { name: string; data: Buffer; weight: 700; style: "normal" }[] }> {
  slices ??= readFile(path.join(PACKAGE, "700.css"), "utf8").then(parseSlices);
  const all = await slices;
  const codes = new Set([...text].map((char) => char.codePointAt(0) ?? 0));
  const needed = all.filter((slice) =>
    [...codes].some((code) => slice.ranges.some(([from, to]) => code >= from && code <= to)),
  );
  const fonts = await Promise.all(
    needed.map(async (slice) => {
      if (!fileCache.has(slice.file)) fileCache.set(slice.file, readFile(path.join(PACKAGE, "files", slice.file)));
      const name = `Noto Sans KR ${slice.file.replace(/^noto-sans-kr-|-700-normal\.woff$/g, "")}`;
      return { name, data: await fileCache.get(slice.file)!, weight: 700 as const, style: "normal" as const };
    }),
  );
  return { family: fonts.map((font) => `"${font.name}"`).join(", "), fonts };
}
