/** @jest-environment node */
import { z } from "@/lib/validation/z";
import { HttpError } from "@/lib/http/errors";
import { apiRoute } from "@/lib/http/method-not-allowed";
import { parseWith, readJson } from "@/lib/http/read-body";
import { fixedWindow, take, tokenBucket } from "@/lib/http/rate-limit";
import { handleRoute } from "@/lib/http/respond";
import { assertSameOrigin } from "@/lib/http/same-origin";

const post = (body: string, headers: Record<string, string> = { "content-type": "application/json" }) =>
  new Request("http://site.test/api/x", { method: "POST", body, headers });

async function statusOf(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
    return 0;
  } catch (error) {
    return error instanceof HttpError ? error.status : -1;
  }
}

describe("readJson", () => {
  it("parses a JSON body", async () => {
    await expect(readJson(post('{"a":1}'))).resolves.toEqual({ a: 1 });
  });
  it("answers 415 for another content type", async () => {
    expect(await statusOf(readJson(post("a=1", { "content-type": "application/x-www-form-urlencoded" })))).toBe(415);
  });
  it("answers 413 past the limit, even without a content-length", async () => {
    expect(await statusOf(readJson(post(JSON.stringify({ a: "x".repeat(2000) })), 1000))).toBe(413);
  });
  it("answers 400 for malformed JSON", async () => {
    expect(await statusOf(readJson(post("{nope")))).toBe(400);
  });
});

describe("parseWith", () => {
  const schema = z.object({ name: z.string().min(1, { error: "Enter your name." }) });
  it("returns the parsed value", () => {
    expect(parseWith(schema, { name: "Kim" })).toEqual({ name: "Kim" });
  });
  it("throws 400 with the schema's messages per field", () => {
    try {
      parseWith(schema, { name: "" });
      throw new Error("expected a failure");
    } catch (error) {
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).status).toBe(400);
      expect((error as HttpError).fieldErrors).toEqual({ name: ["Enter your name."] });
    }
  });
});

describe("rate limits", () => {
  it("a fixed window allows its points per key, then refuses with the seconds left", async () => {
    const limiter = fixedWindow({ keyPrefix: "test-window", points: 2, durationSeconds: 60 });
    expect((await take(limiter, "a")).ok).toBe(true);
    expect((await take(limiter, "a")).ok).toBe(true);
    const third = await take(limiter, "a");
    expect(third.ok).toBe(false);
    expect(third.retryAfterSeconds).toBeGreaterThan(55);
    expect(third.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect((await take(limiter, "b")).ok).toBe(true);
  });

  it("a token bucket takes its steady slice, then the burst, then refuses", async () => {
    // 60 a minute is 10 per 10-second slice; the burst adds 5.
    const bucket = tokenBucket({ keyPrefix: "test-bucket", perMinute: 60, burst: 5 });
    const results = [];
    for (let i = 0; i < 16; i += 1) results.push((await take(bucket, "crowd")).ok);
    expect(results.filter(Boolean)).toHaveLength(15);
    expect(results.at(-1)).toBe(false);
    expect((await take(bucket, "someone else")).ok).toBe(true);
  });

  it("a bucket with no burst refuses as soon as the steady slice is used", async () => {
    const bucket = tokenBucket({ keyPrefix: "test-no-burst", perMinute: 6, burst: 0 });
    expect((await take(bucket, "a")).ok).toBe(true);
    const refused = await take(bucket, "a");
    expect(refused).toEqual({ ok: false, retryAfterSeconds: expect.any(Number) });
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(10);
  });
});

describe("assertSameOrigin", () => {
  const request = (headers: Record<string, string>) =>
    new Request("http://site.test/api/x", { method: "POST", headers: { host: "site.test", ...headers } });
  it("accepts same-origin browser posts and server-to-server calls", () => {
    expect(() =>
      assertSameOrigin(request({ origin: "http://site.test", "sec-fetch-site": "same-origin" })),
    ).not.toThrow();
    expect(() => assertSameOrigin(request({}))).not.toThrow();
  });
  it("refuses cross-site posts with 403", () => {
    expect(() => assertSameOrigin(request({ origin: "https://evil.test" }))).toThrow(HttpError);
    expect(() => assertSameOrigin(request({ "sec-fetch-site": "cross-site" }))).toThrow(HttpError);
  });
});

describe("handleRoute", () => {
  it("answers an HttpError as JSON with its status and headers", async () => {
    const handler = handleRoute(async () => {
      throw new HttpError(429, "Too many requests.", undefined, { "Retry-After": "7" });
    });
    const response = await handler(post("{}"));
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("7");
    expect(await response.json()).toEqual({ message: "Too many requests." });
  });
  it("answers a locked database with 503 and Retry-After", async () => {
    const handler = handleRoute(async () => {
      throw Object.assign(new Error("SqliteError: database is locked"), { code: "SQLITE_BUSY" });
    });
    const response = await handler(post("{}"));
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("2");
  });
  it("answers Prisma's timed-out lock wait (P1008) with 503 too", async () => {
    const handler = handleRoute(async () => {
      throw Object.assign(new Error("Invalid `prisma.leadSubmission.create()` invocation: Operation has timed out"), {
        code: "P1008",
      });
    });
    expect((await handler(post("{}"))).status).toBe(503);
  });
  it("hides unexpected errors behind a generic JSON 500", async () => {
    const log = jest.spyOn(console, "error").mockImplementation(() => {});
    const response = await handleRoute(async () => {
      throw new Error("secret stack detail");
    })(post("{}"));
    expect(response.status).toBe(500);
    expect(JSON.stringify(await response.json())).not.toContain("secret");
    expect(log).toHaveBeenCalledTimes(1);
    log.mockRestore();
  });
});

describe("apiRoute", () => {
  it("answers methods a route lacks with a JSON 405 and an Allow header", async () => {
    const route = apiRoute({ POST: async () => new Response("ok") });
    const response = await route.DELETE(new Request("http://site.test/api/x", { method: "DELETE" }), {
      params: Promise.resolve({}),
    });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
    expect(await response.json()).toEqual({ message: "DELETE is not allowed here. Use POST." });
  });
});
