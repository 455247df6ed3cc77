import "server-only";
import { getTranslations } from "next-intl/server";
import { navigation } from "@/lib/content/site";
import { locales, type Locale } from "@/lib/i18n/routing";
import type { Translate } from "@/lib/i18n/translator";
import { NavIcon } from "./nav-icon";
import type { ShellText } from "./shell-text";

/** The chrome's words from the "shell" and "error" messages (see ./shell-text.ts). */
export function shellTextFrom(t: Translate, te: Translate): ShellText {
  return {
    menus: navigation.map((group) => ({
      key: group.key,
      label: t(`nav.${group.label}`),
      entries: group.children.map((item) => ({
        key: item.key,
        href: item.href,
        external: item.external,
        icon: <NavIcon name={item.icon} />,
        title: t(`nav.${item.label}`),
        hint: t(`nav.${item.hint}`),
      })),
    })),
    logoLabel: t("logoLabel"),
    requestDemo: t("requestDemo"),
    menu: t("menu"),
    mainNavigation: t("mainNavigation"),
    mobileNavigation: t("mobileNavigation"),
    opensInNewWindow: t("opensInNewWindow"),
    copyright: t("footer.copyright"),
    video: { pause: t("video.pause"), play: t("video.play") },
    language: {
      label: t("language.label"),
      names: Object.fromEntries(locales.map((locale) => [locale, t(`language.${locale}`)])) as Record<Locale, string>,
    },
    tryPopup: {
      title: t("tryPopup.title"),
      text: t("tryPopup.text"),
      start: t("tryPopup.start"),
      learnMore: t("tryPopup.learnMore"),
      close: t("tryPopup.close"),
    },
    error: { title: te("title"), text: te("text"), retry: te("retry"), home: te("home") },
  };
}

/** The same in a locale, for a layout. */
export async function loadShellText(locale: Locale): Promise<ShellText> {
  const [t, te] = await Promise.all([
    getTranslations({ locale, namespace: "shell" }),
    getTranslations({ locale, namespace: "error" }),
  ]);
  return shellTextFrom(t as unknown as Translate, te as unknown as Translate);
}
