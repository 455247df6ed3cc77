import * as z from "zod/mini";
import "@/lib/validation/form-z";
import { emailField, honeypotField } from "./fields";
import type { Translate } from "./translate";

/** POST /api/subscribe: an address and the explicit agreement to its collection for the newsletter. */
export function newsletterSchema(t: Translate) {
  return z.object({
    email: emailField(t),
    // A checkbox gives a boolean; only a ticked one passes.
    consent: z.boolean({ error: t("consent") }).check(z.refine((agreed) => agreed, { error: t("consent") })),
    homepage: honeypotField(),
  });
}

export type NewsletterInput = z.input<ReturnType<typeof newsletterSchema>>;
export type NewsletterValues = z.output<ReturnType<typeof newsletterSchema>>;
