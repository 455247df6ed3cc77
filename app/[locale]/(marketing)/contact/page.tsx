import { ContactForm } from "@/components/forms/contact-form";
import { sitePageMetadataFor } from "@/lib/seo/page-metadata";
import { FormPage } from "@/components/forms/form-page";
import { pageTranslations } from "@/lib/i18n/params";

export const generateMetadata = sitePageMetadataFor("contact");

export default async function ContactPage({ params }: PageProps<"/[locale]/contact">) {
  const { t } = await pageTranslations(params, "contactPage");
  return <FormPage page="contact" lead={t("replyPromise")} formHeading={t("formHeading")} form={<ContactForm />} />;
}
