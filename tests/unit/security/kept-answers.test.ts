/** @jest-environment node */
import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { expirePageAnswers } from "@/lib/cache/page-answers-epoch";
import { answerFromMemory } from "@/lib/server/kept-answers";

// Stands in for Next behind scripts/serve.ts: it counts what it is asked, answers like a
// pre-rendered page (or as a test tells it to), gzips when asked, and answers 304 to a matching ETag.
let asked = 0;
let text = "<!doctype html><p>the page</p>";
let extraHeaders: Record<string, string> = {};
let delayMs = 0;
let server: Server;
let base = "";

beforeAll(async () => {
  server = createServer((request, response) => {
    if (answerFromMemory(request, response, { conditional: !request.url?.startsWith("/about") })) return;
    asked++;
    const body = text;
    const reply = () => {
      response.setHeader("Content-Security-Policy", "script-src 'self'");
      response.setHeader("link", `<http://${request.headers.host}/en>; rel="alternate"`);
      response.setHeader("x-nextjs-cache", "HIT");
      response.setHeader("Cache-Control", "s-maxage=31536000");
      for (const [name, value] of Object.entries(extraHeaders)) response.setHeader(name, value);
      if (request.headers["if-none-match"] === '"v1"') return void response.writeHead(304, { ETag: '"v1"' }).end();
      const gzip = /gzip/.test(String(request.headers["accept-encoding"] ?? ""));
      if (gzip) response.setHeader("Content-Encoding", "gzip");
      response.writeHead(200, { "Content-Type": "text/html; charset=utf-8", ETag: '"v1"' });
      const bytes = gzip ? gzipSync(body) : Buffer.from(body);
      response.write(bytes.subarray(0, 10));
      response.end(bytes.subarray(10));
    };
    if (delayMs) setTimeout(reply, delayMs);
    else reply();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

// The server keeps nothing for 10 s after a change (Next may still send its old copy): the tests
// move the clock on past that.
let clockOffset = 0;
const realNow = Date.now.bind(Date);
beforeAll(() => jest.spyOn(Date, "now").mockImplementation(() => realNow() + clockOffset));
const afterTheChangeSettles = () => (clockOffset += 11_000);

beforeEach(() => {
  asked = 0;
  text = "<!doctype html><p>the page</p>";
  extraHeaders = {};
  delayMs = 0;
  expirePageAnswers();
  afterTheChangeSettles();
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, { headers: { "accept-encoding": "identity", ...headers } });

// Plain node:http for what fetch would change: it sends its own Host, and Cache-Control: no-cache
// beside an If-None-Match (a revalidating browser does not).
const raw = (path: string, headers: Record<string, string>) =>
  new Promise<{ status: number; link: string }>((resolve, reject) => {
    const request = httpRequest(
      `${base}${path}`,
      { headers: { "accept-encoding": "identity", ...headers } },
      (response) => {
        response.resume();
        response.on("end", () => resolve({ status: response.statusCode ?? 0, link: String(response.headers.link) }));
      },
    );
    request.on("error", reject);
    request.end();
  });

describe("pre-rendered answers kept in memory", () => {
  it("sends a repeat from memory: the same status, headers and bytes, Next asked once", async () => {
    const first = await get("/en/zen-app");
    const firstBody = await first.text();
    const second = await get("/en/zen-app");
    expect(asked).toBe(1);
    expect(second.status).toBe(200);
    expect(await second.text()).toBe(firstBody);
    for (const name of ["content-security-policy", "link", "etag", "cache-control", "content-type", "x-nextjs-cache"])
      expect(second.headers.get(name)).toBe(first.headers.get(name));
    expect(Number(second.headers.get("content-length"))).toBe(Buffer.byteLength(firstBody));
  });

  it("keeps the compressed bytes apart from the plain ones, and answers HEAD without a body", async () => {
    await get("/en", { "accept-encoding": "gzip" });
    const gzipped = await get("/en", { "accept-encoding": "gzip" });
    expect(gzipped.headers.get("content-encoding")).toBe("gzip");
    expect(await gzipped.text()).toBe(text);
    const plain = await get("/en");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(text);
    expect(asked).toBe(2);
    const head = await fetch(`${base}/en`, { method: "HEAD", headers: { "accept-encoding": "identity" } });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get("content-length"))).toBe(Buffer.byteLength(text));
    expect(asked).toBe(2);
  });

  it("answers 304 to a client that has the page, except where the policy is made as the page is sent", async () => {
    await raw("/en/modular", {});
    expect((await raw("/en/modular", { "if-none-match": '"v1"' })).status).toBe(304);
    expect((await raw("/en/modular", { "if-none-match": '"v0"' })).status).toBe(200);
    await raw("/about", {});
    expect((await raw("/about", { "if-none-match": '"v1"' })).status).toBe(200);
    expect(asked).toBe(2);
  });

  it("keys on the host, the language asked for and the locale cookie", async () => {
    await get("/report");
    await get("/report", { "accept-language": "en-US" });
    await get("/report", { cookie: "NEXT_LOCALE=en" });
    await raw("/report", { host: "www.example.org" });
    expect(asked).toBe(4);
    expect((await raw("/report", { host: "www.example.org" })).link).toContain("www.example.org");
    expect(asked).toBe(4);
  });

  it("leaves to Next a request with another cookie, a router header or a file, and keeps none of them", async () => {
    for (let i = 0; i < 2; i++) {
      await get("/en/blog", { cookie: "__prerender_bypass=1" });
      await get("/en/blog", { rsc: "1" });
      await get("/en/blog", { "next-router-prefetch": "1" });
      await get("/robots.txt");
      await get("/api/test/hello");
    }
    expect(asked).toBe(10);
  });

  it("keeps no answer that is not a pre-rendered 200 for everyone", async () => {
    const answers: Record<string, string>[] = [
      { "x-nextjs-cache": "STALE" },
      { "set-cookie": "a=1" },
      { "cache-control": "private, no-cache, no-store, max-age=0, must-revalidate" },
      { "cache-control": "s-maxage=60, stale-while-revalidate=31535940" },
      { "x-nextjs-cache": "" }, // a page rendered for each request
    ];
    for (const headers of answers) {
      extraHeaders = headers;
      await get("/case-studies");
      await get("/case-studies");
    }
    expect(asked).toBe(10);
  });

  it("sends nothing kept before a publish, keeps nothing while Next may still send its old copy, then keeps again", async () => {
    await get("/en/about");
    expirePageAnswers();
    // Next has not applied the change yet: its old copy is sent, not kept.
    await get("/en/about");
    text = "<!doctype html><p>the page, with the new post</p>";
    expect(await (await get("/en/about")).text()).toBe(text);
    expect(asked).toBe(3);
    afterTheChangeSettles();
    await get("/en/about");
    expect(await (await get("/en/about")).text()).toBe(text);
    expect(asked).toBe(4);

    // A rendering that began before the publish finishes after it: its bytes are sent, not kept.
    delayMs = 100;
    const slow = get("/en/blog");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expirePageAnswers();
    afterTheChangeSettles();
    await (await slow).text();
    delayMs = 0;
    await get("/en/blog");
    expect(asked).toBe(6);
    await get("/en/blog");
    expect(asked).toBe(6);
  });
});
