import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { LinkTokenButton } from "@/components/forms/link-token-button";
import { PageIntro } from "@/components/ui/page-intro";
import { resolveLocale } from "@/lib/i18n/params";
import { buildMetadata } from "@/lib/seo/build-metadata";

type ConfirmPageProps = PageProps<"/[locale]/newsletter/confirm">;

export async function generateMetadata({ params }: ConfirmPageProps): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: "forms.newsletter.confirm" });
  return buildMetadata({
    locale,
    path: "/newsletter/confirm",
    title: t("title"),
    description: t("lead"),
    noindex: true,
  });
}

/** A confirmation link's page: its button (not the page's GET, which mail scanners make) subscribes. */
export default async function ConfirmPage({ params, searchParams }: ConfirmPageProps) {
  const locale = await resolveLocale(params);
  const asked = (await searchParams).token;
  const token = (Array.isArray(asked) ? asked[0] : asked) ?? "";
  const t = await getTranslations({ locale, namespace: "forms.newsletter.confirm" });
  return (
    <PageIntro heading={t("title")} lead={token ? t("lead") : t("gone")}>
      {token && (
        <LinkTokenButton
          endpoint="/api/subscribe/confirm"
          token={token}
          locale={locale}
          labels={{ button: t("button"), done: t("done"), failed: t("failed") }}
        />
      )}
    </PageIntro>
  );
}
