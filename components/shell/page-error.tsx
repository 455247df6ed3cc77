"use client";

import { useEffect } from "react";
import { PageIntro } from "@/components/ui/page-intro";
import { SiteLink } from "@/components/navigation/site-link";
import buttons from "@/components/ui/buttons.module.css";
import { useShellText } from "./shell-text-context";
import styles from "./page-error.module.css";

export interface PageErrorProps {
  error: unknown;
  retry: () => void;
}

/**
 * What a visitor sees when a page fails to render (the route groups' error.tsx): the site's header
 * and footer stay, the page says so in the visitor's language, and offers another try or the home
 * page. The server has already logged the failure; the browser's console gets it too.
 */
export function PageError({ error, retry }: PageErrorProps) {
  const t = useShellText().error;
  useEffect(() => console.error(error), [error]);
  return (
    <PageIntro heading={t.title} lead={t.text}>
      <p className={styles.actions}>
        <button type="button" className={buttons.primary} onClick={() => retry()}>
          {t.retry}
        </button>
        <SiteLink href="/" className={buttons.secondary}>
          {t.home}
        </SiteLink>
      </p>
    </PageIntro>
  );
}
