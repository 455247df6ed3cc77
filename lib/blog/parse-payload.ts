import type { z } from "@/lib/validation/z";
import { badRequest } from "@/lib/http/errors";

/**
 * Validates a payload; 400 whose message names the first problems ("data_list.title: title is
 * required"), since the editor shows the server's message as it is, plus every field error.
 */
export function parsePayload<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length ? issue.path.map(String).join(".") : "_root";
    (fieldErrors[key] ??= []).push(issue.message);
  }
  const summary = Object.entries(fieldErrors)
    .slice(0, 3)
    .map(([key, messages]) => `${key}: ${messages[0]}`)
    .join("; ");
  throw badRequest(summary || "Invalid data provided", fieldErrors);
}
