import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { FormSection } from "@/components/forms/form-section";
import { PageIntro } from "@/components/ui/page-intro";

interface FormPageProps {
  /** Its heading is `pages.<page>.heading`; its form section is named `<page>-form`. */
  page: "contact" | "signup";
  lead: string;
  formHeading: string;
  form: ReactNode;
}

/** A page that is there for one form: the page's heading and a lead, then the form under its own heading. */
export async function FormPage({ page: key, lead, formHeading, form }: FormPageProps) {
  const page = await getTranslations(`pages.${key}`);
  return (
    <>
      <PageIntro heading={page("heading")} lead={lead} />
      <FormSection heading={formHeading} id={`${key}-form`}>
        {form}
      </FormSection>
    </>
  );
}
