"use client";

import { useLocale } from "next-intl";
import type { FieldValues, Path } from "react-hook-form";
import type { FormResolvers } from "./form-resolvers";
import { visitAttribution } from "@/lib/client/attribution";
import { postJson } from "./post-json";
import { useLeadForm } from "./use-lead-form";
import { useCallback, useEffect, useRef, useState } from "react";

/**
 * A form the team receives by e-mail (POST /api/main/email under its tag): the lead form's submit,
 * then `sent` until the visitor dismisses the thank-you (`dismiss`, which shows the empty form again
 * with the focus in `first`). Someone who looked away still finds the confirmation; while it shows, a
 * submit sends nothing.
 */
export function useMailForm<Input extends FieldValues, Values>(
  schema: keyof FormResolvers,
  empty: Input,
  tag: string,
  first: Path<Input>,
) {
  const locale = useLocale();
  const [sent, setSent] = useState(false);
  const lead = useLeadForm<Input, Values>({
    schema,
    empty,
    draft: schema,
    send: (values, idempotencyKey) =>
      postJson("/api/main/email", { ...values, ...visitAttribution(), tag }, { locale, idempotencyKey }),
    onSent: () => setSent(true),
    paused: sent,
  });
  const refocus = useRef(false);
  const { setFocus } = lead.form;
  // After the fields are drawn again: the focus goes where the next message starts.
  useEffect(() => {
    if (sent || !refocus.current) return;
    refocus.current = false;
    setFocus(first);
  }, [sent, setFocus, first]);
  // The button's click handler: React turns it back into the submit button before the click's default
  // action runs, which would then submit the empty form.
  const dismiss = useCallback((event: { preventDefault(): void }) => {
    event.preventDefault();
    refocus.current = true;
    setSent(false);
  }, []);
  return { ...lead, sent, dismiss };
}
