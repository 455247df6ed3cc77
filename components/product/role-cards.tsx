import { getTranslations } from "next-intl/server";
import { Card } from "@/components/ui/card";
import { audienceIcons, type AudienceKey } from "@/content/audiences";
import section from "@/components/ui/section.module.css";
import styles from "./product.module.css";

interface RoleCardsProps<Role extends AudienceKey> {
  roles: readonly Role[];
  /** The page's blurb for a role (the label and icon are the same on every page). */
  text: (role: Role) => string;
}

/** Who uses it: one card per role, with its icon, label and blurb. */
export async function RoleCards<Role extends AudienceKey>({ roles, text }: RoleCardsProps<Role>) {
  const t = await getTranslations("landing.audiences");
  // Through the plain key type: the messages' typing cannot check a generic one.
  const label = (role: AudienceKey) => t(role);
  return (
    <ul className={`${section.grid} ${styles.plainList}`}>
      {roles.map((role) => (
        <Card key={role} data-role={role} icon={audienceIcons[role]} title={label(role)} text={text(role)} />
      ))}
    </ul>
  );
}
