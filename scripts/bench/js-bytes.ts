import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

export interface JavascriptBytes {
  files: number;
  raw: number;
  gzip: number;
}

/**
 * JavaScript a first visit downloads: the script tags of a page's HTML (`html`, as served) of the app
 * built in `appDir`, gzipped at level 9. noModule scripts are legacy polyfills modern browsers skip.
 */
export function javascriptBytes(appDir: string, html: string): JavascriptBytes {
  const tags = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"[^>]*>/g)].filter((m) => !/noModule/i.test(m[0]));
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

/** A page's HTML as the server at `base` sends it to a first-time Korean visitor (pre-rendered or not). */
export async function servedHtml(base: string, route: string): Promise<string> {
  const response = await fetch(`${base}${route}`, { headers: { "accept-language": "ko" } });
  if (!response.ok) throw new Error(`${route} answered ${response.status}`);
  return response.text();
}
