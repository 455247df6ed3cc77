import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CareerPosting } from "@/components/career/career-posting";
import { findCareerPosting } from "@/lib/content/site";
import { careerIds } from "@/content/careers/types";
import { locales } from "@/lib/i18n/routing";
import { buildMetadata } from "@/lib/seo/build-metadata";
import { redirectTo, resolveLocale } from "@/lib/i18n/params";

type CareerProps = PageProps<"/[locale]/career/[id]">;

export function generateStaticParams() {
  return locales.flatMap((locale) => careerIds.map((id) => ({ locale, id })));
}

export async function generateMetadata({ params }: CareerProps): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const posting = findCareerPosting(locale, (await params).id);
  if (!posting) return {};
  const t = await getTranslations({ locale, namespace: "pages.career" });
  return buildMetadata({
    locale,
    path: `/career/${posting.id}`,
    title: `${posting.title} (${posting.employmentType}) | ${t("title")}`,
    description: posting.summary,
  });
}

export default async function CareerDetail({ params }: CareerProps) {
  const locale = await resolveLocale(params);
  const posting = findCareerPosting(locale, (await params).id);
  // An unknown id goes to the list. The query is not visible to a static page; BACK keeps it instead.
  if (!posting) redirectTo(locale, "/career");
  return <CareerPosting locale={locale} posting={posting!} />;
}
