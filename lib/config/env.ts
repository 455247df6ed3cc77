import { EnvError, parseEnv, type Env } from "./env-schema";

let cached: Env | undefined;

/** The validated environment, parsed once per process. */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** Stops the process with one line per bad variable; used where the server starts. */
export function exitOnBadEnv(): void {
  try {
    parseEnv(process.env);
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    for (const line of error.lines) console.error(line);
    process.exit(1);
  }
}
