/** @jest-environment node */
// A PostgreSQL server that does not respond (down, restarting, a network cut): a visitor's submit gets
// 503 with Retry-After and a message, never a 500, and the health check says the instance cannot serve,
// so a load balancer stops sending it visitors. No server is needed: the address refuses connections.
import { jsonPost } from "../support/api-request";
import { contactSubmit } from "../support/lead-payloads";

const contact = contactSubmit;

let email: typeof import("@/app/api/main/email/route");
let health: typeof import("@/app/api/health/route");

beforeAll(async () => {
  // Port 9 (discard) on loopback: nothing listens there, so every connection is refused at once.
  Object.assign(process.env, { DATABASE_URL: "postgresql://app@127.0.0.1:9/site", RATE_LIMIT_PER_MINUTE: "1000" });
  email = await import("@/app/api/main/email/route");
  health = await import("@/app/api/health/route");
});

afterAll(async () => {
  const { postgresPool } = await import("@/lib/db/postgres-pool");
  await postgresPool().end();
});

it("responds to a submit with 503, Retry-After and a message", async () => {
  const response = await email.POST(
    jsonPost("/api/main/email", contact, { headers: { "idempotency-key": "unreachable-0001" } }),
  );
  expect(response.status).toBe(503);
  expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
  expect(((await response.json()) as { message: string }).message).toMatch(/try again/i);
});

it("reports the instance unhealthy with 503", async () => {
  const response = await health.GET(new Request("http://localhost:3000/api/health"), { params: Promise.resolve({}) });
  expect(response.status).toBe(503);
  expect(await response.json()).toEqual({
    message: "The database does not respond.",
    status: "unavailable",
    database: "postgresql",
  });
  expect(response.headers.get("cache-control")).toBe("no-store");
});
