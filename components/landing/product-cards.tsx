import { getTranslations } from "next-intl/server";
import { AudienceChips } from "@/components/ui/audience-chips";
import { Icon } from "@/components/ui/icon";
import { QueryLink } from "@/components/navigation/site-link";
import { landingProducts } from "@/lib/content/site";
import buttons from "@/components/ui/buttons.module.css";
import section from "@/components/ui/section.module.css";
import styles from "./product-cards.module.css";

/** The four product cards; the button sits in the top block on wide screens and under the chips on small ones. */
export async function ProductCards() {
  const t = await getTranslations("landing.products");
  return (
    <section id="products" className={`${section.section} ${section.muted}`} aria-labelledby="products-heading">
      <div className={section.inner}>
        <h2 id="products-heading" className={section.heading} data-aos="fade-up">
          {t("heading")}
        </h2>
        <p className={section.lead} data-aos="fade-up">
          {t("lead")}
        </p>
        <ul className={styles.cards}>
          {landingProducts.map((product) => (
            <li key={product.key} className={styles.card} data-product={product.key} data-aos="fade-up">
              <div className={styles.head}>
                <h3 className={styles.name}>{t(`${product.messageKey}.name`)}</h3>
                <p className={styles.tagline}>{t(`${product.messageKey}.tagline`)}</p>
              </div>
              <div className={styles.chips}>
                <AudienceChips audiences={product.bestFor} label={t("madeFor")} />
              </div>
              <div className={styles.cta}>
                {product.href === null ? null : product.external ? (
                  <a href={product.href} target="_blank" rel="noopener noreferrer" className={buttons.secondary}>
                    {t(`${product.messageKey}.button`)}
                    <Icon name="external" size={18} />
                    <span className="visually-hidden">{t("opensInNewWindow")}</span>
                  </a>
                ) : (
                  <QueryLink href={product.href} className={buttons.primary}>
                    {t(`${product.messageKey}.button`)}
                  </QueryLink>
                )}
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
