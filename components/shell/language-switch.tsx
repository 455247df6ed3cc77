"use client";

import { useLocale, useTranslations } from "next-intl";
import { PrefetchOnIntentLink } from "@/components/ui/prefetch-on-intent-link";
import { usePathname } from "@/lib/i18n/navigation";
import { locales } from "@/lib/i18n/routing";
import { useQueryString } from "./use-query-string";
import styles from "./language-switch.module.css";

/** Links to this page in each language; next-intl's Link records the choice in the locale cookie. */
interface LanguageSwitchProps {
  className?: string;
  /** The navigation's name when the page has another language switch (names of landmarks must differ). */
  label?: string;
}

export function LanguageSwitch({ className, label }: LanguageSwitchProps) {
  const t = useTranslations("shell.language");
  const current = useLocale();
  const pathname = usePathname();
  const query = useQueryString();
  return (
    <nav aria-label={label ?? t("label")} className={`${styles.switch} ${className ?? ""}`}>
      {locales.map((locale) => (
        <PrefetchOnIntentLink
          key={locale}
          href={`${pathname}${query}`}
          locale={locale}
          hrefLang={locale}
          lang={locale}
          aria-current={locale === current ? "true" : undefined}
          className={styles.option}
        >
          {t(locale)}
        </PrefetchOnIntentLink>
      ))}
    </nav>
  );
}
