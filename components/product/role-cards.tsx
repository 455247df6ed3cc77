import { getTranslations } from "next-intl/server";
import { Icon } from "@/components/ui/icon";
import { audienceIcons, type AudienceKey } from "@/content/audiences";
import section from "@/components/ui/section.module.css";
import styles from "./product.module.css";
import iconBadge from "@/components/ui/icon-badge.module.css";

interface RoleCardsProps {
  roles: readonly { key: AudienceKey; text: string }[];
}

/** Who uses it: one card per role, with its icon, label and blurb. */
export async function RoleCards({ roles }: RoleCardsProps) {
  const t = await getTranslations("landing.audiences");
  return (
    <ul className={`${section.grid} ${styles.plainList}`}>
      {roles.map((role) => (
        <li key={role.key} className={section.card} data-role={role.key}>
          <span className={iconBadge.badge}>
            <Icon name={audienceIcons[role.key]} />
          </span>
          <h3 className={section.cardTitle}>{t(role.key)}</h3>
          <p className={section.cardText}>{role.text}</p>
        </li>
      ))}
    </ul>
  );
}
