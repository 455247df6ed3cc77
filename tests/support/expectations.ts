// Small assertions the tests share: a table of inputs and what a function makes of each, and a text
// that must hold several parts.
import { expect, it } from "@jest/globals";

/**
 * One test per [input, expected] row: `f(input)` is `expected`. The title, as `it.each`'s, names both:
 * its first `%s` (or `%p`) takes the input, the second the expected value.
 */
export function itMaps<Input, Output>(
  title: string,
  f: (input: Input) => Output,
  rows: readonly (readonly [input: Input, expected: Output])[],
): void {
  it.each(rows)(title, (input, expected) => {
    expect(f(input)).toBe(expected);
  });
}

/** `text` holds every one of `parts`: a failure names the first part missing and shows the text. */
export function expectAllIn(text: string, parts: readonly string[]): void {
  for (const part of parts) expect(text).toContain(part);
}
