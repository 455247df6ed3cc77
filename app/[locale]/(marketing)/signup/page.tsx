import { SignupForm } from "@/components/forms/signup-form";
import { pageTranslations } from "@/lib/seo/page-translations";
import { sitePageMetadataFor } from "@/lib/seo/page-metadata";
import { FormPage } from "../_components/form-page";

export const generateMetadata = sitePageMetadataFor("signup");

export default async function SignupPage({ params }: PageProps<"/[locale]/signup">) {
  const { t } = await pageTranslations(params, "signupPage");
  return <FormPage page="signup" lead={t("lead")} formHeading={t("formHeading")} form={<SignupForm />} />;
}
