import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import { filterQuery, type SubmissionFilters } from "@/lib/submissions/filters";
import { staffPaths } from "@/lib/staff/urls";
import styles from "../staff.module.css";

/** Previous / next page links (the page number is in the URL like every other filter). */
export async function Pager({ filters, pages }: { filters: SubmissionFilters; pages: number }) {
  const t = await getTranslations("staff.inbox");
  const href = (page: number) => `${staffPaths.submissions}${filterQuery(filters, { page })}`;
  return (
    <nav aria-label={t("pages")} className={styles.pager}>
      {filters.page > 1 ? <Link href={href(filters.page - 1)}>{t("previous")}</Link> : null}
      <span>{t("pageOf", { page: filters.page, pages })}</span>
      {filters.page < pages ? <Link href={href(filters.page + 1)}>{t("next")}</Link> : null}
    </nav>
  );
}
