import { demoTriggers } from "@/lib/config/brand";
import * as z from "zod/mini";
import "@/lib/validation/form-z";
import type { Locale } from "@/lib/i18n/routing";
import { emailField, MAX, optionalText, phoneField, requiredText } from "./fields";
import { callbackTimeValues } from "./form-options";
import type { Translate } from "./translate";
import { leadClosingShape } from "./consent";

/**
 * The demo popup's and /demo's fallback when the scheduling widget cannot load: "we'll call you".
 * Sent through POST /api/main/email with its tag, stored and mailed like every other lead.
 */
export function callbackRequestSchema(t: Translate, locale: Locale) {
  return z.object({
    name: requiredText(t, "name", MAX.medium),
    email: emailField(t),
    company: requiredText(t, "company", MAX.medium),
    phone: phoneField(t, locale, MAX.short),
    preferredTime: z.enum(callbackTimeValues, { error: t("preferredTime") }),
    /** The visitor's IANA time zone, read from the browser, so "morning" means their morning. */
    timeZone: optionalText(t, MAX.short),
    /** Which button opened the popup (the scheduling trigger), or "default" on /demo. */
    trigger: z._default(z.enum(demoTriggers), "default"),
    ...leadClosingShape(t),
  });
}

export type CallbackRequestInput = z.input<ReturnType<typeof callbackRequestSchema>>;
export type CallbackRequestValues = z.output<ReturnType<typeof callbackRequestSchema>>;
