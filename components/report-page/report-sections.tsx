import { getLocale, getTranslations } from "next-intl/server";
import { refundNotice } from "@/content/legal/report-refunds";
import type { Locale } from "@/lib/i18n/routing";
import { localizedHref } from "@/lib/i18n/paths";
import { addOnFields, formatPrice, type PriceList } from "@/lib/money/prices";
import { Card } from "@/components/ui/card";
import type { IconName } from "@/content/icons";
import { FormLink } from "@/components/forms/form-section";
import { PageHero } from "@/components/ui/page-hero";
import { QueryLink } from "@/components/navigation/site-link";
import { TitledSection } from "@/components/ui/titled-section";
import buttons from "@/components/ui/buttons.module.css";
import section from "@/components/ui/section.module.css";
import styles from "./report.module.css";

/** An address with #form scrolls to the form after 500 ms (24 px above it: forms.module.css). */
export const reportArrivalDelays = [500] as const;

const values: readonly { key: "quicker" | "better" | "cheaper"; icon: IconName }[] = [
  { key: "quicker", icon: "speed" },
  { key: "better", icon: "check" },
  { key: "cheaper", icon: "coin" },
];

/** The report page above the wizard: hero, value cards and the prices (the wizard shows its own steps). */
export async function ReportSections({ prices }: { prices: PriceList }) {
  const t = await getTranslations("reportPage");
  return (
    <>
      <PageHero clip="ai-consulting-hero" headline={t("hero.headline")} lead={t("hero.lead")}>
        <FormLink className={buttons.primary} label={t("hero.goToForm")} />
        <QueryLink href="/report/sample" className={buttons.light}>
          {t("hero.downloadSample")}
        </QueryLink>
      </PageHero>
      <TitledSection id="values" heading={t("values.heading")}>
        <ul className={`${section.grid} ${styles.values}`}>
          {values.map(({ key, icon }) => (
            <Card
              key={key}
              data-value={key}
              icon={icon}
              title={t(`values.items.${key}.title`)}
              text={t(`values.items.${key}.description`)}
            />
          ))}
        </ul>
      </TitledSection>
      <PriceSection prices={prices} />
    </>
  );
}

/**
 * What the report and its add-ons cost, before a visitor starts the wizard (the wizard's last step
 * repeats it with the running total), with the withdrawal period and where the refund rules are.
 */
async function PriceSection({ prices }: { prices: PriceList }) {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations("reportPage.pricing");
  const names = await getTranslations("reportWizard.addOns");
  const price = (amount: number) => formatPrice(amount, prices.currency, locale);
  const rows = [
    { name: names("report"), amount: price(prices.report) },
    ...addOnFields.map((field) => ({
      name: t("optional", { name: names(field) }),
      amount: `+${price(prices[field])}`,
    })),
  ];
  return (
    <TitledSection id="pricing" heading={t("heading")}>
      <dl className={styles.prices}>
        {rows.map(({ name, amount }) => (
          <div key={name}>
            <dt>{name}</dt>
            <dd>{amount}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.priceNote}>
        {t("note")} {refundNotice(locale).withdrawal[0]}{" "}
        <a href={localizedHref(locale, "/terms-and-conditions#withdrawal")}>{t("terms")}</a>
      </p>
      <p className={styles.priceAction}>
        <FormLink className={buttons.primary} label={t("apply")} />
      </p>
    </TitledSection>
  );
}
