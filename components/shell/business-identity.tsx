import type { ReactNode } from "react";
import { getLocale, getTranslations } from "next-intl/server";
import {
  businessFactsFor,
  businessSettingsSchema,
  ftcLookupUrl,
  type BusinessSettings,
} from "@/lib/config/business-settings";
import { isPlaceholder } from "@/lib/config/placeholder";
import { loadMessages } from "@/lib/i18n/messages";
import styles from "./footer.module.css";
import { QueryLink } from "@/components/navigation/site-link";

const HANGUL = /[\uac00-\ud7a3]/g;
let siteHangul: Promise<Set<string>> | undefined;

/**
 * Whether a value holds a syllable neither the site's messages nor the settings' samples use (the
 * Korean subset font draws those; tests/unit/config/business-settings.test.ts): then the block is marked
 * as stored text, and the page asks for the fallback slices (korean-fallback.ts).
 */
async function needsFallbackFont(values: string[]): Promise<boolean> {
  siteHangul ??= loadMessages("ko").then(
    (messages) => new Set(JSON.stringify([messages, businessSettingsSchema.parse({})]).match(HANGUL)),
  );
  const known = await siteHangul;
  return values.some((value) => (value.match(HANGUL) ?? []).some((char) => !known.has(char)));
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** 사업자 정보: who runs the site (전자상거래법 제10조), from the business settings, as a definition list. */
export async function BusinessIdentity({
  settings,
  newWindow,
  contactPage,
}: {
  settings: BusinessSettings;
  newWindow: string;
  contactPage: string;
}) {
  const t = await getTranslations("shell.business");
  const facts = businessFactsFor(settings, await getLocale());
  const stored = await needsFallbackFont([
    facts.name,
    facts.representative,
    facts.mailOrderNumber,
    facts.address,
    settings.HOSTING_PROVIDER,
    facts.officerName,
    facts.officer,
  ]);
  return (
    <section aria-labelledby="footer-business" className={styles.business} data-stored-text={stored || undefined}>
      <h2 id="footer-business" className="visually-hidden">
        {t("heading")}
      </h2>
      <dl className={styles.identity}>
        <Row label={t("name")}>{facts.name}</Row>
        <Row label={t("representative")}>{facts.representative}</Row>
        <Row label={t("registrationNumber")}>
          {settings.BUSINESS_REGISTRATION_NUMBER}{" "}
          <a
            href={ftcLookupUrl(settings.BUSINESS_REGISTRATION_NUMBER)}
            target="_blank"
            rel="noopener noreferrer"
            className={styles.lookup}
          >
            {t("lookup")}
            <span className="visually-hidden"> {newWindow}</span>
          </a>
        </Row>
        <Row label={t("mailOrderNumber")}>{facts.mailOrderNumber}</Row>
        <Row label={t("address")}>{facts.address}</Row>
        <Row label={t("phone")}>
          <a href={facts.phoneHref}>{facts.phone}</a>
        </Row>
        <Row label={t("email")}>
          {/* An address still at its example default is not drawn: the contact page stands in for it. */}
          {isPlaceholder(settings.BUSINESS_EMAIL) ? (
            <QueryLink href="/contact">{contactPage}</QueryLink>
          ) : (
            <a href={`mailto:${settings.BUSINESS_EMAIL}`}>{settings.BUSINESS_EMAIL}</a>
          )}
        </Row>
        <Row label={t("hosting")}>{settings.HOSTING_PROVIDER}</Row>
        <Row label={t("privacyOfficer")}>{`${facts.officerName} (${facts.officer})`}</Row>
      </dl>
    </section>
  );
}
