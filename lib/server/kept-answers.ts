import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import fresh from "fresh";
import { LRUCache } from "lru-cache";
import { pageAnswersEpoch } from "@/lib/cache/page-answers-epoch";
import { LOCALE_COOKIE } from "@/lib/i18n/routing";
import { applyHead } from "./apply-head";
import { toBuffer, type Chunk } from "./response-chunk";

/**
 * Whole answers of pre-rendered pages, kept in memory by scripts/serve.ts and sent again as they are.
 * A pre-rendered page is the same bytes for every visitor until the next build or the next publish,
 * yet each request for it went through Next's whole pipeline: the locale proxy, the page's policy,
 * the cache lookup, an ETag hashed over the whole text, the compression of the same bytes again. Now
 * the first answer Next gives for an address is kept (its status, headers and exact bytes, compressed
 * as that client asked) and repeats are sent from memory, with a 304 where the client already has it.
 *
 * What is kept: a 200 Next served from its pre-rendered cache (`x-nextjs-cache` HIT or MISS, no
 * time-based revalidation, nothing private, no Set-Cookie). What answers depend on is the key: the
 * address with its query, the host and the forwarding headers (the alternate links name the host),
 * Accept-Language and the locale cookie (the locale proxy reads them), Accept-Encoding. A request
 * with any other cookie (a staff preview, analytics) or a router header (Next's navigations,
 * prefetches, actions) goes to Next and is not kept. A publish or a news edit (here or announced by
 * another instance) expires every kept answer (lib/cache/page-answers-epoch.ts). Next applies the
 * change to its own cache only after the handler that made it has answered (its pending
 * revalidations), so until then it may still send the old page: nothing is kept from a request that
 * began within SETTLE_MS of a change, nor from one that began before it. Bounded by bytes, the least
 * recently sent go first.
 */
interface KeptAnswer {
  headers: OutgoingHttpHeaders;
  etag: string | undefined;
  body: Buffer;
  epoch: number;
  /** Whether a client's If-None-Match may be answered 304 (not for pages whose policy is made as they are sent). */
  conditional: boolean;
}

const MAX_BYTES = 32 * 1024 * 1024;
// Far longer than a publishing handler takes to answer, its database round trips included.
const SETTLE_MS = 10_000;
const HEADER_ALLOWANCE = 2048;
const kept = new LRUCache<string, KeptAnswer>({
  maxSize: MAX_BYTES,
  sizeCalculation: (answer) => answer.body.length + HEADER_ALLOWANCE,
});

// Request headers under which Next answers something else than the page's document.
const OTHER_ANSWERS = [
  "rsc",
  "next-router-prefetch",
  "next-router-state-tree",
  "next-router-segment-prefetch",
  "next-action",
  "range",
  "authorization",
] as const;
const KEY_HEADERS = [
  "host",
  "x-forwarded-host",
  "x-forwarded-proto",
  "x-forwarded-port",
  "accept-language",
  "accept-encoding",
] as const;
// Headers Node writes for each connection and answer itself.
const PER_ANSWER_HEADERS = ["date", "connection", "keep-alive", "transfer-encoding", "content-length"];

/** The locale cookie's value ("" without one), or null when the request carries any other cookie. */
function localeCookieOnly(header: string | undefined): string | null {
  let locale = "";
  for (const pair of (header ?? "").split(";")) {
    if (!pair.trim()) continue;
    const [name = "", value = ""] = pair.split("=", 2).map((part) => part.trim());
    if (name !== LOCALE_COOKIE) return null;
    locale = value;
  }
  return locale;
}

function answerKey(request: IncomingMessage): string | null {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  const url = request.url ?? "/";
  const pathname = url.split("?", 1)[0] ?? "/";
  if (pathname.includes(".") || pathname.startsWith("/api/") || pathname.startsWith("/_next/")) return null;
  if (OTHER_ANSWERS.some((name) => request.headers[name] !== undefined)) return null;
  const locale = localeCookieOnly(request.headers.cookie);
  if (locale === null) return null;
  return [url, locale, ...KEY_HEADERS.map((name) => String(request.headers[name] ?? ""))].join("\n");
}

