import { QueryLink } from "@/components/navigation/site-link";
import buttons from "@/components/ui/buttons.module.css";
import styles from "./report-links.module.css";

interface ReportLinksProps {
  /** The button's words: it opens the report request form. */
  label: string;
  /** The quieter link beside it, back to where the visitor came from. */
  back: { href: string; label: string; className: string };
}

/** The closing row of a page about reports: the way to the request form, then the way back. */
export function ReportLinks({ label, back }: ReportLinksProps) {
  return (
    <p className={styles.row}>
      <QueryLink href="/report#form" className={buttons.primary}>
        {label}
      </QueryLink>
      <QueryLink href={back.href} className={back.className}>
        {back.label}
      </QueryLink>
    </p>
  );
}
