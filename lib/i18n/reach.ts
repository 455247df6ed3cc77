import type { ReachOptions } from "@/content/facts";
import { isPlaceholder } from "@/lib/config/placeholder";
import { withParticle } from "./particles";

const contactPage = { ko: "문의하기 페이지", en: "our contact page" } as const;

/**
 * Where a typed text (legal pages, career postings, the consent notice) tells visitors to write: the
 * address a setting holds (SUPPORT_EMAIL, CAREERS_EMAIL), or — while it still holds its example
 * default (lib/config/placeholder.ts) — the site's contact page, as the footer does. The sentences
 * around it read either way ("contact us via …", "…로 연락해 주십시오").
 */
export function reachVia(address: string, locale: "ko" | "en", { link = false, particle }: ReachOptions = {}): string {
  const words = isPlaceholder(address) ? contactPage[locale] : address;
  const withEnding = particle ? withParticle(words, particle) : words;
  if (!link || !isPlaceholder(address)) return withEnding;
  // The link covers the words, not the particle after them.
  return `[${words}](/contact)${withEnding.slice(words.length)}`;
}

/** The "Contact us" list line: "E-mail: …@…", or "Contact: our contact page" while the address is a placeholder. */
export function contactLine(address: string, locale: "ko" | "en"): string {
  const label = isPlaceholder(address) ? { ko: "문의", en: "Contact" } : { ko: "이메일", en: "E-mail" };
  return `${label[locale]}: ${reachVia(address, locale, { link: true })}`;
}
