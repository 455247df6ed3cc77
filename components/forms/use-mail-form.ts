"use client";

import { useLocale } from "next-intl";
import type { FieldValues } from "react-hook-form";
import type { FormResolvers } from "./form-resolvers";
import { visitAttribution } from "@/lib/client/attribution";
import { postJson } from "./post-json";
import { useLeadForm } from "./use-lead-form";
import { useCallback, useEffect, useRef, useState } from "react";

/** A flag that turns itself off after `ms` (the thank-you panels' 10 s). */
function useTimedFlag(ms: number): [boolean, () => void] {
  const [on, setOn] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const raise = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    setOn(true);
    timer.current = setTimeout(() => setOn(false), ms);
  }, [ms]);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);
  return [on, raise];
}

const THANK_YOU_MS = 10_000;

/**
 * A form the team receives by e-mail (POST /api/main/email under its tag): the lead form's submit,
 * then `sent` for 10 s, while the thank-you shows and a second submit sends nothing.
 */
export function useMailForm<Input extends FieldValues, Values>(schema: keyof FormResolvers, empty: Input, tag: string) {
  const locale = useLocale();
  const [sent, showSent] = useTimedFlag(THANK_YOU_MS);
  const lead = useLeadForm<Input, Values>({
    schema,
    empty,
    draft: schema,
    send: (values, idempotencyKey) =>
      postJson("/api/main/email", { ...values, ...visitAttribution(), tag }, { locale, idempotencyKey }),
    onSent: showSent,
    paused: sent,
  });
  return { ...lead, sent };
}
