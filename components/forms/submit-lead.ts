"use client";

import { leadTags, type LeadVariant } from "@/lib/validation/lead-variants";
import type { LeadFormValues } from "@/lib/validation/lead-form";
import { visitAttribution } from "@/lib/client/attribution";
import { postJson, type PostOptions } from "./post-json";

export interface SubmitLeadInput {
  variant: LeadVariant;
  sheet: string;
  values: LeadFormValues;
  options: PostOptions;
  /** Modular only: the demo popup before the campaign call, if its widget can show. */
  demo: {
    /** Starts loading the scheduling widget; true once it is ready, false when it cannot load. */
    ready: () => Promise<boolean>;
    open: () => void;
  };
}


/**
 * The order of a lead's calls: (a) the sheet row, (b) the tagged e-mail, (c) Modular: demo popup, then the
 * campaign call, (d) ED1Report: the campaign call. One idempotency key for all of them, so a
 * retry after a failure half-way stores and mails nothing twice. The Modular popup opens only
 * when its scheduling widget is ready (loaded while the first calls run): a popup that could
 * only say "the calendar did not load" right after a successful submit would be a dead end.
 */
export async function submitLead({ variant, sheet, values, options, demo }: SubmitLeadInput): Promise<void> {
  const widgetReady = variant === "Modular" ? demo.ready() : null;
  // The visit's landing (page, referrer, utm parameters) goes with every call of the submit.
  const visit = visitAttribution();
  const row = { ...values, ...visit };
  await postJson(`/api/xlsx/${encodeURIComponent(sheet)}`, row, options);
  await postJson("/api/main/email", { ...row, tag: leadTags[variant] }, options);
  const person = {
    email: values.email,
    firstName: values.firstName,
    lastName: values.lastName,
    company: values.company,
    privacyConsent: values.privacyConsent,
    marketingConsent: values.marketingConsent,
    consentVersion: values.consentVersion,
    ...visit,
  };
  if (variant === "Modular") {
    if (await widgetReady) demo.open();
    await postJson(
      "/api/active-campaign",
      { tag: "modular", ...person, jobTitle: values.jobTitle, note: values.message },
      options,
    );
  }
  if (variant === "ED1Report") {
    await postJson(
      "/api/active-campaign",
      {
        tag: "ed1_report",
        ...person,
        ed1_address: values.address,
        ed1_lot_size: values.lotSize,
        ed1_message: values.projectDetail,
      },
      options,
    );
  }
}
