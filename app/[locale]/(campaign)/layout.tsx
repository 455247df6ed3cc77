import { PublicLayout } from "@/components/shell/public-layout";
import { businessSettingsOf } from "@/lib/config/business-settings";
import { env } from "@/lib/config/env";
import { resolveLocale } from "@/lib/i18n/params";

type GroupLayoutProps = LayoutProps<"/[locale]">;

/** Campaign and booking pages: the public shell without its banner, header and try-it invitation. */
export default async function CampaignLayout({ children, params }: GroupLayoutProps) {
  // Every layout sets the request's locale itself (layouts render in parallel): the shell's
  // translations then come from it, not from the request headers, and the pages stay static.
  return (
    <PublicLayout
      locale={await resolveLocale(params)}
      tagManagerId={env().GTM_ID}
      business={businessSettingsOf(env())}
      chrome={false}
    >
      {children}
    </PublicLayout>
  );
}
