import type { ReactNode } from "react";
import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import { env } from "@/lib/config/env";
import { pickNamespaces, sharedClientNamespaces, type Messages } from "@/lib/i18n/messages";
import type { Locale } from "@/lib/i18n/routing";
import { SiteShell } from "./site-shell";

/**
 * The public route groups' layout: the messages the shared client components read (a page whose own
 * client components need more wraps them in ClientMessages) and the site's chrome.
 */
export async function PublicLayout({ locale, children }: { locale: Locale; children: ReactNode }) {
  const messages = pickNamespaces((await getMessages({ locale })) as Messages, sharedClientNamespaces);
  return (
    <NextIntlClientProvider messages={messages}>
      <SiteShell tagManagerId={env().GTM_ID}>{children}</SiteShell>
    </NextIntlClientProvider>
  );
}
