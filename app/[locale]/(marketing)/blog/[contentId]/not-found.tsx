"use client";

import { useTranslations } from "next-intl";
import { PageIntro } from "@/components/ui/page-intro";
import { Link } from "@/lib/i18n/navigation";

/**
 * An unknown or unpublished post: say so and lead back to the list (404 status). A client component:
 * it reads the messages the public layout hands down, so rendering it never needs the request's
 * headers and the posts stay pre-rendered.
 */
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
