import "server-only";
import compile from "icu-minify/compile";

type Tree = { [key: string]: unknown };

const catalogs = new WeakMap<object, unknown>();

/**
 * A catalog as next-intl formats it here: each ICU string parsed into next-intl's precompiled form,
 * which use-intl's small formatter reads (next.config.ts and the Jest config select it everywhere), so
 * no page ships the ICU parser, about 9 KB compressed. Plain text stays a string, so `t.raw` over prose
 * still returns strings. A string the parser refuses (an editor hint that shows tag names as text)
 * stays as it is, and the small formatter prints it verbatim. Done once per loaded catalog: the request
 * config and every server translator share the result.
 */
export function compiledMessages<T extends Tree>(messages: T): T {
  let compiledCatalog = catalogs.get(messages);
  if (!compiledCatalog) {
    compiledCatalog = compileValue(messages);
    catalogs.set(messages, compiledCatalog);
  }
  return compiledCatalog as T;
}

function compileString(text: string): unknown {
  try {
    // Plain objects only: the compiler builds null-prototype ones, which React won't pass to the browser.
    return JSON.parse(JSON.stringify(compile(text)));
  } catch {
    return text; // Kept as text (see above).
  }
}

function compileValue(value: unknown): unknown {
  if (typeof value === "string") return compileString(value);
  if (Array.isArray(value)) return value.map(compileValue);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, compileValue(inner)]));
  }
  return value;
}
