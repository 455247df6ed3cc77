import { getTranslations } from "next-intl/server";
import { SiteLink } from "@/components/navigation/site-link";
import { earlierVersions, legalPaths, type VersionedKind } from "@/content/legal";
import type { Locale } from "@/lib/i18n/routing";

/** A link to each version a legal document replaced, with the date it took effect. */
export async function EarlierVersionLinks({ kind, locale }: { kind: VersionedKind; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "legal.earlierVersion" });
  return earlierVersions(kind, locale).map(({ version, document }) => (
    <SiteLink key={version} href={`${legalPaths[kind]}/${version}`}>
      {t(kind, { date: document().lastUpdated })}
    </SiteLink>
  ));
}
