import { LoopingVideo } from "@/components/media/looping-video";
import styles from "./product.module.css";

interface FeatureRowsProps {
  items: readonly { title: string; bullets: string[] }[];
  clipPrefix: string;
}

/** Feature cards with a looping clip each; the text side alternates from row to row. */
export function FeatureRows({ items, clipPrefix }: FeatureRowsProps) {
  return (
    <ol className={styles.features}>
      {items.map((item, index) => (
        <li key={item.title} className={styles.feature} data-side={index % 2 === 0 ? "left" : "right"}>
          <div className={styles.featureText}>
            <span className={styles.featureNumber}>{String(index + 1).padStart(2, "0")}</span>
            <h3 className={styles.featureTitle}>{item.title}</h3>
            <ul className={styles.bullets}>
              {item.bullets.map((bullet) => (
                <li key={bullet}>{bullet}</li>
              ))}
            </ul>
          </div>
          <LoopingVideo name={`${clipPrefix}-${index + 1}`} label={item.title} className={styles.featureVideo} />
        </li>
      ))}
    </ol>
  );
}
