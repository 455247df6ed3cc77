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
