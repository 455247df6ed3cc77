"use client";

import type { FormEvent, MouseEvent } from "react";
import { useForm, type DefaultValues, type FieldValues } from "react-hook-form";
import type { LeadVariant } from "@/lib/validation/lead-variants";
import type { FooterRegister } from "./form-footer";
import type { FormResolvers } from "./form-resolvers";
import { useFormDraft } from "./use-form-draft";
import { useFormSubmit } from "./use-form-submit";
import { useLazyResolver } from "./use-lazy-resolver";

interface LeadFormOptions<Input extends FieldValues, Values, Result> {
  /** Which form's schema checks it in the browser (the server checks with the same one). */
  schema: keyof FormResolvers;
  variant?: LeadVariant;
  empty: Input;
  /** The name what is typed is kept under in this tab until it is sent (use-form-draft.ts). */
  draft: string;
  /** When a field is first checked: on leaving it, or once it has been touched. */
  mode?: "onBlur" | "onTouched";
  /** Makes the request; a failure shows as one sentence and keeps everything typed. */
  send: (values: Values, idempotencyKey: string) => Promise<Result>;
  /** After a success: the form is emptied, then this runs with the response. */
  onSent: (result: Result) => void;
  /** While true, a submit sends nothing (the thank-you panel is showing). */
  paused?: boolean;
}

/**
 * What the visitor forms share: the schema loaded on first touch, fields checked on blur (and again on
 * change once invalid), one submit at a time with one idempotency key across retries, what is typed
 * kept as a draft in this tab until it is sent, the form emptied after a success. `formProps` go on
 * the <form>, `footerProps` on its FormFooter.
 */
export function useLeadForm<Input extends FieldValues, Values, Result = unknown>({
  schema,
  variant,
  empty,
  draft,
  mode = "onBlur",
  send,
  onSent,
  paused = false,
}: LeadFormOptions<Input, Values, Result>) {
  const { resolver, loadOnTouch } = useLazyResolver<Input, Values>(schema, variant);
  const form = useForm<Input, unknown, Values>({
    resolver,
    mode,
    reValidateMode: "onChange",
    defaultValues: empty as DefaultValues<Input>,
  });
  const kept = useFormDraft(form, draft, empty);
  const { submit, submitting, error } = useFormSubmit(async (values: Values, idempotencyKey) => {
    const result = await send(values, idempotencyKey);
    // Without values: back to the defaults (`empty`), through the browser's own form reset too, whose
    // event the fields that keep state of their own listen for (the character count).
    form.reset();
    kept.clear();
    onSent(result);
  });
  const formProps = {
    noValidate: true,
    ...loadOnTouch,
    // Pressing Submit would blur the field being typed in; its check on blur then inserts that
    // field's error above the button, the button moves before the press ends, the click misses it
    // and only that one error shows. Keeping the focus where it is lets the click submit, and the
    // submit checks (and marks) every field at once.
    onMouseDownCapture: (event: MouseEvent<HTMLFormElement>) => {
      if ((event.target as Element).closest('button[type="submit"]')) event.preventDefault();
    },
    onSubmit: (event: FormEvent<HTMLFormElement>) =>
      paused ? event.preventDefault() : void form.handleSubmit(submit)(event),
  };
  const footerProps = {
    // Every visitor form has the footer's fields (emptyFormFooter), which the generic Input cannot say.
    register: form.register as FooterRegister,
    privacyError: form.formState.errors.privacyConsent?.message,
    error,
  };
  return { form, errors: form.formState.errors, submitting, error, formProps, footerProps };
}
