import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { FormSection } from "@/components/forms/form-section";
import { SignupForm } from "@/components/forms/signup-form";
import { PageIntro } from "@/components/ui/page-intro";
import { resolveLocale } from "@/lib/i18n/params";
import { sitePageMetadata } from "@/lib/seo/page-metadata";

type LocaleProps = PageProps<"/[locale]/signup">;

export async function generateMetadata({ params }: LocaleProps): Promise<Metadata> {
  return sitePageMetadata(await resolveLocale(params), "signup");
}

export default async function SignupPage({ params }: LocaleProps) {
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
