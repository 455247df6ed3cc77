// A report request as the API tests post it to the real handler (Jest only: it expects the 201).
import { expect } from "@jest/globals";
import { multipartBody, multipartRequest, validFields } from "../unit/report/support/multipart";
import { sampleBytes } from "../unit/report/support/samples";

/**
 * Posts a report request with a site plan (a PDF) to the real handler, as the wizard sends it, in English;
 * expects it stored and returns its id.
 */
export async function submitReportWithPlan(fields: Record<string, string> = validFields): Promise<number> {
  const report = await import("@/app/api/consulting-form/route");
  const files = [{ name: "site plan.pdf", type: "application/pdf", data: sampleBytes.pdf() }];
  const response = await report.POST(
    multipartRequest("http://localhost/api/consulting-form", multipartBody(fields, files)),
  );
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: number }).id;
}
