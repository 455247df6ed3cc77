import "server-only";
import { z } from "@/lib/validation/z";
import { badRequest } from "./errors";

type Issue = z.core.$ZodIssue;

export interface ParseOptions {
  /** The 400's message; without it, the first three problems ("title: title is required; …"). */
  message?: string;
  /** A problem's text in the caller's words (the blog editor's translated lines); else zod's message. */
  describe?: (issue: Issue) => string;
}

const pathKey = (issue: Issue) => (issue.path.length ? issue.path.map(String).join(".") : "_root");

/**
 * Validates `data` with the schema the form or client uses (a full or a mini zod schema); otherwise
 * a 400 whose `fieldErrors` are keyed by dotted path ("data_content.sections.0.1.url").
 */
export function parse<S extends z.core.$ZodType>(schema: S, data: unknown, options: ParseOptions = {}): z.output<S> {
  const result = z.safeParse(schema, data);
  if (result.success) return result.data;
  throw invalid(result.error.issues, options);
}

/** The 400 of `parse` for issues found (by a schema, or beside it). */
export function invalid(issues: readonly Issue[], options: ParseOptions = {}) {
  const fieldErrors: Record<string, string[]> = {};
  const lines: string[] = [];
  for (const issue of issues) {
    const key = pathKey(issue);
    const text = options.describe?.(issue) ?? issue.message;
    (fieldErrors[key] ??= []).push(text);
    lines.push(options.describe ? text : `${key}: ${text}`);
  }
  return badRequest(options.message ?? (lines.slice(0, 3).join("; ") || "Invalid data provided"), fieldErrors);
}
