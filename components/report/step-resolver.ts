import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";
import { reportStepSchemas, type ReportRequestInput } from "@/lib/validation/report-wizard";

export interface StepContext {
  step: number;
}

const perStep = reportStepSchemas.map(
  (schema) => zodResolver(schema) as unknown as Resolver<ReportRequestInput, StepContext>,
);

/**
 * One form, one resolver that validates with the current step's schema only (the step arrives as
 * the form's `context`), so Next checks just what the step shows.
 */
export const stepResolver: Resolver<ReportRequestInput, StepContext> = (values, context, options) =>
  (perStep[context?.step ?? 0] ?? perStep[0]!)(values, context, options);
