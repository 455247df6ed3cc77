import type { IconName } from "@/content/icons";
import { Card } from "@/components/ui/card";
import section from "@/components/ui/section.module.css";
import styles from "./product.module.css";

/** An item the product pages' messages list as a title and a line (steps, offers, showcase entries). */
export interface Titled {
  title: string;
  description: string;
}

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
