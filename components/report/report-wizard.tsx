"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect, useMemo, useState } from "react";
import type { ReportReceipt } from "@/lib/report/record-request";
import type { PriceList } from "@/lib/money/prices";
import { StepAdditional } from "./step-additional";
import { StepApplicant } from "./step-applicant";
import { StepIndicator, stepKeys } from "./step-indicator";
import { StepObjectives } from "./step-objectives";
import { StepProject } from "./step-project";
import { submitReport } from "./submit-report";
import { SuccessPanel } from "./success-panel";
import { useStagedUploads } from "./use-staged-uploads";
import styles from "./report-wizard.module.css";
import { withIntl } from "@/components/i18n/intl-boundary";
import { useSubmitKey } from "@/components/forms/use-submit-key";
import { useFormDraft } from "@/components/forms/use-form-draft";
import { useLeaveGuard } from "@/components/ui/use-leave-guard";
import { zodResolver } from "@hookform/resolvers/zod";
import { FormProvider, useForm, type Resolver } from "react-hook-form";
import { emptyReportRequestFor, reportStepSchemasFor, type ReportRequestInput } from "@/lib/validation/report-wizard";
import { locales, type Locale } from "@/lib/i18n/routing";

interface StepContext {
  step: number;
  locale: Locale;
}

const perStep = Object.fromEntries(
  locales.map((locale) => [
    locale,
    reportStepSchemasFor(locale).map(
      (schema) => zodResolver(schema) as unknown as Resolver<ReportRequestInput, StepContext>,
    ),
  ]),
) as Record<Locale, Resolver<ReportRequestInput, StepContext>[]>;

/**
 * One form, one resolver that validates with the current step's schema only, in the page's language
 * (both arrive as the form's `context`), so Next checks just what the step shows.
 */
const stepResolver: Resolver<ReportRequestInput, StepContext> = (values, context, options) => {
  const steps = perStep[context?.locale ?? "ko"];
  return (steps[context?.step ?? 0] ?? steps[0]!)(values, context, options);
};

type Status = "editing" | "submitting" | "submitted";
const LAST_STEP = stepKeys.length - 1;

/** What the wizard keeps beside its answers: the step reached (its files are kept apart: use-staged-uploads.ts). */
interface DraftExtra {
  step: number;
}

const keptStep = (step: unknown) => (Number.isInteger(step) ? Math.min(Math.max(step as number, 0), LAST_STEP) : 0);

/**
 * The four-step report request. Next advances only when the step's schema passes. Unlike the old site's
 * gate (first name, last name and email only), step 1 needs phone and company too: the old site showed
 * them as required with messages, and the team needs them to arrange payment. A failed submit keeps
 * every answer and file and says what went wrong. The answers and the step are kept in this tab as a
 * draft until sent, and the finished files' names and tokens beside them; a file the server no longer
 * holds (expired, swept) is dropped and asked for again by name, the rest kept.
 */
