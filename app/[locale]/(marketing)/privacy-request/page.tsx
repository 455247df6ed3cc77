import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/i18n/client-messages";
import { FormSection } from "@/components/forms/form-section";
import { PrivacyRequestForm } from "@/components/forms/privacy-request-form";
import { PageIntro } from "@/components/ui/page-intro";
import { resolveLocale } from "@/lib/i18n/params";
import { buildMetadata } from "@/lib/seo/build-metadata";

type PrivacyRequestPageProps = PageProps<"/[locale]/privacy-request">;

export async function generateMetadata({ params }: PrivacyRequestPageProps): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: "privacyRequest.page" });
  return buildMetadata({ locale, path: "/privacy-request", title: t("title"), description: t("description") });
}

/** The privacy policy's request form (PIPA arts. 35-37): the request counts once its e-mailed link is followed. */
export default async function PrivacyRequestPage({ params }: PrivacyRequestPageProps) {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: "privacyRequest.page" });
  return (
    <>
      <PageIntro heading={t("heading")} lead={t("lead")} />
      <FormSection heading={t("formHeading")} id="privacy-request-form">
        <ClientMessages namespaces={["privacyRequest.form"]} locale={locale}>
          <PrivacyRequestForm />
        </ClientMessages>
      </FormSection>
    </>
  );
}
