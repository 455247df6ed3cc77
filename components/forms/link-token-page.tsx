import type { Metadata } from "next";
import { LinkTokenButton } from "@/components/forms/link-token-button";
import { PageIntro } from "@/components/ui/page-intro";
import { searchParam } from "@/lib/http/page-requests";
import { pageTranslations } from "@/lib/i18n/params";
import { buildMetadata } from "@/lib/seo/build-metadata";

/** Each page an e-mail link opens: its words (title, lead, gone, button, done, failed), path and endpoint. */
const linkTokenPages = {
  newsletterConfirm: {
    namespace: "forms.newsletter.confirm",
    path: "/newsletter/confirm",
    endpoint: "/api/subscribe/confirm",
  },
  newsletterUnsubscribe: {
    namespace: "forms.newsletter.unsubscribe",
    path: "/newsletter/unsubscribe",
    endpoint: "/api/unsubscribe",
  },
  privacyRequestVerify: {
    namespace: "privacyRequest.verify",
    path: "/privacy-request/verify",
    endpoint: "/api/privacy-request/verify",
  },
} as const;

interface LinkTokenPageProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/**
 * The page an e-mail link opens (newsletter confirmation, unsubscribe, privacy request verification):
 * its GET changes nothing, since mail scanners open links; the button posts the link's token.
 */
export function linkTokenPage(which: keyof typeof linkTokenPages) {
  const { namespace, path, endpoint } = linkTokenPages[which];
  async function generateMetadata({ params }: Pick<LinkTokenPageProps, "params">): Promise<Metadata> {
    const { locale, t } = await pageTranslations(params, namespace);
    return buildMetadata({ locale, path, title: t("title"), description: t("lead"), noindex: true });
  }

  async function Page({ params, searchParams }: LinkTokenPageProps) {
    const { locale, t } = await pageTranslations(params, namespace);
    const token = (await searchParam(searchParams, "token")) ?? "";
    // With a token, the button's part draws the lead: once the button has done its work, the lead goes too.
    return (
      <PageIntro heading={t("title")} lead={token ? undefined : t("gone")}>
        {token && (
          <LinkTokenButton
            endpoint={endpoint}
            token={token}
            locale={locale}
            labels={{ lead: t("lead"), button: t("button"), done: t("done"), failed: t("failed") }}
          />
        )}
      </PageIntro>
    );
  }

  return { generateMetadata, Page };
}
