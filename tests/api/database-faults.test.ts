/** @jest-environment node */
// A database that cannot take writes (disk full, read-only) responds 503 with Retry-After and a
// message, as a locked one does, never a generic 500.
import { afterAll, beforeAll, expect, it } from "@jest/globals";
import { jsonPost } from "../support/api-request";
import { contactSubmit } from "../support/lead-payloads";
import { createTestDatabase, type TestDatabase } from "../support/test-database";
import { describeOnSqlite } from "../support/test-database-url";

let database: TestDatabase;
let email: typeof import("@/app/api/main/email/route");
let client: typeof import("@/lib/db/client");

const contact = contactSubmit;

beforeAll(async () => {
  database = await createTestDatabase();
  Object.assign(process.env, { DATABASE_URL: database.url, RATE_LIMIT_PER_MINUTE: "1000" });
  email = await import("@/app/api/main/email/route");
  client = await import("@/lib/db/client");
});

afterAll(async () => {
  await database.cleanup();
});

/** Runs a PRAGMA on the connection the lead routes write through (the process's one client). */
const pragma = (sql: string) => client.db().$queryRawUnsafe(sql);

async function expect503(response: Response) {
  expect(response.status).toBe(503);
  expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
  const body = (await response.json()) as { message: string };
  expect(body.message).toBe("We cannot store your request right now. Please try again in a few minutes.");
}

// SQLite's own faults, injected through its pragmas; PostgreSQL's counterparts are the server's to report.
describeOnSqlite("a database that cannot take writes", () => {
  it("disk full (SQLITE_FULL) responds 503 with Retry-After", async () => {
    expect((await email.POST(jsonPost("/api/main/email", contact))).status).toBe(201);
    const [pages] = (await pragma("PRAGMA page_count")) as { page_count: bigint | number }[];
    await pragma(`PRAGMA max_page_count = ${Number(pages?.page_count)}`);
    // Each row needs room; once the pages run out the insert fails with SQLITE_FULL.
    let full: Response | undefined;
    for (let i = 0; i < 200 && !full; i += 1) {
      const response = await email.POST(jsonPost("/api/main/email", { ...contact, message: "x".repeat(900) }));
      if (response.status !== 201) full = response;
    }
    await expect503(full ?? new Response(null, { status: 201 }));
    await pragma("PRAGMA max_page_count = 1073741823");
    expect((await email.POST(jsonPost("/api/main/email", contact))).status).toBe(201);
  });

  it("a read-only database (SQLITE_READONLY) responds 503 with Retry-After", async () => {
    await pragma("PRAGMA query_only = 1");
    await expect503(await email.POST(jsonPost("/api/main/email", contact)));
    await pragma("PRAGMA query_only = 0");
    expect((await email.POST(jsonPost("/api/main/email", contact))).status).toBe(201);
  });
});
