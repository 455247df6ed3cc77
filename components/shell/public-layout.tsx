import type { ReactNode } from "react";
import { ClientMessages } from "@/components/i18n/client-messages";
import type { BusinessSettings } from "@/lib/config/business-settings";
import type { Locale } from "@/lib/i18n/routing";
import { SiteShell } from "./site-shell";

/**
 * The public route groups' layout: the messages the shared client components read (a page whose own
 * client components need more wraps them in ClientMessages) and the site's shell, with its chrome
 * (banner, header, try-it invitation) unless the group says otherwise.
 */
export async function PublicLayout({
  locale,
  tagManagerId,
  business,
  chrome = true,
  children,
}: {
  locale: Locale;
  /** The tag manager's container id (GTM_ID), read from the environment by the route group's layout. */
  tagManagerId: string | undefined;
  /** Who runs the site, for the footer (read from the environment by the layout, like the id). */
  business: BusinessSettings;
  chrome?: boolean;
  children: ReactNode;
}) {
  return (
    <ClientMessages locale={locale}>
      <SiteShell locale={locale} tagManagerId={tagManagerId} business={business} chrome={chrome}>
        {children}
      </SiteShell>
    </ClientMessages>
  );
}
