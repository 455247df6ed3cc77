import * as z from "zod/mini";
import "@/lib/validation/form-z";
import { attributionShape } from "./attribution";
import { consentShape } from "./consent";
import { emailField, honeypotField } from "./fields";
import type { Translate } from "./translate";

/**
 * POST /api/subscribe: an address and the required agreement to its collection, asked and recorded as
 * every other form asks it (lib/validation/consent.ts: `privacyConsent`, the notice's version), with
 * the visit's attribution. The newsletter is itself the marketing message asked for: no separate opt-in.
 */
export function newsletterSchema(t: Translate) {
  return z.object({
    email: emailField(t),
    ...consentShape(t("privacyConsent")),
    ...attributionShape(),
    homepage: honeypotField(),
  });
}

export type NewsletterInput = z.input<ReturnType<typeof newsletterSchema>>;
export type NewsletterValues = z.output<ReturnType<typeof newsletterSchema>>;
