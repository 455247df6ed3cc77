import * as z from "zod/mini";
import "@/lib/validation/form-z";
import { consentShape } from "./consent";
import { emailField, honeypotField, MAX, optionalText, requiredText } from "./fields";
import type { Translate } from "./translate";

/** PIPA's rights a request names: 열람 (art. 35), 정정, 삭제 (art. 36), 처리정지 incl. marketing (art. 37). */
export const privacyRights = ["access", "correction", "erasure", "suspension"] as const;
export type PrivacyRightValue = (typeof privacyRights)[number];

/**
 * POST /api/privacy-request and its form (/privacy-request): who asks (name, the address we verify,
 * an optional phone to find records by), what they ask and the details, with the consent every form
 * asks. No attribution: a request is not a lead.
 */
export function privacyRequestSchema(t: Translate) {
  return z.object({
    name: requiredText(t, "name", MAX.medium),
    email: emailField(t),
    phone: optionalText(t, MAX.short),
    right: z.enum(privacyRights, { error: t("privacyRight") }),
    details: optionalText(t, MAX.text),
    ...consentShape(t("privacyConsent")),
    homepage: honeypotField(),
  });
}

export type PrivacyRequestInput = z.input<ReturnType<typeof privacyRequestSchema>>;
export type PrivacyRequestValues = z.output<ReturnType<typeof privacyRequestSchema>>;
