import { getTranslations } from "next-intl/server";
import { FormSection } from "@/components/forms/form-section";
import { SignupForm } from "@/components/forms/signup-form";
import { PageIntro } from "@/components/ui/page-intro";
import { resolveLocale } from "@/lib/i18n/params";
import { sitePageMetadataFor } from "@/lib/seo/page-metadata";

export const generateMetadata = sitePageMetadataFor("signup");

export default async function SignupPage({ params }: PageProps<"/[locale]/signup">) {
  const locale = await resolveLocale(params);
  const page = await getTranslations({ locale, namespace: "pages.signup" });
  const t = await getTranslations({ locale, namespace: "signupPage" });
  return (
    <>
      <PageIntro heading={page("heading")} lead={t("lead")} />
      <FormSection heading={t("formHeading")} id="signup-form">
        <SignupForm />
      </FormSection>
    </>
  );
}
