import type { SubmissionKind } from "@/lib/submissions/kinds";
import { CALLBACK_FORM, leadForms, shownFields } from "@/lib/validation/lead-variants";

/** Shown in their own columns of every sheet (Name, E-mail, Company), so left out of the form's fields. */
const common = new Set(["firstName", "lastName", "first_name", "last_name", "name", "email", "company", "companyName"]);

const byKind: Partial<Record<SubmissionKind, string[]>> = {
  contact: ["purpose", "message"],
  signup: ["phone", "city", "state", "website"],
  report: [
    // The receipt number the visitor was given (FR-000001), not typed: the export's source row adds it.
    "reference",
    "phone",
    "projectName",
    "siteAddress",
    "siteArea",
    "siteAreaUnit",
    "use",
    "numberOfUnits",
    "floorAreaRatio",
    "bedroomType",
    "unitMixSize",
    "parking",
    "parkingOthers",
    "additionalInformation",
    "useZoningAnalysis",
    "useRenderingService",
    "total",
    "currency",
  ],
  newsletter: ["locale", "consentAt", "newsletterStatus", "confirmedAt", "withdrawnAt"],
};

const byCampaignTag: Record<string, string[]> = {
  modular: ["jobTitle", "note"],
  ed1_report: ["ed1_address", "ed1_lot_size", "ed1_message"],
};

/**
 * The visitor's fields a form's sheet has columns for, in the form's order. Fields a stored row has
 * beyond these (older forms) go to the sheet's "Other fields" column, so a streamed sheet's header
 * is known before its first row.
 */
export function formFields(kind: SubmissionKind, form: string): string[] {
  if (kind === "lead" && form === CALLBACK_FORM) return ["phone", "preferredTime", "timeZone", "trigger"];
  if (kind === "lead") {
    const variant = leadForms[form];
    return variant ? shownFields[variant].filter((field) => !common.has(field)) : [];
  }
  if (kind === "campaign") return byCampaignTag[form] ?? [];
  return byKind[kind] ?? [];
}

export const isCommonField = (key: string) => common.has(key);
