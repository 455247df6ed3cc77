/**
 * The fixed choices and tags of the visitor forms, apart from their schemas so that a form can draw
 * itself without loading zod (the schemas load when the visitor first touches a form). Nothing here may
 * import zod: the pages whose form is drawn at once (contact, sign-up, campaigns) would carry it.
 */

import type { Locale } from "@/lib/i18n/routing";

/**
 * Korean pages ask one 이름, kept whole in the first-name field with the last name empty; English
 * pages ask first and last name apart. The same schema in the browser and the route decides it.
 */
export const asksOneName = (locale: Locale) => locale === "ko";

/** The values of a table of choices, as the non-empty tuple `z.enum` takes. */
const valuesOf = <T extends Record<string, string>>(choices: T) =>
  Object.keys(choices) as [keyof T & string, ...(keyof T & string)[]];

/** The contact form's purposes (value and the English label the team reads). */
export const contactPurposes = {
  product_service: "Product / Service",
  billing: "Billing",
  partnerships_investments: "Partnerships & Investments",
  pr_media: "PR / Media",
  careers: "Careers",
  other: "Other",
} as const;
export const contactPurposeValues = valuesOf(contactPurposes);

/** When a demo call-back visitor would like the call; the team reads the English label in its e-mail. */
export const callbackTimes = {
  morning: "Weekday morning (9:00–12:00)",
  afternoon: "Weekday afternoon (12:00–17:00)",
  evening: "Weekday evening (17:00–19:00)",
  anytime: "Any time on a weekday",
} as const;
export const callbackTimeValues = valuesOf(callbackTimes);

/** What every lead form's footer (components/forms/form-footer.tsx) starts as: nothing agreed, the bot trap empty. */
export const emptyFormFooter = { privacyConsent: false, marketingConsent: false, homepage: "" };

/**
 * The tags POST /api/main/email tells the contact, sign-up and demo call-back requests apart by. The team's
 * notification carries its tag in the X-Tag header; an English team's subject starts with it too.
 */
export const CONTACT_TAG = "Contact";
export const SIGNUP_TAG = "Sign Up";
export const CALLBACK_TAG = "Demo Call-back";
