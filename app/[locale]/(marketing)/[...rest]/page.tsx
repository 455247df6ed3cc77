import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { LegalDocument } from "@/components/legal/legal-document";
import { legalDocument } from "@/lib/content/legal";
import { env } from "@/lib/config/env";
import { SiteLink } from "@/components/navigation/site-link";
import { locales } from "@/lib/i18n/routing";
import { buildMetadata } from "@/lib/seo/build-metadata";
import { redirectTo, resolveLocale } from "@/lib/i18n/params";

type RestProps = PageProps<"/[locale]/[...rest]">;

/** The old privacy policy lives at a configurable token path; every other unknown path goes home. */
async function isOldPolicy(params: RestProps["params"]) {
  const { rest } = await params;
  return rest.length === 1 && rest[0] === env().OLD_PRIVACY_TOKEN;
}

/** The old policy is built ahead like every other page; other paths render on demand to redirect. */
export function generateStaticParams() {
  return locales.map((locale) => ({ locale, rest: [env().OLD_PRIVACY_TOKEN] }));
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
    // Superseded, kept for the record like the dated versions: not for search results.
    noindex: true,
  });
}

export default async function CatchAll({ params }: RestProps) {
  const locale = await resolveLocale(params);
  if (!(await isOldPolicy(params))) redirectTo(locale, "/");
  const t = await getTranslations({ locale, namespace: "legal" });
  return (
    <LegalDocument
      locale={locale}
      document={legalDocument("privacy2021", locale)}
      links={<SiteLink href="/privacy-policy">{t("currentVersion")}</SiteLink>}
    />
  );
}
