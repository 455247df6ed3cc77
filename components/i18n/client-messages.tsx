import type { ReactNode } from "react";
import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import type { Locale } from "@/lib/i18n/routing";
import { pickNamespaces, sharedClientNamespaces, type Messages, type Namespace } from "@/lib/i18n/messages";

interface ClientMessagesProps {
  /** Beyond the shared ones (the public layout names none). */
  namespaces?: Namespace[];
  /** The request's locale when the caller has it (the layout); otherwise next-intl's own. */
  locale?: Locale;
  children: ReactNode;
}

/**
 * Hands client components the namespaces they read: the shared ones, and a page's own beside them (a
 * nested provider replaces its parent's messages), so only the pages that use them carry those strings.
 */
export async function ClientMessages({ namespaces = [], locale, children }: ClientMessagesProps) {
  const messages = (await getMessages(locale ? { locale } : undefined)) as Messages;
  return (
    <NextIntlClientProvider messages={pickNamespaces(messages, [...sharedClientNamespaces, ...namespaces])}>
      {children}
    </NextIntlClientProvider>
  );
}
