import { getTranslations } from "next-intl/server";
import { audienceIcons, shortLabelled, type AudienceKey } from "@/content/audiences";
import { Icon } from "./icon";
import styles from "./audience-chips.module.css";

interface AudienceChipsProps {
  audiences: readonly AudienceKey[];
  label: string;
}

/** The "Made for" list of a product: one chip per audience, with its short label where it has one. */
export async function AudienceChips({ audiences, label }: AudienceChipsProps) {
  const t = await getTranslations("landing.audiences");
  return (
    <div className={styles.wrap}>
      <p className={styles.label}>{label}</p>
      <ul className={styles.chips}>
        {audiences.map((key) => {
          const short = shortLabelled[key];
          return (
            <li key={key} className={styles.chip} data-audience={key}>
              <Icon name={audienceIcons[key]} size={18} />
              {short ? <abbr title={t(key)}>{t(short)}</abbr> : t(key)}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
