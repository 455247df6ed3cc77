import { parseEnv, type Env } from "./env-schema";

let cached: Env | undefined;

/** The validated environment, parsed once per process. */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
