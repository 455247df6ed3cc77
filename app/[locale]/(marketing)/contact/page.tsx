import { getTranslations } from "next-intl/server";
import { ContactForm } from "@/components/forms/contact-form";
import { FormSection } from "@/components/forms/form-section";
import { PageIntro } from "@/components/ui/page-intro";
import { resolveLocale } from "@/lib/i18n/params";
import { sitePageMetadataFor } from "@/lib/seo/page-metadata";

export const generateMetadata = sitePageMetadataFor("contact");

export default async function ContactPage({ params }: PageProps<"/[locale]/contact">) {
  const locale = await resolveLocale(params);
  const page = await getTranslations({ locale, namespace: "pages.contact" });
  const t = await getTranslations({ locale, namespace: "contactPage" });
  return (
    <>
      <PageIntro heading={page("heading")} lead={t("replyPromise")} />
      <FormSection heading={t("formHeading")} id="contact-form">
        <ContactForm />
      </FormSection>
    </>
  );
}
