import * as z from "zod/mini";
import "@/lib/validation/form-z";
import { CONSENT_VERSION, consentVersions } from "@/content/legal/consent-notice";
import { attributionShape } from "./attribution";
import { honeypotField } from "./fields";
import type { Translate } from "./translate";

/**
 * The consent every form that collects personal data asks (content/legal/consent-notice.ts), shared by
 * every form schema so the browser and the server refuse the same submit: the required agreement to
 * the collection and use (only a ticked box passes), the optional marketing opt-in, and the version
 * of the notice the visitor saw (the current one when a caller leaves it out).
 */
export function consentShape(message: string) {
  return {
    privacyConsent: requiredBox(message),
    marketingConsent: z._default(z.boolean(), false),
    consentVersion: z._default(z.enum(consentVersions), CONSENT_VERSION),
  };
}

/**
 * What a lead form ends with (contact, sign-up, call-back, the lead and campaign forms): the consent,
 * where the visit came from (attribution.ts) and the field only a bot fills in.
 */
export function leadClosingShape(t: Translate) {
  return {
    ...consentShape(t("privacyConsent")),
    ...attributionShape(),
    homepage: honeypotField(),
  };
}

/** A checkbox gives a boolean; only a ticked one passes (a missing or other value names the field too). */
export function requiredBox(message: string) {
  return z.boolean({ error: message }).check(z.refine((agreed) => agreed, { error: message }));
}

export const consentKeys = ["privacyConsent", "marketingConsent", "consentVersion"] as const;
export type ConsentKey = (typeof consentKeys)[number];
