import { attributionKeys, type Attribution, type AttributionKey } from "@/lib/validation/attribution";
import { consentKeys, type ConsentKey } from "@/lib/validation/consent";

/** The inbox entry's consent and attribution columns (prisma/schema.prisma, `Submission`). */
export interface Provenance {
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmTerm: string | null;
  utmContent: string | null;
  landingPage: string | null;
  referrer: string | null;
  consentVersion: string | null;
  consentedAt: Date | null;
  marketingConsent: boolean | null;
}

interface ConsentValues {
  privacyConsent?: boolean;
  marketingConsent?: boolean;
  consentVersion?: string;
}

const orNull = (value: string | undefined) => value || null;

/**
 * The columns of a parsed form submit: its attribution, and its consent recorded at `at` (the time the
 * server accepted it). Blank attribution is stored as null, the way the inbox shows "none".
 */
export function provenanceOf(values: Partial<Attribution> & ConsentValues, at: Date): Provenance {
  return {
    utmSource: orNull(values.utm_source),
    utmMedium: orNull(values.utm_medium),
    utmCampaign: orNull(values.utm_campaign),
    utmTerm: orNull(values.utm_term),
    utmContent: orNull(values.utm_content),
    landingPage: orNull(values.landing_page),
    referrer: orNull(values.referrer),
    consentVersion: values.privacyConsent ? (values.consentVersion ?? null) : null,
    consentedAt: values.privacyConsent ? at : null,
    marketingConsent: values.privacyConsent ? (values.marketingConsent ?? false) : null,
  };
}

/** A submit's values without its consent and attribution, which are kept in their own columns. */
export function withoutProvenance<T extends object>(values: T): Omit<T, AttributionKey | ConsentKey> {
  const rest = { ...values } as Record<string, unknown>;
  for (const key of [...attributionKeys, ...consentKeys]) delete rest[key];
  return rest as Omit<T, AttributionKey | ConsentKey>;
}

/**
 * A submission's advertising consent as the team may use it today, by the rule of mayReceiveMarketing
 * (lib/leads/unsubscribe.ts): a newsletter sign-up counts once its address is confirmed (double opt-in),
 * and a form's opt-in ticked before the address's last withdrawal (the suppression list) no longer counts.
 */
export type MarketingState = "yes" | "no" | "notRecorded" | "pending" | "withdrawn";

export function marketingState(
  submission: { kind: string; marketingConsent: boolean | null; consentedAt: Date | null },
  newsletterStatus: unknown,
  suppressedAt: Date | null | undefined,
): MarketingState {
  if (submission.kind === "newsletter") {
    return newsletterStatus === "confirmed" ? "yes" : newsletterStatus === "withdrawn" ? "withdrawn" : "pending";
  }
  if (submission.marketingConsent === null) return "notRecorded";
  if (!submission.marketingConsent) return "no";
  const ticked = submission.consentedAt;
  return suppressedAt && !(ticked && ticked > suppressedAt) ? "withdrawn" : "yes";
}
