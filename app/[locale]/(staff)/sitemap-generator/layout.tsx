import { StaffClientMessages } from "@/components/staff/staff-client-messages";
import { resolveLocale } from "@/lib/i18n/params";

/** The sitemap tool's client words. */
export default async function SitemapToolLayout({ children, params }: LayoutProps<"/[locale]/sitemap-generator">) {
  return (
    <StaffClientMessages locale={await resolveLocale(params)} namespaces={["sitemapTool"]}>
      {children}
    </StaffClientMessages>
  );
}
