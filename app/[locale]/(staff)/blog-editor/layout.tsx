import { StaffClientMessages } from "@/components/staff/staff-client-messages";
import { resolveLocale } from "@/lib/i18n/params";

/** The editor's client words (its forms, the card and post previews with their demo button). */
export default async function EditorLayout({ children, params }: LayoutProps<"/[locale]/blog-editor">) {
  return (
    <StaffClientMessages locale={await resolveLocale(params)} namespaces={["editor", "blog", "demo"]}>
      {children}
    </StaffClientMessages>
  );
}
