import { getTranslations } from "next-intl/server";
import { PageIntro } from "@/components/ui/page-intro";
import { sitePageMetadataFor } from "@/lib/seo/page-metadata";
import { isCityVariant, type LeadVariant } from "@/lib/validation/lead-variants";
import { LeadForm } from "./lead-form";
import { LeadFormShell, type LeadFormSectionProps } from "./lead-form-shell";
import { pageTranslations } from "@/lib/i18n/params";

/** The lead form, loaded with the page: for pages where the form is the first thing a visitor sees. */
function LeadFormSection(props: LeadFormSectionProps) {
  return (
    <LeadFormShell {...props}>
      <LeadForm variant={props.variant} />
    </LeadFormShell>
  );
}

type CampaignKey = "phx" | "boston" | "la" | "ed1";

/** A campaign landing page (chrome hidden by the shell): its heading, a line, and the variant's lead form. */
export function defineCampaignPage(key: CampaignKey, variant: LeadVariant) {
  return {
    generateMetadata: sitePageMetadataFor(key),
    async Page({ params }: Pick<PageProps<"/[locale]">, "params">) {
      const { locale, t } = await pageTranslations(params, "campaign");
      const page = await getTranslations({ locale, namespace: `pages.${key}` });
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
