import { EnvError, parseEnv } from "@/lib/config/env-schema";

/** The lines `parseEnv` refuses `source` with (one per bad setting); throws when it accepts it. */
export function envErrorLines(source: Record<string, string>): string[] {
  try {
    parseEnv(source);
  } catch (error) {
    if (error instanceof EnvError) return error.lines;
    throw error;
  }
  throw new Error("expected parseEnv to fail");
}

type Source = Record<string, string | undefined>;

/**
 * A list of settings still on their shipped values (`unset`): every setting `real` gives a value of its
 * own while none is set, none once all are, and the one set back to its shipped `value` again.
 */
export function expectUnsetSettings(
  unset: (source: Source) => string[],
  real: Record<string, string>,
  [name, value]: [string, string],
) {
  expect(unset({})).toEqual(Object.keys(real));
  expect(unset(real)).toEqual([]);
  expect(unset({ ...real, [name]: value })).toEqual([name]);
}
