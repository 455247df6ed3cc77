import nextEnv from "@next/env";
import { parseEnv, type Env } from "../../lib/config/env-schema";
import { exitOnBadEnv } from "../../lib/config/env";

/**
 * Loads .env files the way `next start` will, then validates. On a bad variable it prints one
 * line per variable (name and what it expects) and exits, before anything else starts.
 */
export function loadValidatedEnv(): Env {
  nextEnv.loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });
  exitOnBadEnv();
  return parseEnv(process.env);
}
