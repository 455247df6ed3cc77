/**
 * The report wizard's place on /report (anchor id "form"). Placeholder until the wizard lands.
 */
export function ReportWizardSection({ heading }: { heading: string }) {
  return (
    <section id="form" aria-labelledby="report-form-heading">
      <h2 id="report-form-heading">{heading}</h2>
    </section>
  );
}
