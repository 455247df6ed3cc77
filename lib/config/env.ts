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

/**
 * The address at which this server reaches itself (PORT, and HOST when it names one interface): the
 * blog's job ticker, its cache warm-up and the news' About refresh call their own routes there.
 */
export function internalOrigin(): string {
  const { PORT, HOST } = env();
  const wildcard = !HOST || HOST === "0.0.0.0" || HOST === "::" || HOST === "localhost";
  const host = wildcard ? "127.0.0.1" : HOST.includes(":") ? `[${HOST}]` : HOST;
  return `http://${host}:${PORT}`;
}
