import "server-only";
import { createTranslator } from "next-intl";
import { compiledMessages } from "./compile-messages";
import { loadMessages, type Messages } from "./messages";
import type { Locale } from "./routing";

/** A translator for text whose key is built at run time (a zod issue's code, an upload check's refusal). */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

/**
 * next-intl's translator over one namespace of a locale's messages, for code outside a page: route
 * handlers, workers, tests. An unknown key comes back as itself rather than throwing, so a new error
 * code still shows something readable.
 */
export function translatorFrom(locale: Locale, messages: Messages, namespace: string): Translate {
  return createTranslator({
    locale,
    messages: compiledMessages(messages),
    namespace: namespace as never,
    onError: () => {},
    getMessageFallback: ({ key }) => key,
  }) as unknown as Translate;
}

const translators = new Map<string, Translate>();

/** The same, loading the locale's messages first (every server-side translation goes through here). */
export async function serverTranslator(locale: Locale, namespace: string): Promise<Translate> {
  const id = `${locale}:${namespace}`;
  let translate = translators.get(id);
  if (!translate) {
    translate = translatorFrom(locale, await loadMessages(locale), namespace);
    translators.set(id, translate);
  }
  return translate;
}
