import type { ReactNode } from "react";
import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import { env } from "@/lib/config/env";
import { publicMessages, type Messages } from "@/lib/i18n/messages";
import type { Locale } from "@/lib/i18n/routing";
import { SiteShell } from "./site-shell";

/**
 * The public route groups' layout: the messages client components read (the back office's strings
 * left out, so public pages never carry them) and the site's chrome.
 */
export async function PublicLayout({ locale, children }: { locale: Locale; children: ReactNode }) {
  const messages = publicMessages((await getMessages({ locale })) as Messages);
  return (
    <NextIntlClientProvider messages={messages}>
      <SiteShell tagManagerId={env().GTM_ID}>{children}</SiteShell>
    </NextIntlClientProvider>
  );
}
