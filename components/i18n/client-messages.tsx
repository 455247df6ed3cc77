import type { ReactNode } from "react";
import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import { pickNamespaces, sharedClientNamespaces, type Messages, type Namespace } from "@/lib/i18n/messages";

/**
 * Hands a page's own client components the namespaces they read, beside the shared ones (a nested
 * provider replaces its parent's messages), so only the pages that use them carry those strings.
 */
export async function ClientMessages({ namespaces, children }: { namespaces: Namespace[]; children: ReactNode }) {
  const messages = (await getMessages()) as Messages;
  return (
    <NextIntlClientProvider messages={pickNamespaces(messages, [...sharedClientNamespaces, ...namespaces])}>
      {children}
    </NextIntlClientProvider>
  );
}
