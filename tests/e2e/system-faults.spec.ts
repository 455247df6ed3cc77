import Database from "better-sqlite3";
import { expect, test } from "@playwright/test";
import { driveLeads, leadBody } from "../support/lead-traffic";
import { leadCountsByKey } from "../support/read-leads";
import { startSystemServer, systemDatabase } from "../support/system-server";

// Each test has its own server: the workers share them out.

test("a server killed with SIGKILL mid-load and restarted keeps every lead it acknowledged", async () => {
  test.setTimeout(120_000);
  const server = await startSystemServer({ RATE_LIMIT_PER_MINUTE: "100000000", OUTBOX_POLL_MS: "600000" });
  try {
    let running = true;
    const traffic = driveLeads(
      () => server.url,
      50,
      () => running,
    );
    await new Promise((resolve) => setTimeout(resolve, 4000));
    await server.kill9();
    await new Promise((resolve) => setTimeout(resolve, 500));
    await server.restart();
    await new Promise((resolve) => setTimeout(resolve, 3000));
    running = false;
    const result = await traffic;
    expect(result.acknowledged.length).toBeGreaterThan(50);
    expect([...result.statuses.keys()].filter((status) => status >= 500)).toEqual([]);
    const counts = await leadCountsByKey(server.databaseUrl);
    expect(result.acknowledged.filter((key) => counts.get(key) !== 1)).toEqual([]);
  } finally {
    await server.stop();
  }
});

test("a database locked by another writer responds 503 with Retry-After, and the lead is kept or clearly refused", async () => {
  // SQLite's one-writer lock; PostgreSQL locks rows, and its own waits are the server's to bound.
  test.skip(systemDatabase() === "postgresql", "SQLite's database-wide write lock");
  test.setTimeout(60_000);
  const server = await startSystemServer({ RATE_LIMIT_PER_MINUTE: "100000000" });
  const blocker = new Database(server.databaseFile);
  try {
    blocker.exec("BEGIN EXCLUSIVE");
    const key = "locked-db-lead-0001";
    const response = await fetch(`${server.url}/api/leads`, {
      method: "POST",
      headers: { "content-type": "application/json", "idempotency-key": key, "accept-language": "en" },
      body: leadBody(key),
    });
    blocker.exec("ROLLBACK");
    expect(response.status).toBe(503);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await response.json()).message).toMatch(/try again/i);
    expect((await leadCountsByKey(server.databaseUrl)).get(key)).toBeUndefined();

    // Once the lock is gone, the visitor's retry with the same key is stored exactly once.
    const retry = await fetch(`${server.url}/api/leads`, {
      method: "POST",
      headers: { "content-type": "application/json", "idempotency-key": key, "accept-language": "en" },
      body: leadBody(key),
    });
    expect(retry.status).toBe(201);
    expect((await leadCountsByKey(server.databaseUrl)).get(key)).toBe(1);
  } finally {
    blocker.close();
    await server.stop();
  }
});
