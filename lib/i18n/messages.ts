import { fillBrandTokens } from "./brand-tokens";
import type { Locale } from "./routing";
import type { en } from "@/messages/en";

export type Messages = typeof en;

/** Brand placeholders (./brand-tokens.ts) are filled in once at load, so ICU sees plain text. */
function fillBrand<T>(value: T): T {
  if (typeof value === "string") return fillBrandTokens(value) as T;
  if (Array.isArray(value)) return value.map(fillBrand) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, fillBrand(inner)])) as T;
  }
  return value;
}

const cache = new Map<Locale, Messages>();

export async function loadMessages(locale: Locale): Promise<Messages> {
  const cached = cache.get(locale);
  if (cached) return cached;
  const raw: Messages = locale === "en" ? (await import("@/messages/en")).en : (await import("@/messages/ko")).ko;
  const filled = fillBrand(raw);
  cache.set(locale, filled);
  return filled;
}

/** Every namespace but the back office's: what public pages hand to their client components. */
export function publicMessages(messages: Messages): Omit<Messages, "staff"> {
  return Object.fromEntries(Object.entries(messages).filter(([namespace]) => namespace !== "staff")) as Omit<
    Messages,
    "staff"
  >;
}
