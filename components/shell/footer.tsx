import { getTranslations } from "next-intl/server";
import { LazyNewsletterForm } from "@/components/forms/lazy-newsletter-form";
import { brand } from "@/lib/config/brand";
import { navigation } from "@/content/navigation";
import { LanguageSwitch } from "./language-switch";
import { Logo } from "./logo";
import { QueryLink } from "./query-link";
import styles from "./footer.module.css";

const products = navigation.find((group) => group.key === "products")?.children ?? [];

function FooterLinks({ links }: { links: { href: string; label: string }[] }) {
  return (
    <ul>
      {links.map(({ href, label }) => (
        <li key={href}>
          <QueryLink href={href} className={styles.link}>
            {label}
          </QueryLink>
        </li>
      ))}
    </ul>
  );
}

export async function Footer() {
  const t = await getTranslations("shell");
  const newsletter = await getTranslations("forms.newsletter");
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Logo size="small" />
          <p>
            {t("footer.support")}:{" "}
            <a href={`mailto:${brand.supportEmail}`} className={styles.link}>
              {brand.supportEmail}
            </a>
          </p>
          <a href={brand.urls.linkedIn} target="_blank" rel="noopener noreferrer" className={styles.link}>
            {t("footer.linkedIn")}
            <span className="visually-hidden"> {t("opensInNewWindow")}</span>
          </a>
        </div>
        <nav aria-labelledby="footer-products" className={styles.column}>
          <h2 id="footer-products" className={styles.heading}>
            {t("footer.productsAndServices")}
          </h2>
          <ul>
            {products.map((item) => (
              <li key={item.key}>
                {item.external ? (
                  <a href={item.href} target="_blank" rel="noopener noreferrer" className={styles.link}>
                    {t(`nav.${item.label}`)}
                    <span className="visually-hidden"> {t("opensInNewWindow")}</span>
                  </a>
                ) : (
                  <QueryLink href={item.href} className={styles.link}>
                    {t(`nav.${item.label}`)}
                  </QueryLink>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-resources" className={styles.column}>
          <h2 id="footer-resources" className={styles.heading}>
            {t("footer.resources")}
          </h2>
          <FooterLinks
            links={[
              { href: "/report", label: t("footer.report") },
              { href: "/blog", label: t("footer.blog") },
              { href: "/case-studies", label: t("footer.caseStudies") },
            ]}
          />
        </nav>
        <nav aria-labelledby="footer-company" className={styles.column}>
          <h2 id="footer-company" className={styles.heading}>
            {t("footer.company")}
          </h2>
          <FooterLinks
            links={[
              { href: "/about", label: t("footer.aboutUs") },
              { href: "/career", label: t("footer.careers") },
              { href: "/contact", label: t("footer.contact") },
            ]}
          />
        </nav>
        <section aria-labelledby="newsletter-heading" className={styles.newsletter}>
          <h2 id="newsletter-heading" className={styles.heading}>
            {newsletter("heading")}
          </h2>
          <p className={styles.newsletterLead}>{newsletter("lead")}</p>
          <LazyNewsletterForm openLabel={newsletter("open")} />
        </section>
      </div>
      <div className={styles.bottom}>
        <p className={styles.copyright}>{t("footer.copyright")}</p>
        <ul className={styles.legal}>
          <li>
            <QueryLink href="/terms-and-conditions" className={styles.link}>
              {t("footer.terms")}
            </QueryLink>
          </li>
          <li>
            <QueryLink href="/privacy-policy" className={styles.link}>
              {t("footer.privacy")}
            </QueryLink>
          </li>
          <li>
            <QueryLink href="/contact" className={styles.link}>
              {t("footer.contactUs")}
            </QueryLink>
          </li>
        </ul>
        <LanguageSwitch label={t("footer.languageLabel")} />
      </div>
    </footer>
  );
}
