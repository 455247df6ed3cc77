import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageIntro } from "@/components/ui/page-intro";
import { resolveLocale } from "@/lib/i18n/params";
import { sitePageMetadata } from "@/lib/seo/page-metadata";
import { isCityVariant, type LeadVariant } from "@/lib/validation/lead-variants";
import { LeadFormSection } from "./lead-form-section";

interface LocaleProps {
  params: Promise<{ locale: string }>;
}

type CampaignKey = "phx" | "boston" | "la" | "ed1";

/** A campaign landing page (chrome hidden by the shell): its heading, a line, and the variant's lead form. */
export function defineCampaignPage(key: CampaignKey, variant: LeadVariant) {
  return {
    async generateMetadata({ params }: LocaleProps): Promise<Metadata> {
      return sitePageMetadata(await resolveLocale(params), key);
    },
    async Page({ params }: LocaleProps) {
      const locale = await resolveLocale(params);
      const page = await getTranslations({ locale, namespace: `pages.${key}` });
      const t = await getTranslations({ locale, namespace: "campaign" });
      return (
        <>
          <PageIntro heading={page("heading")} lead={t(`${key}.lead`)}>
            {isCityVariant(variant) && <p>{t("trialNote")}</p>}
          </PageIntro>
          <LeadFormSection variant={variant} heading={t(`${key}.formHeading`)} />
        </>
      );
    },
  };
}
