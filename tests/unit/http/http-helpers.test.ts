/** @jest-environment node */
import { z } from "@/lib/validation/z";
import { HttpError } from "@/lib/http/errors";
import { parse } from "@/lib/http/parse";
import { readJson } from "@/lib/http/read-body";
import { fixedWindow, take, tokenBucket } from "@/lib/http/rate-limit";
import { route, success } from "@/lib/api/route";
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
  it("responds 415 for another content type", async () => {
    expect(await statusOf(readJson(post("a=1", { "content-type": "application/x-www-form-urlencoded" })))).toBe(415);
  });
  it("responds 413 past the limit, even without a content-length", async () => {
    expect(await statusOf(readJson(post(JSON.stringify({ a: "x".repeat(2000) })), 1000))).toBe(413);
  });
  it("responds 400 for malformed JSON", async () => {
    expect(await statusOf(readJson(post("{nope")))).toBe(400);
  });
});

describe("parse", () => {
  const schema = z.object({ name: z.string().min(1, { error: "Enter your name." }) });
  const failure = (run: () => unknown): HttpError => {
    try {
      run();
    } catch (error) {
      if (error instanceof HttpError) return error;
      throw error;
    }
    throw new Error("expected a failure");
  };
  it("returns the parsed value", () => {
    expect(parse(schema, { name: "Kim" })).toEqual({ name: "Kim" });
  });
  it("throws 400 with the schema's messages per field and the caller's message", () => {
    const error = failure(() => parse(schema, { name: "" }, { message: "Please correct the highlighted fields." }));
    expect(error.status).toBe(400);
    expect(error.message).toBe("Please correct the highlighted fields.");
    expect(error.fieldErrors).toEqual({ name: ["Enter your name."] });
  });
  it("without a message, names the first problems by their dotted path", () => {
    const nested = z.object({ post: z.object({ title: z.string({ error: "title is required" }) }) });
    const error = failure(() => parse(nested, { post: {} }));
    expect(error.message).toBe("post.title: title is required");
    expect(error.fieldErrors).toEqual({ "post.title": ["title is required"] });
  });
  it("words each problem with `describe` when given, in the message and the field errors", () => {
    const error = failure(() => parse(schema, { name: "" }, { describe: (issue) => `이름: ${issue.message}` }));
    expect(error.message).toBe("이름: Enter your name.");
    expect(error.fieldErrors).toEqual({ name: ["이름: Enter your name."] });
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

describe("route", () => {
  const context = { params: Promise.resolve({}) };
  const handleRoute = (handler: () => Promise<Response>) => (request: Request) =>
    route({ POST: handler }).POST(request, context);
  it("returns an HttpError as JSON with its status and headers", async () => {
    const handler = handleRoute(async () => {
      throw new HttpError(429, "Too many requests.", undefined, { "Retry-After": "7" });
    });
    const response = await handler(post("{}"));
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("7");
    expect(await response.json()).toEqual({ message: "Too many requests." });
  });
  it("responds to a locked database with 503 and Retry-After", async () => {
    const handler = handleRoute(async () => {
      throw Object.assign(new Error("SqliteError: database is locked"), { code: "SQLITE_BUSY" });
    });
    const response = await handler(post("{}"));
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("2");
  });
  it("responds to Prisma's timed-out lock wait (P1008) with 503 too", async () => {
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

  it("responds to methods a route lacks with a JSON 405 and an Allow header", async () => {
    const handlers = route({ POST: async () => new Response("ok"), GET: async () => new Response("ok") });
    const response = await handlers.DELETE(new Request("http://site.test/api/x", { method: "DELETE" }), context);
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, POST");
    expect(await response.json()).toEqual({ message: "DELETE is not allowed here. Use GET or POST." });
  });
  it("keeps the `{ success, data }` envelope on enveloped routes, errors and 405s included", async () => {
    const handlers = route(
      {
        GET: async () => success({ id: 1 }),
        POST: async () => {
          throw new HttpError(400, "title: title is required", { title: ["title is required"] });
        },
      },
      "success",
    );
    const get = await handlers.GET(new Request("http://site.test/api/x"), context);
    expect(await get.json()).toEqual({ success: true, data: { id: 1 } });
    const bad = await handlers.POST(post("{}"), context);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      success: false,
      message: "title: title is required",
      fieldErrors: { title: ["title is required"] },
    });
    const refused = await handlers.PUT(new Request("http://site.test/api/x", { method: "PUT" }), context);
    expect(refused.status).toBe(405);
    expect(await refused.json()).toEqual({ success: false, message: "PUT is not allowed here. Use GET or POST." });
  });
});
