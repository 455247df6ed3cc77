import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { LinkTokenButton } from "@/components/forms/link-token-button";
import { PageIntro } from "@/components/ui/page-intro";
import { resolveLocale } from "@/lib/i18n/params";
import { buildMetadata } from "@/lib/seo/build-metadata";

type UnsubscribePageProps = PageProps<"/[locale]/newsletter/unsubscribe">;

export async function generateMetadata({ params }: UnsubscribePageProps): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: "forms.newsletter.unsubscribe" });
  return buildMetadata({
    locale,
    path: "/newsletter/unsubscribe",
    title: t("title"),
    description: t("lead"),
    noindex: true,
  });
}

/** An unsubscribe link's page: one button withdraws, no sign-in (a GET changes nothing: mail scanners open links). */
export default async function UnsubscribePage({ params, searchParams }: UnsubscribePageProps) {
  const locale = await resolveLocale(params);
  const asked = (await searchParams).token;
  const token = (Array.isArray(asked) ? asked[0] : asked) ?? "";
  const t = await getTranslations({ locale, namespace: "forms.newsletter.unsubscribe" });
  return (
    <PageIntro heading={t("title")} lead={token ? t("lead") : t("gone")}>
      {token && (
        <LinkTokenButton
          endpoint="/api/unsubscribe"
          token={token}
          locale={locale}
          labels={{ button: t("button"), done: t("done"), failed: t("failed") }}
        />
      )}
    </PageIntro>
  );
}
