import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageIntro } from "@/components/ui/page-intro";
import { careerIds, type CareerId } from "@/content/careers/types";
import { resolveLocale } from "@/lib/i18n/params";
import { redirect } from "@/lib/i18n/navigation";
import { locales } from "@/lib/i18n/routing";
import { buildMetadata } from "@/lib/seo/build-metadata";

interface CareerProps {
  params: Promise<{ locale: string; id: string }>;
}

const isCareerId = (id: string): id is CareerId => (careerIds as readonly string[]).includes(id);

export function generateStaticParams() {
  return locales.flatMap((locale) => careerIds.map((id) => ({ locale, id })));
}

export async function generateMetadata({ params }: CareerProps): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const { id } = await params;
  if (!isCareerId(id)) return {};
  const t = await getTranslations({ locale, namespace: "pages.career" });
  return buildMetadata({
    locale,
    path: `/career/${id}`,
    title: `${id} | ${t("title")}`,
    description: t("description"),
  });
}

export default async function CareerDetail({ params }: CareerProps) {
  const locale = await resolveLocale(params);
  const { id } = await params;
  if (!isCareerId(id)) redirect({ href: "/career", locale });
  const t = await getTranslations({ locale, namespace: "pages.career" });
  return <PageIntro heading={id} lead={t("description")} />;
}
