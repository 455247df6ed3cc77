import "server-only";
import type { Messages, NamespaceKeys, NestedKeyOf } from "next-intl";
import { getTranslations } from "next-intl/server";
import { resolveLocale } from "@/lib/i18n/params";

type Namespace = NamespaceKeys<Messages, NestedKeyOf<Messages>>;

/**
 * A page's first step in one call: checks its [locale] segment (which also keeps the page built
 * ahead, see resolveLocale) and loads the words of one message namespace.
 *   const { locale, t } = await pageTranslations(params, "career");
 */
export async function pageTranslations<N extends Namespace>(params: Promise<{ locale: string }>, namespace: N) {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace });
  return { locale, t };
}
