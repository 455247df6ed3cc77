import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageIntro } from "@/components/ui/page-intro";
import { env } from "@/lib/config/env";
import { resolveLocale } from "@/lib/i18n/params";
import { redirect } from "@/lib/i18n/navigation";
import { buildMetadata } from "@/lib/seo/build-metadata";

interface RestProps {
  params: Promise<{ locale: string; rest: string[] }>;
}

/** The old privacy policy lives at a configurable token path; every other unknown path goes home. */
async function isOldPolicy(params: RestProps["params"]) {
  const { rest } = await params;
  return rest.length === 1 && rest[0] === env().OLD_PRIVACY_TOKEN;
}

export async function generateMetadata({ params }: RestProps): Promise<Metadata> {
  const locale = await resolveLocale(params);
  if (!(await isOldPolicy(params))) return {};
  const t = await getTranslations({ locale, namespace: "pages.privacyOld" });
  return buildMetadata({
    locale,
    path: `/${env().OLD_PRIVACY_TOKEN}`,
    title: t("title"),
    description: t("description"),
  });
}

export default async function CatchAll({ params }: RestProps) {
  const locale = await resolveLocale(params);
  if (!(await isOldPolicy(params))) redirect({ href: "/", locale });
  const t = await getTranslations({ locale, namespace: "pages.privacyOld" });
  return <PageIntro heading={t("heading")} lead={t("description")} />;
}
