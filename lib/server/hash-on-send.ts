import type { IncomingMessage, ServerResponse } from "node:http";
import { gzipSync } from "node:zlib";
import { inlineScriptHashes } from "@/lib/security/inline-script-hashes";
import { contentSecurityPolicy } from "@/lib/security/headers";
import { isRevalidatedPage } from "@/lib/security/revalidated-pages";
import { tagSources } from "@/lib/security/tag-sources";
import { applyHead } from "./apply-head";
import { toBuffer, type Chunk } from "./response-chunk";

type Callback = (error?: Error | null) => void;

/** Whether this request is a document request for a page whose inline scripts change at run time. */
export function needsHashOnSend(request: IncomingMessage): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  if (request.headers.rsc || request.headers["next-router-prefetch"]) return false;
  const pathname = (request.url ?? "/").split("?")[0] ?? "/";
  return isRevalidatedPage(pathname);
}

/**
 * For a page Next renders again when its data changes (the blog, About's news; the list is in
 * lib/security/revalidated-pages.ts): its answer is held until complete, then sent with a Content-Security-Policy whose script-src allows exactly the
 * inline scripts of the HTML being sent, by hash, so a page rendered again after a publish (or a
 * staff preview rendered per request) never runs a script the policy did not name, with no race
 * between a rendering and the policy. Next is asked for an uncompressed body (the hash is of the
 * text) and the whole answer (no 304: a stored page must keep the policy of its own text); the body
 * is then gzipped here when the client accepts it.
 */
export function hashInlineScriptsOnSend(request: IncomingMessage, response: ServerResponse): void {
  const acceptsGzip = /\bgzip\b/i.test(String(request.headers["accept-encoding"] ?? ""));
  delete request.headers["accept-encoding"];
  delete request.headers["if-none-match"];
  delete request.headers["if-modified-since"];

  const originalWriteHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse;
  const originalEnd = response.end.bind(response) as (chunk?: Buffer, callback?: () => void) => ServerResponse;
  const chunks: Buffer[] = [];
  let headArgs: unknown[] | null = null;

  response.writeHead = ((...args: unknown[]) => {
    headArgs = args;
    return response;
  }) as typeof response.writeHead;
  response.flushHeaders = () => undefined;
  response.write = ((chunk: Chunk, encoding?: BufferEncoding | Callback, callback?: Callback) => {
    chunks.push(toBuffer(chunk, typeof encoding === "string" ? encoding : undefined));
    const done = typeof encoding === "function" ? encoding : callback;
    if (done) process.nextTick(done);
    return true;
  }) as typeof response.write;
  response.end = ((chunk?: Chunk | (() => void), encoding?: BufferEncoding | (() => void), callback?: () => void) => {
    if (typeof chunk === "function") callback = chunk;
    else if (chunk !== undefined && chunk !== null)
      chunks.push(toBuffer(chunk, typeof encoding === "string" ? encoding : undefined));
    if (typeof encoding === "function") callback = encoding;
    if (headArgs) applyHead(response, headArgs);
    let body: Buffer = Buffer.concat(chunks);
    if (/^text\/html/i.test(String(response.getHeader("content-type") ?? ""))) {
      const page = preparedPage(body);
      response.setHeader("Content-Security-Policy", page.policy);
      body = page.body;
      if (acceptsGzip && body.length > 1024 && request.method === "GET") {
        body = page.gzipped ??= gzipSync(body);
        response.setHeader("Content-Encoding", "gzip");
        const vary = String(response.getHeader("vary") ?? "");
        response.setHeader("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
      }
    }
    response.removeHeader("Transfer-Encoding");
    if (request.method === "GET") response.setHeader("Content-Length", body.length);
    originalWriteHead(response.statusCode);
    return originalEnd(request.method === "GET" ? body : undefined, callback);
  }) as typeof response.end;
}

interface PreparedPage {
  /** The text Next sent, as it came. */
  source: Buffer;
  body: Buffer;
  policy: string;
  gzipped?: Buffer;
}

// The pages sent this way are pre-rendered: most answers repeat one of a few texts. Each text's
// rewrite, policy and gzipped body are kept beside it, so a repeat costs a byte comparison (2 µs for
// a 74 KB page, where a SHA-256 of it took 55 µs), not a rewrite, a scan of its scripts and a gzip
// (about 1.5 ms for a 116 KB page).
const recentPages: PreparedPage[] = [];
const RECENT_PAGES = 32;

function preparedPage(source: Buffer): PreparedPage {
  const known = recentPages.find((page) => page.source.length === source.length && page.source.equals(source));
  if (known) return known;
  const html = source.toString("utf8");
  const page = {
    source,
    body: source,
    policy: contentSecurityPolicy(false, inlineScriptHashes(html), tagSources()),
  };
  // Newest first; the oldest goes.
  recentPages.unshift(page);
  if (recentPages.length > RECENT_PAGES) recentPages.pop();
  return page;
}
