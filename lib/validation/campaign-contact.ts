import * as z from "zod/mini";
import "@/lib/validation/form-z";
import type { Locale } from "@/lib/i18n/routing";
import { emailField, lastNameField, MAX, optionalText, requiredText } from "./fields";
import type { Translate } from "./translate";
import { leadClosingShape } from "./consent";

/** The campaign-contact payloads (one 이름 on Korean pages, as the lead form they follow): the Modular one and the ED1 report one, told apart by tag. */
export function campaignContactSchema(t: Translate, locale: Locale) {
  const person = {
    email: emailField(t),
    firstName: requiredText(t, "firstName", MAX.short),
    lastName: lastNameField(t, locale, MAX.short),
    company: optionalText(t, MAX.medium),
    ...leadClosingShape(t),
  };
  return z.discriminatedUnion("tag", [
    z.object({
      tag: z.literal("modular"),
      ...person,
      jobTitle: optionalText(t, MAX.medium),
      note: optionalText(t, MAX.text),
    }),
    z.object({
      tag: z.literal("ed1_report"),
      ...person,
      ed1_address: optionalText(t, MAX.long),
      ed1_lot_size: optionalText(t, MAX.short),
      ed1_message: optionalText(t, MAX.text),
    }),
  ]);
}

export type CampaignContactValues = z.output<ReturnType<typeof campaignContactSchema>>;
export type CampaignContactInput = z.input<ReturnType<typeof campaignContactSchema>>;
