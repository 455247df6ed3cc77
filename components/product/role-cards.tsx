import { getTranslations } from "next-intl/server";
import { Card } from "@/components/ui/card";
import { audienceIcons, type AudienceKey } from "@/content/audiences";
import section from "@/components/ui/section.module.css";
import styles from "./product.module.css";

interface RoleCardsProps {
  roles: readonly { key: AudienceKey; text: string }[];
}

/** Who uses it: one card per role, with its icon, label and blurb. */
export async function RoleCards({ roles }: RoleCardsProps) {
  const t = await getTranslations("landing.audiences");
  return (
    <ul className={`${section.grid} ${styles.plainList}`}>
      {roles.map((role) => (
        <Card key={role.key} data-role={role.key} icon={audienceIcons[role.key]} title={t(role.key)} text={role.text} />
      ))}
    </ul>
  );
}
