import { getTranslations } from "next-intl/server";
import { LazyNewsletterForm } from "@/components/forms/lazy-newsletter-form";
import { brand } from "@/lib/config/brand";
import type { BusinessSettings } from "@/lib/config/business-settings";
import { isPlaceholder } from "@/lib/config/placeholder";
import { COOKIE_SETTINGS_ATTRIBUTE } from "@/lib/client/analytics-consent";
import { navigation } from "@/lib/content/site";
import type { Messages } from "@/lib/i18n/messages";
import { BusinessIdentity } from "./business-identity";
import { LanguageSwitch } from "./language-switch";
import { Logo } from "./logo";
import { FooterColumn, FooterLink, FooterLinks } from "./footer-links";
import { QueryLink } from "@/components/navigation/site-link";
import styles from "./footer.module.css";

const products = navigation.find((group) => group.key === "products")?.children ?? [];

/** A link to one of our pages: its path and the footer message that names it. */
type PageLink = readonly [href: string, label: keyof Messages["shell"]["footer"]];

/** The columns after the products (which follow the header's menu). */
const pageColumns: { id: string; heading: keyof Messages["shell"]["footer"]; links: PageLink[] }[] = [
  {
    id: "footer-resources",
    heading: "resources",
    links: [
      ["/report", "report"],
      ["/blog", "blog"],
      ["/case-studies", "caseStudies"],
    ],
  },
  {
    id: "footer-company",
    heading: "company",
    links: [
      ["/about", "aboutUs"],
      ["/career", "careers"],
      ["/contact", "contact"],
    ],
  },
];

const legalLinks: PageLink[] = [
  ["/terms-and-conditions", "terms"],
  ["/privacy-policy", "privacy"],
  ["/contact", "contactUs"],
];

export async function Footer({
  business,
  cookieSettingsHref,
}: {
  business: BusinessSettings;
  /** Where the tag manager is set: the policy's cookie section, which the link opens the notice instead of (./analytics-consent.tsx). */
  cookieSettingsHref?: string;
}) {
  const t = await getTranslations("shell");
  const newsletter = await getTranslations("forms.newsletter");
  const lazyPart = await getTranslations("forms.lazy");
  const newWindow = t("opensInNewWindow");
  const named = (links: readonly PageLink[]) => links.map(([href, label]) => ({ href, label: t(`footer.${label}`) }));
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          {/* The way home on the pages that hide the header (the campaign pages and /demo). */}
          <QueryLink href="/" className={styles.link} aria-label={t("logoLabel")}>
            <Logo size="small" />
          </QueryLink>
          {/* An address still at its example default is not drawn: the contact page stands in for it. */}
          <p>
            {t("footer.support")}:{" "}
            {isPlaceholder(brand.supportEmail) ? (
              <QueryLink href="/contact" className={styles.link}>
                {t("footer.supportContactPage")}
              </QueryLink>
            ) : (
              <a href={`mailto:${brand.supportEmail}`} className={styles.link}>
                {brand.supportEmail}
              </a>
            )}
          </p>
          {!isPlaceholder(brand.urls.linkedIn) && (
            <FooterLink href={brand.urls.linkedIn} label={t("footer.linkedIn")} external newWindow={newWindow} />
          )}
        </div>
        <FooterColumn
          id="footer-products"
          heading={t("footer.productsAndServices")}
          links={products.map(({ href, label, external }) => ({ href, label: t(`nav.${label}`), external }))}
          newWindow={newWindow}
        />
        {pageColumns.map(({ id, heading, links }) => (
          <FooterColumn key={id} id={id} heading={t(`footer.${heading}`)} links={named(links)} newWindow={newWindow} />
        ))}
        <section aria-labelledby="newsletter-heading" className={styles.newsletter}>
          <h2 id="newsletter-heading" className={styles.heading}>
            {newsletter("heading")}
          </h2>
          <p className={styles.newsletterLead}>{newsletter("lead")}</p>
          <LazyNewsletterForm
            loadLabel={newsletter("open")}
            failure={{ text: lazyPart("failed"), reload: lazyPart("reload") }}
          />
        </section>
      </div>
      <BusinessIdentity settings={business} newWindow={newWindow} contactPage={t("footer.supportContactPage")} />
      <div className={styles.bottom}>
        <p className={styles.copyright}>{t("footer.copyright")}</p>
        <FooterLinks className={styles.legal} links={named(legalLinks)} newWindow={newWindow}>
          {cookieSettingsHref && (
            <li>
              <a href={cookieSettingsHref} className={styles.link} {...{ [COOKIE_SETTINGS_ATTRIBUTE]: "" }}>
                {t("footer.cookieSettings")}
              </a>
            </li>
          )}
        </FooterLinks>
        <LanguageSwitch label={t("footer.languageLabel")} />
      </div>
    </footer>
  );
}
