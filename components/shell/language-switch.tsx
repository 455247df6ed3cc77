"use client";

import { SiteLink } from "@/components/navigation/site-link";
import { useInternalPathname, usePageLocale } from "@/components/navigation/site-link";
import { locales } from "@/lib/i18n/routing";
import { useShellText } from "./shell-text-context";
import { useQueryString } from "./use-query-string";
import styles from "./language-switch.module.css";

/** Links to this page in each language; following one records the choice in the locale cookie. */
interface LanguageSwitchProps {
  className?: string;
  /** The navigation's name when the page has another language switch (names of landmarks must differ). */
  label?: string;
}

export function LanguageSwitch({ className, label }: LanguageSwitchProps) {
  const { language } = useShellText();
  const current = usePageLocale();
  const pathname = useInternalPathname();
  const query = useQueryString();
  return (
    <nav aria-label={label ?? language.label} className={`${styles.switch} ${className ?? ""}`}>
      {locales.map((locale) => (
        <SiteLink
          key={locale}
          href={`${pathname}${query}`}
          locale={locale}
          lang={locale}
          aria-current={locale === current ? "true" : undefined}
          className={styles.option}
        >
          {language.names[locale]}
        </SiteLink>
      ))}
    </nav>
  );
}
