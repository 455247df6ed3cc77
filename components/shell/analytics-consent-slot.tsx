import { getTranslations } from "next-intl/server";
import { analyticsTransferFacts, ANALYTICS_CONSENT_VERSION } from "@/content/legal/transfers";
import { brand } from "@/lib/config/brand";
import { analyticsConsentScriptVersion } from "@/lib/client/analytics-consent-script";
import { localizedPath } from "@/lib/i18n/paths";
import type { Locale } from "@/lib/i18n/routing";
import { AnalyticsConsentNotice } from "./analytics-consent";

/**
 * The visit-statistics notice and its script, drawn by the shell only where the tag manager is set
 * (GTM_ID). The script is a file of its own, not a client component: those all join the layout's
 * bundle, which every page loads (a page without the tag manager would carry it for nothing).
 */
export async function AnalyticsConsentSlot({ locale, tagManagerId }: { locale: Locale; tagManagerId: string }) {
  const t = await getTranslations({ locale, namespace: "shell.consent" });
  return (
    <>
      <AnalyticsConsentNotice
        src={`${brand.urls.tagManagerHost}/gtm.js?id=${encodeURIComponent(tagManagerId)}`}
        version={ANALYTICS_CONSENT_VERSION}
        policyHref={`${localizedPath(locale, "/privacy-policy")}#cookies`}
        text={{
          title: t("title"),
          body: t("body", analyticsTransferFacts(locale)),
          details: t("details"),
          accept: t("accept"),
          decline: t("decline"),
          current: { accept: t("currentAccept"), decline: t("currentDecline") },
        }}
      />
      {/* From the site itself (the CSP's 'self'), no inline code; React puts an async script in the head. */}
      <script async src={`/api/analytics-consent?v=${analyticsConsentScriptVersion}`} />
    </>
  );
}