function send(request: IncomingMessage, response: ServerResponse, answer: KeptAnswer): void {
  if (answer.conditional && fresh(request.headers, { etag: answer.etag })) {
    const headers = Object.entries(answer.headers).filter(([name]) => name.toLowerCase() !== "content-encoding");
    response.writeHead(304, Object.fromEntries(headers)).end();
    return;
  }
  response.writeHead(200, { ...answer.headers, "Content-Length": answer.body.length });
  response.end(request.method === "HEAD" ? undefined : answer.body);
}

// Node has it since 15.13; its types here do not list it.
type RawNamed = ServerResponse & { getRawHeaderNames(): string[] };
function keepWhenSent(key: string, response: ServerResponse, conditional: boolean): void {
  const { epoch, changedAt } = pageAnswersEpoch();
  if (Date.now() - changedAt < SETTLE_MS) return;
  const chunks: Buffer[] = [];
  // Known once the head is written (Next has set its cache headers by then): no copy of a body not kept.
  let keepable: boolean | undefined;
  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse;
  const write = response.write.bind(response) as (...args: unknown[]) => boolean;
  const end = response.end.bind(response) as (...args: unknown[]) => ServerResponse;
  const collect = (chunk: unknown, encoding: unknown) => {
    if (keepable === false || chunk === undefined || chunk === null || typeof chunk === "function") return;
    chunks.push(toBuffer(chunk as Chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : undefined));
  };

  response.writeHead = ((...args: unknown[]) => {
    // Applied to the response so that the headers can be read back when the body is complete.
    applyHead(response, args);
    keepable = isKeepable(response);
    return writeHead(response.statusCode);
  }) as typeof response.writeHead;
  response.write = ((chunk: Chunk, ...rest: unknown[]) => {
    collect(chunk, rest[0]);
    return write(chunk, ...rest);
  }) as typeof response.write;
  response.end = ((chunk?: Chunk | (() => void), ...rest: unknown[]) => {
    collect(chunk, rest[0]);
    if (keepable !== false && isKeepable(response) && pageAnswersEpoch().epoch === epoch) {
      // Under the names Next gave them (the same answer, down to the header's case).
      const headers: OutgoingHttpHeaders = {};
      for (const name of (response as RawNamed).getRawHeaderNames())
        if (!PER_ANSWER_HEADERS.includes(name.toLowerCase())) headers[name] = response.getHeader(name);
      const etag = response.getHeader("etag");
      kept.set(key, {
        headers,
        etag: typeof etag === "string" ? etag : undefined,
        body: Buffer.concat(chunks),
        epoch,
        conditional,
      });
    }
    return end(chunk, ...rest);
  }) as typeof response.end;
}

function isKeepable(response: ServerResponse): boolean {
  if (response.statusCode !== 200 || response.hasHeader("set-cookie")) return false;
  const cache = String(response.getHeader("x-nextjs-cache") ?? "");
  const control = String(response.getHeader("cache-control") ?? "");
  return (cache === "HIT" || cache === "MISS") && !/private|no-store|no-cache|stale-while-revalidate/i.test(control);
}

/**
 * Sends the kept answer for this request and returns true; otherwise returns false, having set the
 * response up to keep Next's answer when it is one to keep. `conditional: false` for pages whose
 * policy is made as they are sent (lib/server/hash-on-send.ts), which always send the whole page.
 */
export function answerFromMemory(
  request: IncomingMessage,
  response: ServerResponse,
  { conditional }: { conditional: boolean },
): boolean {
  const key = answerKey(request);
  if (key === null) return false;
  const answer = kept.get(key);
  if (answer && answer.epoch === pageAnswersEpoch().epoch) {
    send(request, response, answer);
    return true;
  }
  if (request.method === "GET") keepWhenSent(key, response, conditional);
  return false;
}
