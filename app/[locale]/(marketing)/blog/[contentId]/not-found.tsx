import { useTranslations } from "next-intl";
import { PageIntro } from "@/components/ui/page-intro";
import { Link } from "@/lib/i18n/navigation";

/** An unknown or unpublished post: say so and lead back to the list (404 status). */
export default function PostNotFound() {
  const t = useTranslations("blog");
  return (
    <PageIntro heading={t("notFoundTitle")} lead={t("notFoundText")}>
      <p>
        <Link href="/blog">{t("notFoundBack")}</Link>
      </p>
    </PageIntro>
  );
}
