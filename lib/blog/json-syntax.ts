import { parse, printParseErrorCode, type ParseError } from "jsonc-parser";

export interface JsonSyntaxError {
  line: number;
  column: number;
  /** The parser's code ("CommaExpected", …): a key of `editor.jsonProblem`. */
  problem: string;
}

/** Line and column (from 1) of a character offset. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const lines = before.split("\n");
  return { line: lines.length, column: (lines[lines.length - 1]?.length ?? 0) + 1 };
}

/**
 * Strict JSON (no comments, no trailing commas): the value, or the first syntax error with its
 * line and column, so the editor can say where the text breaks.
 */
export function parseJsonText(text: string): { ok: true; value: unknown } | { ok: false; error: JsonSyntaxError } {
  if (!text.trim()) return { ok: false, error: { line: 1, column: 1, problem: "Empty" } };
  const errors: ParseError[] = [];
  const value: unknown = parse(text, errors, {
    allowTrailingComma: false,
    disallowComments: true,
    allowEmptyContent: false,
  });
  const first = errors[0];
  if (!first) return { ok: true, value };
  return { ok: false, error: { ...lineAndColumn(text, first.offset), problem: printParseErrorCode(first.error) } };
}
