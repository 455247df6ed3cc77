import { EnvError, parseEnv } from "./env-schema";

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
