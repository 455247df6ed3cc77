import type { ReactNode } from "react";
import { getLocale, getMessages, getTimeZone } from "next-intl/server";
import type { Locale } from "@/lib/i18n/routing";
import { consentNotice } from "@/lib/content/consent";
import { IntlMessagesProvider } from "./intl-messages-context";
import { pickNamespaces, sharedClientNamespaces, type Messages, type Namespace } from "@/lib/i18n/messages";

interface ClientMessagesProps {
  /** Beyond the shared ones (the public layout names none). */
  namespaces?: Namespace[];
  /** The request's locale when the caller has it (the layout); otherwise next-intl's own. */
  locale?: Locale;
  children: ReactNode;
}

/**
 * Hands the client parts that load on demand the namespaces they read (./intl-boundary.tsx): the shared
 * ones, and a page's own beside them (a nested provider replaces its parent's messages), so only the
 * pages that use them carry those strings. Parts drawn with the page get their text as props instead.
 */
export async function ClientMessages({ namespaces = [], locale, children }: ClientMessagesProps) {
  const current = locale ?? ((await getLocale()) as Locale);
  const [messages, timeZone] = await Promise.all([
    getMessages({ locale: current }) as Promise<Messages>,
    getTimeZone({ locale: current }),
  ]);
  const picked = pickNamespaces(messages, [...sharedClientNamespaces, ...namespaces]);
  return (
    <IntlMessagesProvider value={{ locale: current, timeZone, messages: picked, consent: consentNotice(current) }}>
      {children}
    </IntlMessagesProvider>
  );
}
