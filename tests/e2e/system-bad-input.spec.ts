import { expect, test } from "@playwright/test";
import { startSystemServer, type SystemServer } from "../support/system-server";
import { tableCounts } from "../support/read-leads";

/** Every API route and the methods it serves; `staff` routes respond 401 before reading a body or id. */
const withBody = (methods: string[]) => methods.filter((method) => method === "POST" || method === "PUT");
const routes: { path: string; methods: string[]; staff?: boolean; multipart?: boolean }[] = [
  { path: "/api/leads", methods: ["POST"] },
  { path: "/api/main/email", methods: ["POST"] },
  { path: "/api/xlsx/ZenApp", methods: ["POST"] },
  { path: "/api/active-campaign", methods: ["POST"] },
  { path: "/api/subscribe", methods: ["POST"] },
  { path: "/api/subscribe/confirm", methods: ["POST"] },
  { path: "/api/consulting-form", methods: ["POST"], multipart: true },
  { path: "/api/blog-posts", methods: ["POST"], staff: true },
  { path: "/api/blog-posts/some-post", methods: ["PUT", "DELETE"], staff: true },
  { path: "/api/blog-posts/some-post/publish", methods: ["POST"], staff: true },
  { path: "/api/blog-posts/some-post/toggle-published", methods: ["POST"], staff: true },
  { path: "/api/news", methods: ["POST"], staff: true },
  { path: "/api/news/1", methods: ["PUT", "DELETE"], staff: true },
  { path: "/api/staff/session", methods: ["GET", "POST", "DELETE"] },
  { path: "/api/uploads", methods: ["POST"], multipart: true },
  { path: "/api/uploads/staged/unknown-token", methods: ["GET", "DELETE"] },
  { path: "/api/leads/export", methods: ["GET"], staff: true },
  { path: "/api/uploads/1", methods: ["GET"], staff: true },
  { path: "/api/csp-report", methods: ["POST"] },
  { path: "/api/blog", methods: ["GET"] },
  { path: "/api/test/hello", methods: ["GET"] },
];

const megabyte = "x".repeat(1024 * 1024);
const jsonBodies: Record<string, string> = {
  "malformed JSON": '{"firstName": "Kim",',
  "wrong types": JSON.stringify({ firstName: 42, lastName: ["a"], email: { at: "x" }, company: null, tag: 7 }),
  "missing fields": "{}",
  "extra fields only": JSON.stringify({ isAdmin: true, __proto__: { polluted: true }, constructor: "x" }),
  "1 MB string": JSON.stringify({ firstName: megabyte, email: "a@b.co" }),
  "control characters and emoji": JSON.stringify({ firstName: "\u0000\u0007\u001b[31m😀", email: "😀@\u0000" }),
  "SQL injection": JSON.stringify({ firstName: "Robert'); DROP TABLE LeadSubmission;--", email: "' OR '1'='1" }),
  "HTML injection": JSON.stringify({ firstName: "<script>alert(1)</script>", email: "<img src=x onerror=alert(1)>" }),
  "a JSON array": "[1,2,3]",
  "a JSON string": '"just a string"',
};

