import { readFileSync, existsSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/** JavaScript a first visit to `page` downloads: the script tags of its pre-rendered HTML, gzipped. */
export function javascriptBytes(root: string, page: string): { files: number; raw: number; gzip: number } {
  const htmlPath = path.join(root, ".next", "server", "app", page === "/" ? "ko.html" : `ko${page}.html`);
  if (!existsSync(htmlPath)) return { files: 0, raw: 0, gzip: 0 };
  const html = readFileSync(htmlPath, "utf8");
  // noModule scripts are legacy polyfills that modern browsers skip.
  const tags = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"[^>]*>/g)].filter((m) => !/noModule/i.test(m[0]));
  const sources = new Set(tags.map((m) => m[1] ?? ""));
  let raw = 0;
  let gzip = 0;
  for (const src of sources) {
    const file = path.join(root, ".next", decodeURIComponent(src.replace(/^\/_next\//, "")));
    if (!existsSync(file)) continue;
    const content = readFileSync(file);
    raw += content.byteLength;
    gzip += gzipSync(content, { level: 9 }).byteLength;
  }
  return { files: sources.size, raw, gzip };
}
