"use client";

import { useRef, useState } from "react";
import { useFormErrorText } from "./use-form-error";
import { useSubmitKey } from "./use-submit-key";

/**
 * What every form does around its request: one submit at a time (a second press while the first runs
 * does nothing), one idempotency key kept across retries and replaced after a success, and a failure
 * turned into one sentence in the visitor's language. `send` makes the request and shows the outcome.
 */
export function useFormSubmit<Values>(send: (values: Values, idempotencyKey: string) => Promise<void>) {
  const key = useSubmitKey();
  const errorText = useFormErrorText();
  const inFlight = useRef(false);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (values: Values) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSubmitting(true);
    setError(null);
    try {
      await send(values, key.current());
      key.reset();
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };
  return { submit, submitting, error };
}
