import { getTranslations } from "next-intl/server";
import { FigureList } from "@/components/ui/figure-list";
import styles from "./consulting.module.css";

const factKeys = ["solutions", "units", "holding", "construction"] as const;
const resultKeys = ["profit", "cost", "units", "noi"] as const;

/** The Midwest case study: its inputs, the selected solution's results and what made the difference. */
export async function ConsultingCaseStudy() {
  const t = await getTranslations("aiConsulting.caseStudy");
  const sub = t.raw("sub") as { title: string; description: string }[];
  const facts = factKeys.map((key) => [key, t(`facts.${key}.label`), t(`facts.${key}.value`)] as const);
  const results = resultKeys.map((key) => [key, t(`results.${key}.label`), t(`results.${key}.value`)] as const);
  return (
    <div className={styles.caseStudy}>
      <h3 className={styles.caseTitle}>{t("title")}</h3>
      <FigureList figures={facts} className={styles.facts} itemClassName={styles.fact} />
      <h3 className={styles.caseSubheading}>{t("selectedHeading")}</h3>
      <FigureList
        figures={results}
        className={styles.results}
        itemClassName={styles.result}
        itemData={(key) => ({ "data-result": key })}
      />
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
