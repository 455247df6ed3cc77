import type { ReactNode } from "react";
import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import { pickNamespaces, staffClientNamespaces, type Messages, type Namespace } from "@/lib/i18n/messages";
import type { Locale } from "@/lib/i18n/routing";

/**
 * The words the back office's client components read: every staff page's (staffClientNamespaces) and
 * a section's own beside them, as a nested provider replaces its parent's messages. The rest is
 * rendered on the server and stays out of the page's payload.
 */
export async function StaffClientMessages({
  locale,
  namespaces = [],
  children,
}: {
  locale: Locale;
  namespaces?: Namespace[];
  children: ReactNode;
}) {
  const all = (await getMessages({ locale })) as Messages;
  return (
    <NextIntlClientProvider messages={pickNamespaces(all, [...staffClientNamespaces, ...namespaces])}>
      {children}
    </NextIntlClientProvider>
  );
}
