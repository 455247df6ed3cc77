import "server-only";
import { env } from "@/lib/config/env";

/**
 * The address at which this server reaches itself (PORT, and HOST when it names one interface): the
 * blog's job ticker and its cache warm-up call their own routes there.
 */
export function internalOrigin(): string {
  const { PORT, HOST } = env();
  const wildcard = !HOST || HOST === "0.0.0.0" || HOST === "::" || HOST === "localhost";
  const host = wildcard ? "127.0.0.1" : HOST.includes(":") ? `[${HOST}]` : HOST;
  return `http://${host}:${PORT}`;
}
