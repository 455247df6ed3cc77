import "server-only";
import compile from "icu-minify/compile";

type Tree = { [key: string]: unknown };

const catalogs = new WeakMap<object, unknown>();

/** A catalog with each ICU string precompiled, so no page ships the ICU parser; once per catalog (docs/languages.md). */
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
