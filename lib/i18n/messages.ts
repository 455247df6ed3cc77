import { brand } from "@/lib/config/brand";
import type { Locale } from "./routing";
import type { en } from "@/messages/en";

export type Messages = typeof en;

/** Brand placeholders the message files may use; filled in once at load so ICU sees plain text. */
const brandTokens: Record<string, string> = {
  "{product}": brand.productName,
  "{company}": brand.companyName,
  "{email}": brand.supportEmail,
  "{year}": String(brand.copyrightYear),
};
const tokenPattern = /\{(?:product|company|email|year)\}/g;

function fillBrand<T>(value: T): T {
  if (typeof value === "string") return value.replace(tokenPattern, (token) => brandTokens[token] ?? token) as T;
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
