import { getTranslations } from "next-intl/server";
import styles from "./consulting.module.css";

const factKeys = ["solutions", "units", "holding", "construction"] as const;
const resultKeys = ["profit", "cost", "units", "noi"] as const;

/** The Midwest case study: its inputs, the selected solution's results and what made the difference. */
export async function ConsultingCaseStudy() {
  const t = await getTranslations("aiConsulting.caseStudy");
  const sub = t.raw("sub") as { title: string; description: string }[];
  return (
    <div className={styles.caseStudy}>
      <h3 className={styles.caseTitle}>{t("title")}</h3>
      <dl className={styles.facts}>
        {factKeys.map((key) => (
          <div key={key} className={styles.fact}>
            <dt>{t(`facts.${key}.label`)}</dt>
            <dd>{t(`facts.${key}.value`)}</dd>
          </div>
        ))}
      </dl>
      <h3 className={styles.caseSubheading}>{t("selectedHeading")}</h3>
      <dl className={styles.results}>
        {resultKeys.map((key) => (
          <div key={key} className={styles.result} data-result={key}>
            <dt>{t(`results.${key}.label`)}</dt>
            <dd>{t(`results.${key}.value`)}</dd>
          </div>
        ))}
      </dl>
      <h3 className={styles.caseSubheading}>{t("subHeading")}</h3>
      <ul className={styles.subList}>
        {sub.map((item) => (
          <li key={item.title}>
            <strong>{item.title}</strong>
            <span>{item.description}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
