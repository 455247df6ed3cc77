import { getLocale, getTranslations } from "next-intl/server";
import { localizedPath } from "@/lib/i18n/paths";
import styles from "./post.module.css";

/** Above a previewed draft: says visitors do not see it, and leads back to the editor or out of preview. */
export async function PreviewBanner({ id }: { id: string }) {
  const locale = await getLocale();
  const t = await getTranslations({ locale, namespace: "blog" });
  const editor = localizedPath(locale, `/blog-editor/${id}`);
  const leave = `/api/blog-preview/exit?to=${encodeURIComponent(localizedPath(locale, `/blog/${id}`))}`;
  return (
    <div role="note" className={styles.previewBanner} data-testid="preview-banner">
      <strong>{t("previewBanner")}</strong> <a href={editor}>{t("previewEdit")}</a> ·{" "}
      <a href={leave}>{t("previewLeave")}</a>
    </div>
  );
}
