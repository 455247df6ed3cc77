import { ReportWizard } from "./report-wizard";
import styles from "./report-wizard.module.css";

/** The report wizard's place on /report (anchor id "form"). */
export function ReportWizardSection({ heading }: { heading: string }) {
  return (
    <section id="form" className={styles.section} aria-labelledby="report-form-heading">
      <h2 id="report-form-heading" className={styles.heading}>
        {heading}
      </h2>
      <ReportWizard />
    </section>
  );
}
