import "server-only";
import type { PrismaClient } from "@/lib/db/generated/client";
import { env } from "@/lib/config/env";
import type { CrmContact } from "@/lib/crm/active-campaign";
import { badRequest } from "@/lib/http/errors";
import { parse } from "@/lib/http/parse";
import type { Locale } from "@/lib/i18n/routing";
import type { Messages } from "@/lib/i18n/messages";
import { provenanceOf, withoutProvenance } from "@/lib/submissions/provenance";
import { isHoneypotFilled } from "@/lib/validation/fields";
import type { LeadFormValues } from "@/lib/validation/lead-form";
import { leadForms, leadTags, type LeadVariant } from "@/lib/validation/lead-variants";
import { leadFormFor } from "./schemas";
import { storeLead, type LeadDelivery } from "./store-lead";

/** A lead-form submit: the form it is stored under, its variant, and the values its form's schema accepted. */
export interface LeadSubmitValues {
  form: string;
  variant: LeadVariant;
  values: LeadFormValues;
}

/** The variant whose fields a form holds (the form itself, or PHXTrial/BostonTrial/LATrial's city). */
export function variantOfForm(form: unknown): LeadVariant | undefined {
  return typeof form === "string" && Object.hasOwn(leadForms, form) ? leadForms[form] : undefined;
}

/**
 * POST /api/leads: `form` names the form, the rest is validated with that form's own schema
 * (lib/validation/lead-form.ts, the one the browser checks with). 400 { message, fieldErrors } otherwise.
 */
export async function parseLeadSubmit(
  body: unknown,
  locale: Locale,
  words: Messages["validation"],
): Promise<LeadSubmitValues> {
  const fields = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  // A page loaded before the request called it `form` still sends `sheet`: its visitor's submit counts.
  const form = fields.form ?? fields.sheet;
  const variant = variantOfForm(form);
  if (!variant) throw badRequest(words.invalidForm, { form: [words.form] });
  const values = parse(await leadFormFor(variant, locale), body, { message: words.invalidForm });
  return { form: form as string, variant, values };
}

/** The CRM contact a campaign form's submit carries (Modular, ED1 report); undefined for the other forms. */
export function campaignContactOf(
  variant: LeadVariant,
  values: LeadFormValues,
): (CrmContact & { tag: string }) | undefined {
  const person = { email: values.email, firstName: values.firstName, lastName: values.lastName };
  if (variant === "Modular")
    return {
      ...person,
      tag: "modular",
      fields: { company: values.company, jobTitle: values.jobTitle, note: values.message, tag: "modular" },
    };
  if (variant === "ED1Report")
    return {
      ...person,
      tag: "ed1_report",
      fields: {
        company: values.company,
        ed1_address: values.address,
        ed1_lot_size: values.lotSize,
        ed1_message: values.projectDetail,
        tag: "ed1_report",
      },
    };
  return undefined;
}

/** The team's address and whether the CRM is set up, from the environment; the page's language. */
export function leadDeliveryFromEnv(locale: Locale, idempotencyKey?: string): LeadDelivery {
  const { LEADS_TO, CRM_API_URL, CRM_API_KEY } = env();
  return { leadsTo: LEADS_TO, crmConfigured: Boolean(CRM_API_URL && CRM_API_KEY), idempotencyKey, locale };
}

export interface AcceptLeadOptions {
  /** Queue the campaign forms' CRM sync too. The outside callers' adapter (/api/xlsx) leaves it to /api/active-campaign. */
  withCrm: boolean;
}

/**
 * A lead-form submit, stored with its notification (and CRM sync) queued in one transaction
 * (store-lead.ts). POST /api/leads calls it with the CRM sync; POST /api/xlsx/{form} without.
 */
export function acceptLead(
  prisma: PrismaClient,
  { form, variant, values }: LeadSubmitValues,
  delivery: LeadDelivery,
  options: AcceptLeadOptions,
) {
  const { homepage, ...fields } = withoutProvenance(values);
  const stored = fields as Record<string, string>;
  return storeLead(
    prisma,
    {
      form,
      tag: leadTags[variant],
      fields: stored,
      mailFields: { ...stored, utm_source: values.utm_source, utm_medium: values.utm_medium },
      provenance: provenanceOf(values, new Date()),
      isSpam: isHoneypotFilled(homepage),
      replyTo: values.email,
      crm: options.withCrm ? campaignContactOf(variant, values) : undefined,
    },
    delivery,
  );
}
