"use client";

import { useTranslations } from "next-intl";
import { withIntl } from "@/components/i18n/intl-boundary";
import { PageIntro } from "@/components/ui/page-intro";
import { SiteLink } from "@/components/navigation/site-link";

/**
 * An unknown or unpublished post: say so and lead back to the list (404 status). A client component:
 * it reads the messages the public layout hands down, so rendering it never needs the request's
 * headers and the posts stay pre-rendered.
 */
function PostNotFound() {
  const t = useTranslations("blog");
  return (
    <PageIntro heading={t("notFoundTitle")} lead={t("notFoundText")}>
      <p>
        <SiteLink href="/blog">{t("notFoundBack")}</SiteLink>
      </p>
    </PageIntro>
  );
}

export default withIntl(PostNotFound);
