import buttons from "@/components/ui/buttons.module.css";
import { NOTICE_ID, type AnalyticsChoice } from "@/lib/client/analytics-consent";
import styles from "./analytics-consent.module.css";

/** The notice's words, translated on the server (./analytics-consent-slot.tsx). */
export interface AnalyticsConsentText {
  title: string;
  /** What is sent, to whom, why and for how long, and that declining changes nothing else. */
  body: string;
  details: string;
  accept: string;
  decline: string;
  current: Record<AnalyticsChoice, string>;
}

interface AnalyticsConsentNoticeProps {
  /** The tag manager's script address (with the container id). */
  src: string;
  /** The notice's version (ANALYTICS_CONSENT_VERSION): a choice given to another one is asked again. */
  version: string;
  /** The policy's cookie section in the page's language. */
  policyHref: string;
  text: AnalyticsConsentText;
}

/**
 * The notice asking for the separate consent that sending visit statistics to Google abroad needs
 * (docs/privacy.md): a bar along the bottom with two answers of the same look, nothing chosen. Drawn
 * hidden, by the server, for every visitor alike; its script (lib/client/analytics-consent.ts) shows it
 * to a visitor who has not answered, and loads the tag manager only after "Accept". Without the script
 * it stays hidden and nothing is sent.
 */
export function AnalyticsConsentNotice({ src, version, policyHref, text }: AnalyticsConsentNoticeProps) {
  return (
    // Its script may show it (and mark the current answer) before React hydrates the page.
    <section
      id={NOTICE_ID}
      hidden
      suppressHydrationWarning
      tabIndex={-1}
      aria-label={text.title}
      className={styles.notice}
      data-src={src}
      data-version={version}
    >
      <div className={styles.inner}>
        <div>
          <p className={styles.title}>{text.title}</p>
          <p className={styles.text}>
            {text.body} <a href={policyHref}>{text.details}</a>
          </p>
          {(["accept", "decline"] as const).map((choice) => (
            <p key={choice} className={styles.current} data-current={choice} hidden suppressHydrationWarning>
              {text.current[choice]}
            </p>
          ))}
        </div>
        <div className={styles.actions}>
          <button type="button" className={`${buttons.secondary} ${styles.button}`} data-choice="accept">
            {text.accept}
          </button>
          <button type="button" className={`${buttons.secondary} ${styles.button}`} data-choice="decline">
            {text.decline}
          </button>
        </div>
      </div>
    </section>
  );
}
