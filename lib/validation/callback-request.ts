import { demoTriggers } from "@/lib/config/brand";
import { z } from "@/lib/validation/z";
import { emailField, honeypotField, MAX, optionalText, requiredText } from "./fields";
import type { Translate } from "./translate";

/** When a visitor would like the call; the team reads the English label in its e-mail. */
export const callbackTimes = {
  morning: "Weekday morning (9:00–12:00)",
  afternoon: "Weekday afternoon (12:00–17:00)",
  evening: "Weekday evening (17:00–19:00)",
  anytime: "Any time on a weekday",
} as const;
export type CallbackTime = keyof typeof callbackTimes;
export const callbackTimeValues = Object.keys(callbackTimes) as [CallbackTime, ...CallbackTime[]];

/**
 * The demo popup's and /demo's fallback when the scheduling widget cannot load: "we'll call you".
 * Sent through POST /api/main/email with its tag, stored and mailed like every other lead.
 */
export function callbackRequestSchema(t: Translate) {
  return z.object({
    name: requiredText(t, "name", MAX.medium),
    email: emailField(t),
    company: requiredText(t, "company", MAX.medium),
    phone: optionalText(t, MAX.short),
    preferredTime: z.enum(callbackTimeValues, { error: t("preferredTime") }),
    /** The visitor's IANA time zone, read from the browser, so "morning" means their morning. */
    timeZone: optionalText(t, MAX.short),
    /** Which button opened the popup (the scheduling trigger), or "default" on /demo. */
    trigger: z.enum(demoTriggers).default("default"),
    utm_source: optionalText(t, MAX.medium),
    utm_medium: optionalText(t, MAX.medium),
    homepage: honeypotField(),
  });
}

export type CallbackRequestInput = z.input<ReturnType<typeof callbackRequestSchema>>;
export type CallbackRequestValues = z.output<ReturnType<typeof callbackRequestSchema>>;
