import { createHash } from "node:crypto";

/**
 * CSP source expressions ('sha256-…') for the inline scripts of an HTML page that a browser runs.
 * Data blocks (JSON-LD) are not run, so they need none. Next escapes `</script` inside its payloads,
 * so the first closing tag ends each script.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? "";
    // `src` itself, not a `data-src`: a script with a source runs no inline text.
    if (/(?:^|\s)src\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== "text/javascript" && type !== "module") continue;
    hashes.add(
      `'sha256-${createHash("sha256")
        .update(match[2] ?? "", "utf8")
        .digest("base64")}'`,
    );
  }
  return [...hashes];
}
