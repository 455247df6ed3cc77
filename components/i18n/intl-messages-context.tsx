"use client";

import { createContext, type ReactNode } from "react";
import type { ConsentNotice } from "@/content/legal/consent-notice";
import type { Locale } from "@/lib/i18n/routing";

export interface IntlMessages {
  locale: Locale;
  /** The server's, so that dates format the same in the browser as in the pre-rendered HTML. */
  timeZone: string;
  /** Parsed on the server (lib/i18n/compile-messages.ts). */
  messages: Record<string, unknown>;
  /**
   * The consent notice the forms show, in the page's language: the server picks it, so a form's code
   * does not carry every language's notice (content/legal/consent-notice.ts).
   */
  consent: ConsentNotice;
}

/**
 * The messages the page's client parts may need, held without next-intl's runtime: the parts that
 * format them (forms, the demo popup, the wizard) load on demand and bring it along (./intl-boundary.tsx),
 * so a page whose visitor never opens one does not download it.
 */
export const IntlMessagesContext = createContext<IntlMessages | null>(null);

export function IntlMessagesProvider({ value, children }: { value: IntlMessages; children: ReactNode }) {
  return <IntlMessagesContext.Provider value={value}>{children}</IntlMessagesContext.Provider>;
}
