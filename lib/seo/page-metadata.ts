import "server-only";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { resolveLocale } from "@/lib/i18n/params";
import type { Locale } from "@/lib/i18n/routing";
import { buildMetadata } from "./build-metadata";
import { sitePages, type SitePageKey } from "./site-pages";

/** Metadata of a fixed page from its `pages.<key>.title/description` messages. */
export async function sitePageMetadata(locale: Locale, key: SitePageKey, noindex?: boolean): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: `pages.${key}` });
  return buildMetadata({ locale, path: sitePages[key], title: t("title"), description: t("description"), noindex });
}

/** A page's `generateMetadata` from a function of its checked locale: `metadataFor((locale) => …)`. */
export function metadataFor(build: (locale: Locale) => Promise<Metadata>) {
  return async ({ params }: Pick<PageProps<"/[locale]">, "params">): Promise<Metadata> =>
    build(await resolveLocale(params));
}

/** A fixed page's `generateMetadata`: `export const generateMetadata = sitePageMetadataFor("zenApp");` */
export function sitePageMetadataFor(key: SitePageKey) {
  return metadataFor((locale) => sitePageMetadata(locale, key));
}
