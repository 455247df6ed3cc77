import { z } from "@/lib/validation/z";
import { emailField, honeypotField } from "./fields";
import type { Translate } from "./translate";

/** POST /api/subscribe: an address and the explicit consent to receive the newsletter. */
export function newsletterSchema(t: Translate) {
  return z.object({
    email: emailField(t),
    consent: z.literal(true, { error: t("consent") }),
    homepage: honeypotField(),
  });
}

export type NewsletterValues = z.output<ReturnType<typeof newsletterSchema>>;
