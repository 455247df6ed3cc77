import * as z from "zod/mini";
import "@/lib/validation/form-z";
import { attributionShape } from "./attribution";
import { consentShape, requiredBox } from "./consent";
import { emailField, honeypotField } from "./fields";
import type { Translate } from "./translate";

/**
 * POST /api/subscribe: an address, the required agreement to its collection, asked and recorded as
 * every other form asks it (lib/validation/consent.ts: `privacyConsent`, the notice's version), and
 * the required consent to advertising e-mail (정보통신망법 제50조: `marketingConsent`, optional
 * elsewhere), with the visit's attribution.
 */
export function newsletterSchema(t: Translate) {
  return z.object({
    email: emailField(t),
    ...consentShape(t("privacyConsent")),
    marketingConsent: requiredBox(t("marketingConsent")),
    ...attributionShape(),
    homepage: honeypotField(),
  });
}

/** The confirmation and unsubscribe pages' buttons: the token of the link that opened the page. */
export const linkTokenSchema = z.object({ token: z.string().check(z.regex(/^[A-Za-z0-9_-]{20,100}$/)) });

export type NewsletterInput = z.input<ReturnType<typeof newsletterSchema>>;
export type NewsletterValues = z.output<ReturnType<typeof newsletterSchema>>;
