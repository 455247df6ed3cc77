import { apiRequest } from "@/lib/client/api-request";
import { visitAttribution } from "@/lib/client/attribution";
import type { ReportReceipt } from "@/lib/report/record-request";
import type { ReportRequestInput } from "@/lib/validation/report-wizard";

export type SubmitResult =
  | { ok: true; receipt: ReportReceipt }
  | { ok: false; message: string | null; network: boolean; fieldErrors?: Record<string, string[] | undefined> };

/**
 * The final submit: every field as multipart text (`bedroomType` as JSON text, the add-ons and the
 * consent as "true"/"false"), the visit's landing, and one `fileToken` per staged file. The key is the
 * submit's: a retry with it gets the first one's receipt and stores nothing twice.
 */
export async function submitReport(
  values: ReportRequestInput,
  tokens: string[],
  locale: string,
  idempotencyKey: string,
): Promise<SubmitResult> {
  const body = new FormData();
  for (const [name, value] of Object.entries({ ...values, ...visitAttribution() })) {
    body.append(name, Array.isArray(value) ? JSON.stringify(value) : String(value));
  }
  for (const token of tokens) body.append("fileToken", token);
  const response = await apiRequest<ReportReceipt>("POST", "/api/consulting-form", { body, locale, idempotencyKey });
  if (response.ok && response.body) return { ok: true, receipt: response.body };
  if (response.status === 0) return { ok: false, message: null, network: true };
  // 400 and 413 responses are the wizard's own, already in the visitor's language; others get ours.
  const own = response.status === 400 || response.status === 413;
  return { ok: false, message: (own && response.message) || null, network: false, fieldErrors: response.fieldErrors };
}
