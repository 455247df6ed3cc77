import { SignupForm } from "@/components/forms/signup-form";
import { sitePageMetadataFor } from "@/lib/seo/page-metadata";
import { FormPage } from "@/components/forms/form-page";
import { pageTranslations } from "@/lib/i18n/params";

export const generateMetadata = sitePageMetadataFor("signup");

export default async function SignupPage({ params }: PageProps<"/[locale]/signup">) {
  const { t } = await pageTranslations(params, "signupPage");
  return <FormPage page="signup" lead={t("lead")} formHeading={t("formHeading")} form={<SignupForm />} />;
}
