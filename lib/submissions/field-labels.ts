import type { Messages } from "@/lib/i18n/messages";
import { callbackTimes, contactPurposes } from "@/lib/validation/form-options";
import { MODULAR_INTEREST } from "@/lib/validation/lead-variants";

type FieldLabels = Messages["staff"]["fields"];

/** The label of a stored field key in the reader's language; an unknown key is shown as it is. */
export function fieldLabel(messages: Messages, key: string): string {
  const labels: Partial<Record<string, string>> = messages.staff.fields;
  return labels[key as keyof FieldLabels] ?? key;
}

const lookup = (table: Record<string, string>, key: string) => (Object.hasOwn(table, key) ? table[key] : undefined);

/**
 * A stored value as the visitor saw it, not its code: job titles, the contact purpose and the call-back time (stored as
 * their English labels), the modular interest box, unit types, the area unit, the currency, parking and yes/no, in the reader's language.
 */
export function fieldValue(messages: Messages, key: string, value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "boolean") return value ? messages.staff.yes : messages.staff.no;
  if (Array.isArray(value)) return value.map((item) => fieldValue(messages, key, item)).join(", ");
  const text = String(value);
  switch (key) {
    case "jobTitle":
      return lookup(messages.forms.lead.jobTitles, text) ?? text;
    case "purpose": {
      const code = Object.entries(contactPurposes).find(([code, label]) => text === label || text === code)?.[0];
      return (code && lookup(messages.forms.contact.purposes, code)) || text;
    }
    case "preferredTime": {
      // Stored as the English label the team's e-mail once showed; older rows may hold the code.
      const code = Object.entries(callbackTimes).find(([code, label]) => text === label || text === code)?.[0];
      return (code && lookup(messages.demo.callback.times, code)) || text;
    }
    case "interest":
      return text === MODULAR_INTEREST ? messages.staff.fields.interestModular : text;
    case "bedroomType":
      return lookup(messages.reportWizard.fields.bedroom, text) ?? text;
    case "siteAreaUnit":
      return lookup(messages.staff.values.siteAreaUnit, text) ?? text;
    case "currency":
      return lookup(messages.staff.values.currency, text) ?? text;
    case "trigger":
      return lookup(messages.staff.values.trigger, text) ?? text;
    case "locale":
      return lookup(messages.staff.values.locale, text) ?? text;
    case "newsletterStatus":
      return lookup(messages.staff.values.newsletterStatus, text) ?? text;
    case "parking":
      return lookup(messages.reportWizard.fields.parkingOption, text) ?? text;
    default:
      return text;
  }
}

/** The label of a form (a lead form, a campaign tag, …) in the reader's language. */
export function formLabel(messages: Messages, form: string): string {
  return lookup(messages.staff.forms, form) ?? form;
}
