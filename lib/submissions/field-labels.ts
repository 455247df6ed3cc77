import type { Messages } from "@/lib/i18n/messages";
import { callbackTimes, contactPurposes } from "@/lib/validation/form-options";
import { MODULAR_INTEREST } from "@/lib/validation/lead-variants";

type FieldLabels = Messages["staff"]["fields"];
/** Who reads a stored value: the team (back office, its e-mails, exports) or the visitor who sent it. */
type Reader = "team" | "visitor";

/** The label of a stored field key in the reader's language; an unknown key is shown as it is. */
export function fieldLabel(messages: Messages, key: string): string {
  const labels: Partial<Record<string, string>> = messages.staff.fields;
  return labels[key as keyof FieldLabels] ?? key;
}

const lookup = (table: Record<string, string>, key: string) => (Object.hasOwn(table, key) ? table[key] : undefined);

/** The fields stored as a code, each with its words: a table per field. */
const codeTables = (messages: Messages): Partial<Record<string, Record<string, string>>> => ({
  jobTitle: messages.forms.lead.jobTitles,
  bedroomType: messages.reportWizard.fields.bedroom,
  parking: messages.reportWizard.fields.parkingOption,
  ...messages.staff.values,
});

/**
 * A stored value as the visitor saw it, not its code: job titles, the contact purpose and the call-back time (stored as
 * their English labels), the modular interest box, unit types, the area unit, the currency, parking, where the demo popup
 * opened, the page's language, a newsletter's state and yes/no, in the reader's language. The visitor reads the
 * call-back time as the form offered it ("your time" on English pages); the team beside the visitor's time zone.
 */
export function fieldValue(messages: Messages, key: string, value: unknown, reader: Reader = "team"): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "boolean") return value ? messages.staff.yes : messages.staff.no;
  if (Array.isArray(value)) return value.map((item) => fieldValue(messages, key, item, reader)).join(", ");
  const text = String(value);
  switch (key) {
    case "purpose": {
      const code = Object.entries(contactPurposes).find(([code, label]) => text === label || text === code)?.[0];
      return (code && lookup(messages.forms.contact.purposes, code)) || text;
    }
    case "preferredTime": {
      // Stored as the English label the team's e-mail once showed; older rows may hold the code.
      const code = Object.entries(callbackTimes).find(([code, label]) => text === label || text === code)?.[0];
      const times = reader === "visitor" ? messages.demo.callback.times : messages.staff.values.preferredTime;
      return (code && lookup(times, code)) || text;
    }
    case "interest":
      return text === MODULAR_INTEREST ? messages.staff.fields.interestModular : text;
    default: {
      const tables = codeTables(messages);
      const table = Object.hasOwn(tables, key) ? tables[key] : undefined;
      return (table && lookup(table, text)) ?? text;
    }
  }
}

/** The label of a form (a lead form, a campaign tag, …) in the reader's language. */
export function formLabel(messages: Messages, form: string): string {
  return lookup(messages.staff.forms, form) ?? form;
}

/** A form as its sender calls it in a sentence of their acknowledgement: "demo call-back request", "가입 신청". */
export function visitorFormLabel(messages: Messages, form: string): string {
  return lookup(messages.acknowledgement.forms, form) ?? formLabel(messages, form);
}
