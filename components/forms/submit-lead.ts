"use client";

import type { LeadVariant } from "@/lib/validation/lead-variants";
import type { LeadFormValues } from "@/lib/validation/lead-form";
import { visitAttribution } from "@/lib/client/attribution";
import { postJson, type PostOptions } from "./post-json";

export interface SubmitLeadInput {
  variant: LeadVariant;
  sheet: string;
  values: LeadFormValues;
  options: PostOptions;
  /** Modular only: the demo popup after the submit, if its widget can show. */
  demo: {
    /** Starts loading the scheduling widget; true once it is ready, false when it cannot load. */
    ready: () => Promise<boolean>;
    open: () => void;
  };
}

/**
 * A lead's one request: POST /api/leads with the sheet, the form's values and the visit's landing.
 * The server stores the row and queues the team's e-mail and (Modular, ED1 report) the CRM sync
 * before it responds, so a visitor who leaves right after the response has been heard. A retry
 * carries the same idempotency key and stores nothing twice. Modular: the scheduling widget loads
 * while the request runs, and the demo popup opens after a successful response, only when the widget
 * is ready: a popup that could only say "the calendar did not load" would be a dead end.
 */
export async function submitLead({ variant, sheet, values, options, demo }: SubmitLeadInput): Promise<void> {
  const widgetReady = variant === "Modular" ? demo.ready() : null;
  await postJson("/api/leads", { sheet, ...values, ...visitAttribution() }, options);
  if (widgetReady && (await widgetReady)) demo.open();
}