async function expectJson4xx(response: Response, what: string) {
  expect(response.status, what).toBeGreaterThanOrEqual(400);
  expect(response.status, what).toBeLessThan(500);
  expect(response.headers.get("content-type") ?? "", what).toContain("application/json");
  const body = (await response.json()) as { message?: unknown };
  expect(typeof body.message, what).toBe("string");
  expect(String(body.message), what).not.toMatch(/at \S+ \(|node_modules|Prisma|SQLITE/);
}

test.describe("bad-input sweep over every API route", () => {
  test.describe.configure({ mode: "serial" });
  let server: SystemServer;
  let before: Record<string, number>;

  test.beforeAll(async () => {
    server = await startSystemServer({ RATE_LIMIT_PER_MINUTE: "100000000" });
    before = await tableCounts(server.databaseUrl);
  });
  test.afterAll(async () => server?.stop());

  test("bad JSON bodies get 4xx with a JSON message", async () => {
    test.setTimeout(120_000);
    for (const route of routes.filter((r) => !r.multipart)) {
      for (const method of withBody(route.methods)) {
        for (const [name, body] of Object.entries(jsonBodies)) {
          const response = await fetch(`${server.url}${route.path}`, {
            method,
            headers: { "content-type": "application/json" },
            body,
          });
          await expectJson4xx(response, `${method} ${route.path} with ${name}`);
          if (route.staff) expect(response.status, `${method} ${route.path} with ${name}`).toBe(401);
        }
      }
    }
  });

  test("wrong content types respond 415 (401 on staff routes, which never read a stranger's body)", async () => {
    for (const route of routes) {
      for (const method of withBody(route.methods)) {
        for (const type of ["text/plain", "application/x-www-form-urlencoded", "application/xml"]) {
          const response = await fetch(`${server.url}${route.path}`, {
            method,
            headers: { "content-type": type },
            body: "a=1",
          });
          await expectJson4xx(response, `${method} ${route.path} as ${type}`);
          expect(response.status, `${method} ${route.path} as ${type}`).toBe(route.staff ? 401 : 415);
        }
      }
    }
  });

  test("wrong methods respond 405 with a JSON message", async () => {
    for (const route of routes) {
      for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE"].filter((m) => !route.methods.includes(m))) {
        if (method === "GET" && /blog-posts|news/.test(route.path)) continue; // public reads exist there
        const response = await fetch(`${server.url}${route.path}`, { method });
        await expectJson4xx(response, `${method} ${route.path}`);
        expect(response.status, `${method} ${route.path}`).toBe(405);
      }
    }
  });

  test("path traversal and unknown names are refused", async () => {
    const traversals = ["/api/xlsx/", "/api/uploads/", "/api/blog-posts/"].map(
      (base) => `${base}..%2F..%2Fetc%2Fpasswd`,
    );
    for (const path of [...traversals, "/api/news/..%2F1", "/api/xlsx/Unknown", "/api/does-not-exist"]) {
      const response = await fetch(`${server.url}${path}`, {
        method: path.startsWith("/api/xlsx") ? "POST" : "GET",
        headers: { "content-type": "application/json" },
        body: path.startsWith("/api/xlsx") ? "{}" : undefined,
      });
      await expectJson4xx(response, path);
    }
  });

  test("staff routes refuse every write without a session", async () => {
    for (const route of routes.filter((r) => r.staff)) {
      for (const method of route.methods) {
        const response = await fetch(`${server.url}${route.path}`, {
          method,
          headers: { "content-type": "application/json" },
          body: withBody([method]).length ? "{}" : undefined,
        });
        expect(response.status, `${method} ${route.path}`).toBe(401);
      }
    }
  });

  test("malformed staff cookies are no session: never a 5xx, staff writes 401", async () => {
    const cookies = ["staff=%E0%A4%A", "__Host-staff=%", "staff=a.b.c", "staff=", "staff=%00%ZZ; other=%E0"];
    for (const route of routes) {
      for (const method of route.methods) {
        for (const cookie of cookies) {
          const response = await fetch(`${server.url}${route.path}`, {
            method,
            headers: { cookie, "content-type": "application/json" },
            body: withBody([method]).length ? "{}" : undefined,
          });
          const what = `${method} ${route.path} with Cookie: ${cookie}`;
          expect(response.status, what).toBeLessThan(500);
          if (route.staff) expect(response.status, what).toBe(401);
          await response.arrayBuffer();
        }
      }
    }
    for (const page of ["/", "/en/blog", "/blog-editor"]) {
      const response = await fetch(`${server.url}${page}`, {
        headers: { cookie: "staff=%E0%A4%A" },
        redirect: "manual",
      });
      expect(response.status, page).toBeLessThan(500);
    }
  });

  test("malformed percent-encoding in a path or query responds 400, never a 5xx", async () => {
    for (const path of [
      "/%E0%A4%A",
      "/blog/%E0%A4%A",
      "/en/%E0",
      "/?utm_source=%E0%A4%A",
      "/api/news/%E0%A4%A",
      "/api/xlsx/%E0%A4%A",
      "/api/blog-posts/%",
    ]) {
      const response = await fetch(`${server.url}${path}`, { redirect: "manual" });
      expect(response.status, path).toBe(400);
      expect(response.headers.get("content-security-policy"), path).toContain("object-src 'none'");
      if (path.startsWith("/api/")) await expectJson4xx(response, path);
    }
  });

  test("truncated multipart bodies get 4xx with a JSON message", async () => {
    const head = (name: string, filename: string) =>
      `--zz\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: application/pdf\r\n\r\n`;
    const bodies = {
      "inside a skipped file part": `${head("x", "a.pdf")}%PDF`,
      "inside a kept file part": `${head("files", "a.pdf")}%PDF-1.4 and more`,
      "inside a part's headers": '--zz\r\nContent-Disposition: form-data; name="firstName"',
      "without the closing boundary": '--zz\r\nContent-Disposition: form-data; name="firstName"\r\n\r\nAda\r\n',
      "before the first boundary": "--z",
    };
    for (const route of routes.filter((r) => r.multipart)) {
      for (const [name, body] of Object.entries(bodies)) {
        for (const field of route.path === "/api/uploads" ? ["file", "x"] : ["files", "x"]) {
          const response = await fetch(`${server.url}${route.path}`, {
            method: "POST",
            headers: { "content-type": "multipart/form-data; boundary=zz" },
            body: body.replace('name="files"', `name="${field}"`),
          });
          await expectJson4xx(response, `${route.path} ending ${name} (${field})`);
        }
      }
    }
  });

  test("after the sweep the server is up, nothing was stored, and its log shows no crash", async () => {
    expect((await fetch(`${server.url}/api/test/hello`)).status).toBe(200);
    expect(await tableCounts(server.databaseUrl)).toEqual(before);
    const log = server.log();
    expect(log).not.toMatch(/uncaught|unhandled|Unexpected end of form/i);
    // A handler's unexpected failure (a 500) is logged as "[api] METHOD /path failed".
    expect(log).not.toMatch(/\[api\] \w+ \S+ failed/);
  });
});
