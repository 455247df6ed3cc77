import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/routing";
import { filterQuery, type SubmissionFilters } from "@/lib/submissions/filters";
import styles from "../staff.module.css";

/** Downloads of the current view (every page of it), with the same filters, in the page's language. */
export async function ExportLinks({ filters, locale }: { filters: SubmissionFilters; locale: Locale }) {
  const t = await getTranslations("staff.inbox");
  const query = filterQuery(filters, { page: 1 });
  const href = (format: "xlsx" | "csv") =>
    `/api/staff/submissions/export${query || "?"}${query ? "&" : ""}format=${format}&locale=${locale}`;
  return (
    <p className={styles.actions}>
      <span>{t("export")}:</span>
      <a href={href("xlsx")} download>
        {t("exportXlsx")}
      </a>
      <a href={href("csv")} download>
        {t("exportCsv")}
      </a>
    </p>
  );
}
