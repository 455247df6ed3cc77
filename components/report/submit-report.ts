import type { ReportReceipt } from "@/lib/report/reference";
import type { ReportRequestInput } from "@/lib/validation/report-wizard";

export type SubmitResult =
  | { ok: true; receipt: ReportReceipt }
  | { ok: false; message: string | null; network: boolean; fieldErrors?: Record<string, string[]> };

/**
 * The final submit: every field as multipart text (`bedroomType` as JSON text, the
 * add-ons as "true"/"false") and one `fileToken` per staged file.
 */
export async function submitReport(
  values: ReportRequestInput,
  tokens: string[],
  locale: string,
): Promise<SubmitResult> {
  const body = new FormData();
  for (const [name, value] of Object.entries(values)) {
    body.append(name, Array.isArray(value) ? JSON.stringify(value) : String(value));
  }
  for (const token of tokens) body.append("fileToken", token);
  let response: Response;
  try {
    response = await fetch(`/api/consulting-form?locale=${encodeURIComponent(locale)}`, {
      method: "POST",
      body,
      headers: { Accept: "application/json" },
    });
  } catch {
    return { ok: false, message: null, network: true };
  }
  if (response.ok) return { ok: true, receipt: (await response.json()) as ReportReceipt };
  const answer = (await response.json().catch(() => null)) as {
    message?: unknown;
    fieldErrors?: Record<string, string[]>;
  } | null;
  // 400 and 413 answers are the wizard's own, already in the visitor's language; others get ours.
  const own = response.status === 400 || response.status === 413;
  const message = own && typeof answer?.message === "string" ? answer.message : null;
  return { ok: false, message, network: false, fieldErrors: answer?.fieldErrors };
}
