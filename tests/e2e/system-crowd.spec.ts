import { readdirSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { SYSTEM_STAFF, systemServerForSpec } from "../support/system-server";
import { readRows } from "../support/read-leads";

const VISITORS = 100;
// Ten seconds, not the minute: a stricter pace than the visitors', within the same burst (100) and slices.
const SPREAD_MS = 10_000;

test.describe.configure({ mode: "serial", timeout: 180_000 });

const server = systemServerForSpec({
  // The shipped defaults: empty counts as unset, so a value in the caller's environment cannot leak in.
  RATE_LIMIT_PER_MINUTE: "",
  RATE_LIMIT_BURST: "",
  TRUST_PROXY: "false",
  SESSION_SECRET: "system-test-session-secret-long-enough-42",
  OUTBOX_POLL_MS: "500",
});

const lead = (i: number) => ({
  firstName: "Min",
  lastName: `Visitor ${i}`,
  email: `visitor${i}@event.test`,
  company: "Event Hall",
  jobTitle: "developer",
  message: "Met you at the booth.",
  interest: "MODULAR",
  utm_source: "bmac2023",
  utm_medium: "event",
  privacyConsent: true,
});

/** One visitor's submit, as the Modular form makes it: one request with its key. */
async function submitLead(i: number): Promise<number> {
  const headers = {
    "content-type": "application/json",
    accept: "application/json",
    "x-locale": "ko",
    "idempotency-key": `crowd-visitor-${String(i).padStart(3, "0")}`,
  };
  const body = JSON.stringify({ form: "Modular", ...lead(i) });
  return (await fetch(`${server.url}/api/leads`, { method: "POST", headers, body })).status;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test("100 visitors behind one address each submit a lead within a minute, and every one is stored and mailed", async () => {
  const started = Date.now();
  const submits = Array.from({ length: VISITORS }, async (_, i) => {
    await sleep((i * SPREAD_MS) / VISITORS);
    return submitLead(i);
  });
  const statuses = await Promise.all(submits);
  expect(Date.now() - started).toBeLessThan(60_000);
  expect(statuses.filter((status) => status !== 201)).toEqual([]);

  const [stored] = await readRows<{ n: number | string }>(
    server.databaseUrl,
    `SELECT COUNT(*) AS n FROM "LeadSubmission" WHERE "idempotencyKey" LIKE 'crowd-visitor-%'`,
  );
  expect(Number(stored?.n)).toBe(VISITORS);
  const mailDir = path.join(server.dir, "mail");
  await expect
    .poll(() => readdirSync(mailDir).filter((name) => name.endsWith(".eml")).length, { timeout: 30_000 })
    // Each visitor's: the team's notification and the visitor's acknowledgement.
    .toBe(2 * VISITORS);
});

test("a script flooding from one address without keys is still stopped", async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 200; i += 1) {
    const response = await fetch(`${server.url}/api/subscribe`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: `flood${i}@news.test`, privacyConsent: true, marketingConsent: true }),
    });
    statuses.push(response.status);
    if (response.status === 429) {
      expect(Number(response.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
      break;
    }
  }
  expect(statuses.at(-1)).toBe(429);
  // The steady slice (10) and the minute's burst (100) pass; nothing past them.
  expect(statuses.filter((status) => status === 202)).toHaveLength(110);
});

test("six wrong staff passwords from one address still end in 429", async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 6; i += 1) {
    const response = await fetch(`${server.url}/api/staff/session`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: SYSTEM_STAFF.email, password: "wrong" }),
    });
    statuses.push(response.status);
  }
  expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
  expect(statuses[5]).toBe(429);
});