function ReportWizardBody({ prices }: { prices: PriceList }) {
  const t = useTranslations("reportWizard");
  const locale = useLocale();
  const [step, setStep] = useState(0);
  // The page's units and currency: ㎡ and 원 on Korean pages, sq ft and US$ on English ones.
  const empty = useMemo(() => emptyReportRequestFor(locale), [locale]);
  const form = useForm<ReportRequestInput, StepContext>({
    resolver: stepResolver,
    context: { step, locale: locale as Locale },
    defaultValues: empty,
  });
  const uploads = useStagedUploads(locale);
  const draft = useFormDraft<ReportRequestInput, StepContext, ReportRequestInput, DraftExtra>(form, "report", empty, {
    extra: { step },
    onRestore: (extra) => setStep(keptStep(extra?.step)),
  });
  const submitKey = useSubmitKey();
  const [status, setStatus] = useState<Status>("editing");
  const [receipt, setReceipt] = useState<ReportReceipt | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const locked = status !== "editing";
  // Closing or reloading the tab with unsent answers asks first: the draft and the files do not outlive a
  // closed tab, nor an upload under way a reload. A link within the site is not asked about: they outlive it.
  useLeaveGuard(status !== "submitted" && (form.formState.isDirty || uploads.items.length > 0));

  const goTo = (next: number) => {
    setStep(next);
    form.clearErrors();
  };
  // Next and Back hand focus to the new step's heading once it is drawn (the WAI wizard pattern), so it is
  // announced and Tab goes on into its fields; a restored draft's step leaves focus where it is.
  const [moves, setMoves] = useState(0);
  const move = (next: number) => {
    setMoves((count) => count + 1);
    goTo(next);
  };
  useEffect(() => {
    if (!moves) return;
    const title = document.getElementById("report-step-title");
    title?.focus({ preventScroll: true });
    // Scrolled only as far as it takes to show it, below the sticky header (its scroll-margin).
    title?.scrollIntoView({ block: "nearest" });
  }, [moves]);

  // The resolver hands back only the current step's parsed fields: the submit reads the whole form.
  const onValidStep = async () => {
    if (step < LAST_STEP) return move(step + 1);
    if (uploads.uploading) return setFailure(t("files.stillUploading"));
    setFailure(null);
    setStatus("submitting");
    const values = form.getValues();
    const tokens = uploads.items.flatMap((item) => (item.token ? [item.token] : []));
    // One key per submit, kept when the visitor retries it unchanged; changed answers or files are a new request.
    const result = await submitReport(values, tokens, locale, submitKey.current(JSON.stringify([values, tokens])));
    if (result.ok) {
      submitKey.reset();
      draft.clear();
      uploads.clear();
      setReceipt(result.receipt);
      return setStatus("submitted");
    }
    setStatus("editing");
    // A refused file (`files`) may be one the server no longer holds: those leave the list and are asked for again.
    const gone = result.fieldErrors?.files && tokens.length > 0 ? await uploads.recheck() : [];
    if (gone.length > 0) return setFailure(gone.map((name) => t("files.attachNamedAgain", { name })).join(" "));
    // Field messages from the server are already in the visitor's language; show them with the summary.
    const details = Object.values(result.fieldErrors ?? {}).flat();
    const summary = result.message ?? t(result.network ? "result.network" : "result.failed");
    setFailure([summary, ...details].join(" "));
  };

  const done = () => {
    form.reset(emptyReportRequestFor(locale));
    uploads.clear();
    setReceipt(null);
    setFailure(null);
    setStatus("editing");
    goTo(0);
    const section = document.getElementById("form");
    if (section)
      window.scrollTo({ top: section.getBoundingClientRect().top + window.scrollY - 24, behavior: "smooth" });
  };

  const submitLabel = status === "submitting" ? t("actions.submitting") : t("actions.submit");
  return (
    <FormProvider {...form}>
      <StepIndicator step={step} submitted={status === "submitted"} />
      <form
        className={styles.form}
        noValidate
        onSubmit={form.handleSubmit(onValidStep)}
        aria-labelledby="report-step-title"
      >
        {/* Named with its number from the step indicator ("2단계 프로젝트 정보") for when it takes focus. */}
        <h3
          id="report-step-title"
          className={styles.stepTitle}
          tabIndex={-1}
          aria-labelledby={receipt ? undefined : "report-step-number report-step-title"}
        >
          {receipt ? t("result.title") : t(`steps.${stepKeys[step] ?? "applicant"}`)}
        </h3>
        {receipt ? (
          <SuccessPanel receipt={receipt} onDone={done} />
        ) : (
          <>
            {step === 0 && <StepApplicant />}
            {step === 1 && <StepProject />}
            {step === 2 && <StepObjectives />}
            {step === 3 && <StepAdditional uploads={uploads} locked={locked} prices={prices} />}
          </>
        )}
        <div role="alert" className={styles.failure}>
          {failure}
        </div>
        <p className="visually-hidden" role="status">
          {status === "submitting" ? t("actions.submitting") : ""}
        </p>
        {!receipt && (
          <div className={styles.actions}>
            {step > 0 && (
              <button type="button" className={styles.secondary} onClick={() => move(step - 1)} disabled={locked}>
                {t("actions.back")}
              </button>
            )}
            <button type="submit" className={styles.primary} disabled={locked} aria-busy={status === "submitting"}>
              {step < LAST_STEP ? t("actions.next") : submitLabel}
            </button>
          </div>
        )}
      </form>
    </FormProvider>
  );
}

/** The part with next-intl around it: it loads on demand (components/i18n/intl-boundary.tsx). */
export const ReportWizard = withIntl(ReportWizardBody);
