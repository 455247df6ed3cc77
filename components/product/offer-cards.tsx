import type { IconName } from "@/content/icons";
import { Card } from "@/components/ui/card";
import section from "@/components/ui/section.module.css";
import type { Titled } from "./titled";
import styles from "./product.module.css";

interface OfferCardsProps {
  items: readonly Titled[];
  icons: readonly IconName[];
}

/** Cards with an icon, a title and a line (customization offers, description cards). */
export function OfferCards({ items, icons }: OfferCardsProps) {
  return (
    <ul className={`${section.grid} ${styles.plainList}`}>
      {items.map((item, index) => (
        <Card
          key={item.title}
          icon={icons[index % icons.length] ?? "spark"}
          title={item.title}
          text={item.description}
        />
      ))}
    </ul>
  );
}
