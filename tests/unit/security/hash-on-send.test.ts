/** @jest-environment node */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { hashInlineScriptsOnSend, needsHashOnSend } from "@/lib/server/hash-on-send";
import { inlineScriptHashes } from "@/lib/security/inline-script-hashes";

const html = `<!doctype html><html><head><script>self.__next_f=[1]</script></head><body>${"x".repeat(4000)}<script>self.__next_f.push([1,"post"])</script></body></html>`;

let server: Server;
let base = "";
let page = html;
beforeAll(async () => {
  server = createServer((request, response) => {
    if (needsHashOnSend(request)) hashInlineScriptsOnSend(request, response);
    // Like Next: headers, a 304 when asked, then the body in pieces.
    if (request.headers["if-none-match"]) return void response.writeHead(304).end();
    response.setHeader("Content-Security-Policy", "script-src 'self' 'sha256-stale'");
    response.setHeader("Vary", "rsc");
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8", ETag: '"1"' });
    response.write(page.slice(0, 100));
    response.end(page.slice(100));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("hashing inline scripts as a page is sent", () => {
  it("sends the blog's pages with exactly the hashes of the HTML sent, gzipped, never a 304", async () => {
    const response = await fetch(`${base}/en/blog`, { headers: { "accept-encoding": "gzip", "if-none-match": '"1"' } });
    expect(response.status).toBe(200);
    const policy = response.headers.get("content-security-policy") ?? "";
    for (const hash of inlineScriptHashes(html)) expect(policy).toContain(hash);
    expect(policy).not.toContain("sha256-stale");
    expect(response.headers.get("vary")).toBe("rsc, Accept-Encoding");
    expect(await response.text()).toBe(html); // fetch undoes the gzip the server applied
  });

  it("follows a page rendered again: each text is sent with its own scripts' hashes, also after the first", async () => {
    const rendered = html.replace('"post"', '"post, rendered again"');
    const policyOf = async () =>
      (await fetch(`${base}/blog`, { headers: { "accept-encoding": "gzip" } })).headers.get("content-security-policy");
    expect(await policyOf()).toContain(inlineScriptHashes(html)[1]);
    page = rendered;
    try {
      for (let i = 0; i < 2; i++) {
        const policy = await policyOf();
        expect(policy).toContain(inlineScriptHashes(rendered)[1]);
        expect(policy).not.toContain(inlineScriptHashes(html)[1]);
      }
    } finally {
      page = html;
    }
    expect(await policyOf()).toContain(inlineScriptHashes(html)[1]);
  });

  it("sends the same body uncompressed to a client that does not accept gzip", async () => {
    const response = await fetch(`${base}/blog/some-post`, { headers: { "accept-encoding": "identity" } });
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(Number(response.headers.get("content-length"))).toBe(Buffer.byteLength(html));
  });

  it("leaves other pages and router requests alone", async () => {
    for (const [path, headers] of [
      ["/en/zen-app", {}],
      ["/blog", { rsc: "1" }],
    ] as const) {
      const response = await fetch(`${base}${path}`, { headers });
      expect(response.headers.get("content-security-policy")).toBe("script-src 'self' 'sha256-stale'");
    }
  });
});
