import { readFileSync, existsSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

export interface JavascriptBytes {
  files: number;
  raw: number;
  gzip: number;
}

/** The pre-rendered Korean HTML of a route in the project's build. */
export function siteHtml(root: string, route: string): string {
  return path.join(root, ".next", "server", "app", route === "/" ? "ko.html" : `ko${route}.html`);
}

/**
 * JavaScript a first visit downloads: the script tags of a pre-rendered HTML file (`html`) of the
 * app built in `appDir`, gzipped at level 9. noModule scripts are
 * legacy polyfills modern browsers skip.
 */
export function javascriptBytes(appDir: string, html: string): JavascriptBytes {
  if (!existsSync(html)) return { files: 0, raw: 0, gzip: 0 };
  const text = readFileSync(html, "utf8");
  const tags = [...text.matchAll(/<script[^>]+src="([^"]+\.js)"[^>]*>/g)].filter((m) => !/noModule/i.test(m[0]));
  const sources = new Set(tags.map((m) => m[1] ?? ""));
  let raw = 0;
  let gzip = 0;
  for (const src of sources) {
    const file = path.join(appDir, ".next", decodeURIComponent(src.replace(/^\/_next\//, "")));
    if (!existsSync(file)) continue;
    const content = readFileSync(file);
    raw += content.byteLength;
    gzip += gzipSync(content, { level: 9 }).byteLength;
  }
  return { files: sources.size, raw, gzip };
}
