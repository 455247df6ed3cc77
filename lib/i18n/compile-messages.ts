import "server-only";
import compile from "icu-minify/compile";

type Tree = { [key: string]: unknown };

/**
 * A catalog as next-intl formats it here: each ICU string parsed once into next-intl's precompiled
 * form, which use-intl's small formatter reads (next.config.ts and the Jest config select it
 * everywhere), so no page ships the ICU parser, about 9 KB compressed. Plain text stays a string,
 * so `t.raw` over prose still returns strings. A string the parser refuses (an editor hint that shows
 * tag names as text) stays as it is, and the small formatter prints it verbatim.
 */
export function compileMessages<T extends Tree>(messages: T): T {
  return compileValue(messages) as T;
}

const catalogs = new WeakMap<object, unknown>();

/** The same, once per loaded catalog (the request config and every server translator share it). */
export function compiledMessages<T extends Tree>(messages: T): T {
  let compiledCatalog = catalogs.get(messages);
  if (!compiledCatalog) {
    compiledCatalog = compileMessages(messages);
    catalogs.set(messages, compiledCatalog);
  }
  return compiledCatalog as T;
}

// The catalog is finite and the back office compiles per request: each string is parsed once.
const compiled = new Map<string, unknown>();

function compileString(text: string): unknown {
  if (!compiled.has(text)) {
    let result: unknown = text;
    try {
      // Plain objects only: the compiler builds null-prototype ones, which React won't pass to the browser.
      result = JSON.parse(JSON.stringify(compile(text)));
    } catch {
      // Kept as text (see above).
    }
    compiled.set(text, result);
  }
  return compiled.get(text);
}

function compileValue(value: unknown): unknown {
  if (typeof value === "string") return compileString(value);
  if (Array.isArray(value)) return value.map(compileValue);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, compileValue(inner)]));
  }
  return value;
}
