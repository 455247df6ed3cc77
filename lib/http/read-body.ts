import "server-only";
import { env } from "@/lib/config/env";
import { BodyPace } from "./body-pace";
import { cleanStrings } from "./clean-text";
import { badRequest, payloadTooLarge, requestTimeout, unsupportedMediaType } from "./errors";

export const DEFAULT_JSON_LIMIT = 64 * 1024;

/**
 * Reads the body as text, stopping with 413 as soon as it passes `limit` bytes, and with 408 when
 * it stalls or trickles (lib/http/body-pace.ts).
 */
export async function readLimitedText(request: Request, limit: number): Promise<string> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limit) throw payloadTooLarge(limit);
  if (!request.body) return "";
  const reader = request.body.getReader();
  let stalled = false;
  const pace = new BodyPace(env().REQUEST_IDLE_TIMEOUT_MS, () => {
    stalled = true;
    void reader.cancel();
  });
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (stalled) throw requestTimeout();
      if (done) break;
      pace.progress(value.byteLength);
      total += value.byteLength;
      if (total > limit) {
        await reader.cancel();
        throw payloadTooLarge(limit);
      }
      chunks.push(value);
    }
  } finally {
    pace.stop();
  }
  return new TextDecoder("utf-8", { fatal: false }).decode(Buffer.concat(chunks));
}

/** A body type a route accepts: what the Content-Type must match, and its name for the 415 message. */
export interface JsonType {
  pattern: RegExp;
  name: string;
}
const JSON_TYPE: JsonType = { pattern: /^application\/json\b/i, name: "application/json" };

/**
 * 415 unless the body is declared as JSON (or `type`), 413 past the limit, 400 when it does not parse;
 * its strings come back without NUL or lone surrogates (lib/http/clean-text.ts).
 */
export async function readJson(request: Request, limit = DEFAULT_JSON_LIMIT, type = JSON_TYPE): Promise<unknown> {
  if (!type.pattern.test(request.headers.get("content-type") ?? "")) throw unsupportedMediaType(type.name);
  return parseJson(await readLimitedText(request, limit));
}

/**
 * For routes whose body is optional: undefined when there is none (no bytes, or only white space),
 * whatever its Content-Type says (clients send `Content-Type: application/json` with an empty body);
 * otherwise what readJson returns.
 */
export async function readOptionalJson(
  request: Request,
  limit = DEFAULT_JSON_LIMIT,
  type = JSON_TYPE,
): Promise<unknown | undefined> {
  const text = await readLimitedText(request, limit);
  if (text.trim() === "") return undefined;
  if (!type.pattern.test(request.headers.get("content-type") ?? "")) throw unsupportedMediaType(type.name);
  return parseJson(text);
}

function parseJson(text: string): unknown {
  try {
    return cleanStrings(JSON.parse(text));
  } catch {
    throw badRequest("The request body is not valid JSON.");
  }
}
