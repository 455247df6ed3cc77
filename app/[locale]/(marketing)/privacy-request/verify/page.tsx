import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { LinkTokenButton } from "@/components/forms/link-token-button";
import { PageIntro } from "@/components/ui/page-intro";
import { resolveLocale } from "@/lib/i18n/params";
import { buildMetadata } from "@/lib/seo/build-metadata";

type VerifyPageProps = PageProps<"/[locale]/privacy-request/verify">;

export async function generateMetadata({ params }: VerifyPageProps): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: "privacyRequest.verify" });
  return buildMetadata({
    locale,
    path: "/privacy-request/verify",
    title: t("title"),
    description: t("lead"),
    noindex: true,
  });
}

/** A verification link's page: its button (not the page's GET, which mail scanners make) files the request. */
export default async function VerifyPage({ params, searchParams }: VerifyPageProps) {
  const locale = await resolveLocale(params);
  const asked = (await searchParams).token;
  const token = (Array.isArray(asked) ? asked[0] : asked) ?? "";
  const t = await getTranslations({ locale, namespace: "privacyRequest.verify" });
  return (
    <PageIntro heading={t("title")} lead={token ? t("lead") : t("gone")}>
      {token && (
        <LinkTokenButton
          endpoint="/api/privacy-request/verify"
          token={token}
          locale={locale}
          labels={{ button: t("button"), done: t("done"), failed: t("failed") }}
        />
      )}
    </PageIntro>
  );
}
