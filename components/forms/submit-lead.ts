"use client";

import type { LeadVariant } from "@/lib/validation/lead-variants";
import type { LeadFormValues } from "@/lib/validation/lead-form";
import { visitAttribution } from "@/lib/client/attribution";
import { postJson, type PostOptions } from "./post-json";

export interface SubmitLeadInput {
  variant: LeadVariant;
  /** The form it is stored under: the variant, or a city's trial form. */
  form: string;
  values: LeadFormValues;
  options: PostOptions;
  /** Modular only: the demo popup after the submit, if its widget can show. */
  demo: {
    /** Starts loading the scheduling widget; true once it is ready, false when it cannot load. */
    ready: () => Promise<boolean>;
    open: () => void;
  };
}

/** A lead's one request, POST /api/leads, retried with the same idempotency key (lib/leads/README.md). */
export async function submitLead({ variant, form, values, options, demo }: SubmitLeadInput): Promise<void> {
  const widgetReady = variant === "Modular" ? demo.ready() : null;
  await postJson("/api/leads", { form, ...values, ...visitAttribution() }, options);
  if (widgetReady && (await widgetReady)) demo.open();
}
