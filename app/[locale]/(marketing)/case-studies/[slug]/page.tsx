import type { Metadata } from "next";
import { CaseStudyArticle } from "@/components/case-studies/case-study-article";
import { caseStudies, findCaseStudy } from "@/content/case-studies";
import { locales } from "@/lib/i18n/routing";
import { sitePageMetadata } from "@/lib/seo/page-metadata";
import { redirectTo, resolveLocale } from "@/lib/i18n/params";

type CaseStudyProps = PageProps<"/[locale]/case-studies/[slug]">;

export function generateStaticParams() {
  return locales.flatMap((locale) => caseStudies.map(({ slug }) => ({ locale, slug })));
}

export async function generateMetadata({ params }: CaseStudyProps): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const study = findCaseStudy((await params).slug);
  return study ? sitePageMetadata(locale, study.page) : {};
}

export default async function CaseStudyPage({ params }: CaseStudyProps) {
  const locale = await resolveLocale(params);
  const study = findCaseStudy((await params).slug);
  // An unknown case study goes to the list.
  if (!study) redirectTo(locale, "/case-studies");
  return <CaseStudyArticle study={study!} />;
}
