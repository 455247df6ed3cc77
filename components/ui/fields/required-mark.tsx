import { useTranslations } from "next-intl";

/**
 * The star after a required field's label. Its own component so only required fields read the
 * "forms" words: the back office's pages, whose fields are never marked, do not carry them.
 */
export function RequiredMark({ className }: { className?: string }) {
  const t = useTranslations("forms");
  return (
    // The input says required itself (aria-required); the star is for the eye only.
    <span className={className} aria-hidden="true" title={t("requiredMark")}>
      *
    </span>
  );
}
