import type {
  CampaignContact,
  ConsultingRequest,
  LeadSubmission,
  NewsletterSubscriber,
  Submission,
} from "@/lib/db/generated/client";
import type { Tx } from "@/lib/mail/outbox";
import { CONTACT_FORM, SIGNUP_FORM } from "@/lib/validation/lead-variants";
import { reportReference } from "@/lib/report/reference";
import { NEWSLETTER_FORM, REPORT_FORM, type SubmissionKind } from "./kinds";
import type { Provenance } from "./provenance";
import { likeSafe, phoneSearchDigits } from "./search";
import { storedFields } from "./stored-fields";

export interface SubmissionEntry extends Partial<Provenance> {
  kind: SubmissionKind;
  sourceId: number;
  form: string;
  receivedAt: Date;
  name: string;
  email: string;
  company: string;
  message: string;
  isSpam: boolean;
  /** What it is worth to the pipeline (a report request's quoted total), in whole units of `currency`. */
  value?: number | null;
  currency?: string | null;
  /** The lead submit's idempotency key (leads and campaign contacts); one entry per key. */
  idempotencyKey?: string | null;
  /** The phone number the visitor gave: searched (searchText), not a column of the entry. */
  phone?: string;
}

/** The entry's columns, with the address in lower case and the search text made from them. */
function entryData(entry: SubmissionEntry) {
  const { phone, ...columns } = entry;
  const email = entry.email.trim().toLowerCase();
  return { ...columns, email, searchText: searchText({ ...columns, email, phone }) };
}

/**
 * Writes the inbox entry of a source row just stored, inside the same transaction, so that every
 * submission is in the inbox exactly when it is in the database.
 */
export function recordSubmission(tx: Tx, entry: SubmissionEntry): Promise<Submission> {
  return tx.submission.create({ data: entryData(entry) });
}

/**
 * Makes the entry of another row of the same submit (a campaign call that came before its lead-form
 * call) the entry of the row just stored, so that the submit stays one inbox entry.
 */
export function takeOverSubmission(tx: Tx, id: number, entry: SubmissionEntry): Promise<Submission> {
  return tx.submission.update({ where: { id }, data: entryData(entry) });
}

/**
 * What the inbox's free-text search reads: name, address, company and message, then a report request's
 * receipt number (FR-000001) and the phone's digits (search.ts), in lower case, so that a search (lowered
 * too) ignores case on SQLite and PostgreSQL alike. The migration 20261130040000_search_phone_reference
 * brought older rows to this form; a change here needs one too.
 */
export function searchText(
  entry: Pick<SubmissionEntry, "name" | "email" | "company" | "message" | "phone"> &
    Partial<Pick<SubmissionEntry, "kind" | "sourceId">>,
): string {
  const reference = entry.kind === "report" && entry.sourceId !== undefined ? reportReference(entry.sourceId) : "";
  const phone = entry.phone ? phoneSearchDigits(entry.phone) : "";
  const added = [reference, phone].filter(Boolean);
  const part = (text: string) => likeSafe(text.toLowerCase());
  const [head, tail] = [part([entry.name, entry.email, entry.company].join("\n")), part(added.join("\n"))];
  const room = SEARCH_TEXT_BYTES - utf8.encode(head + tail).length - 2;
  return [head, fitBytes(part(entry.message), room), ...(tail ? [tail] : [])].join("\n");
}

/**
 * The most an entry's search text may hold, in UTF-8 bytes: it sits in the inbox's index entries, and
 * PostgreSQL's B-tree refuses an entry over about 2,700 bytes (a 5,000-syllable message is 15 KB, and
 * refusing it would lose the lead). A long message is searched as far as it fits.
 */
export const SEARCH_TEXT_BYTES = 2000;
const utf8 = new TextEncoder();

/** `text` cut, between characters, to at most `budget` UTF-8 bytes. */
function fitBytes(text: string, budget: number): string {
  if (utf8.encode(text).length <= budget) return text;
  let bytes = 0;
  let end = 0;
  for (const char of text) {
    bytes += utf8.encode(char).length;
    if (bytes > budget) break;
    end += char.length;
  }
  return text.slice(0, end);
}

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

export function leadEntry(lead: LeadSubmission): SubmissionEntry {
  const fields = storedFields(lead.fields);
  const kind = lead.sheet === CONTACT_FORM ? "contact" : lead.sheet === SIGNUP_FORM ? "signup" : "lead";
  // Contact and call-back forms ask one name; the others ask its parts.
  const name =
    text(fields.name) ||
    personName(text(fields.firstName ?? fields.first_name), text(fields.lastName ?? fields.last_name));
  return {
    kind,
    sourceId: lead.id,
    form: lead.sheet,
    receivedAt: lead.createdAt,
    name,
    email: text(fields.email),
    company: text(fields.company),
    message: text(fields.message) || text(fields.projectDetail),
    // The sign-up and call-back forms ask one.
    phone: text(fields.phone),
    utmSource: lead.utmSource,
    utmMedium: lead.utmMedium,
    isSpam: lead.isSpam,
  };
}

export function reportEntry(request: ConsultingRequest): SubmissionEntry {
  return {
    kind: "report",
    sourceId: request.id,
    form: REPORT_FORM,
    receivedAt: request.createdAt,
    name: personName(request.firstName, request.lastName),
    email: request.email,
    company: request.companyName,
    // What a marketer searches a report request by: the project, the site and the visitor's words.
    message: [request.projectName, request.siteAddress, text(storedFields(request.fields).additionalInformation)]
      .filter(Boolean)
      .join("\n"),
    phone: request.phone,
    isSpam: false,
    value: request.total,
    currency: request.currency,
  };
}

/** Honeypot hits are stored with the tag suffixed ":spam" (lib/leads/accept-campaign.ts). */
export function campaignEntry(contact: CampaignContact): SubmissionEntry {
  const fields = storedFields(contact.fields);
  return {
    kind: "campaign",
    sourceId: contact.id,
    form: contact.tag.replace(/:spam$/, ""),
    receivedAt: contact.createdAt,
    name: personName(contact.firstName, contact.lastName),
    email: contact.email,
    company: contact.company ?? "",
    message: text(fields.note) || text(fields.ed1_message),
    isSpam: contact.tag.endsWith(":spam"),
  };
}

export function subscriberEntry(subscriber: NewsletterSubscriber): SubmissionEntry {
  return {
    kind: "newsletter",
    sourceId: subscriber.id,
    form: NEWSLETTER_FORM,
    receivedAt: subscriber.createdAt,
    name: "",
    email: subscriber.email,
    company: "",
    message: "",
    isSpam: false,
  };
}

/** Hangul syllables (가–힣). */
const HANGUL = /[\uAC00-\uD7A3]/;

/**
 * A person's name as the team reads it: Korean names family name first and, when both parts are
 * Korean, without a space ("김민준"); others given name first ("Minjun Kim").
 */
export function personName(first: string, last: string): string {
  const given = first.trim();
  const family = last.trim();
  if (!HANGUL.test(given + family)) return [given, family].filter(Boolean).join(" ");
  const separator = HANGUL.test(given) && HANGUL.test(family) ? "" : " ";
  return [family, given].filter(Boolean).join(separator);
}
