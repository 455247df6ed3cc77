import { Icon, type IconName } from "@/components/ui/icon";
import section from "@/components/ui/section.module.css";
import styles from "./product.module.css";
import iconBadge from "@/components/ui/icon-badge.module.css";

interface OfferCardsProps {
  items: readonly { title: string; description: string }[];
  icons: readonly IconName[];
}

/** Cards with an icon, a title and a line (customization offers, description cards). */
export function OfferCards({ items, icons }: OfferCardsProps) {
  return (
    <ul className={`${section.grid} ${styles.plainList}`}>
      {items.map((item, index) => (
        <li key={item.title} className={section.card}>
          <span className={iconBadge.badge}>
            <Icon name={icons[index % icons.length] ?? "spark"} />
          </span>
          <h3 className={section.cardTitle}>{item.title}</h3>
          <p className={section.cardText}>{item.description}</p>
        </li>
      ))}
    </ul>
  );
}
