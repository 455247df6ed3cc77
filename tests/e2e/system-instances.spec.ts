import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { runNginx, siteConf } from "../../scripts/lib/nginx";
import { leadCountsByKey, readRows } from "../support/read-leads";
import { startSmtpTestServer, type SmtpTestServer } from "../support/smtp-test-server";
import { addStaffAccounts } from "../support/staff-account";
import { startSystemServer, SYSTEM_STAFF, type SystemServer } from "../support/system-server";
import { freePort } from "../../scripts/lib/free-port";
import { postgresTestDatabaseUrl } from "../support/test-database-url";
import { unusedTotpCode } from "../support/totp";
import { multipartBody, multipartType, validFields } from "../unit/report/support/multipart";
import { sampleBytes } from "../unit/report/support/samples";

/**
 * Past one machine (Playwright project "postgresql" only): two app instances on one PostgreSQL
 * database behind nginx (deploy/nginx.conf), sharing one upload folder and one SMTP server. Visitors
 * submit leads through nginx while one instance is killed and started again; each retries a failed
 * submit with its idempotency key, as the site's forms do.
 */
const SECONDS = Number(process.env.INSTANCES_LOAD_SECONDS ?? 15);
const VISITORS = 200;

let instances: SystemServer[] = [];
let shared: Record<string, string> = {};
let smtp: SmtpTestServer;
let nginx: { stop: () => Promise<void> } | undefined;
let work = "";
let proxyUrl = "";

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  smtp = await startSmtpTestServer();
  shared = {
    DATABASE_URL: postgresTestDatabaseUrl(),
    UPLOAD_DIR: mkdtempSync(path.join(os.tmpdir(), "instances-uploads-")),
    SMTP_URL: smtp.url,
    LEADS_TO: "team@instances.test",
    OUTBOX_POLL_MS: "500",
    RATE_LIMIT_PER_MINUTE: "100000000",
    RATE_LIMIT_BURST: "100000000",
    SESSION_SECRET: "instances-test-session-secret-long-enough-42",
    BLOG_EDITOR_ENABLED: "true",
    BLOG_JOBS_POLL_MS: "1000",
  };
  // One after the other: the first migrates and seeds the database, the second finds it ready.
  for (let n = 0; n < 2; n += 1) instances.push(await startSystemServer(shared));
  work = mkdtempSync(path.join(os.tmpdir(), "instances-nginx-"));
  const upstreams = instances.map((instance) => Number(new URL(instance.url).port));
  const listen = await freePort();
  proxyUrl = `http://127.0.0.1:${listen}`;
  nginx = runNginx(work, siteConf(process.cwd(), { listen, upstreams, cacheDir: path.join(work, "cache") }));
  await expect
    .poll(
      () =>
        fetch(`${proxyUrl}/api/health`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 20_000 },
    )
    .toBe(200);
});

test.afterAll(async () => {
  await nginx?.stop();
  for (const instance of instances) await instance.stop();
  instances = [];
  await smtp?.close();
  for (const dir of [shared.UPLOAD_DIR, work]) if (dir) rmSync(dir, { recursive: true, force: true });
});

const lead = (key: string) => ({
  firstName: "Many",
  lastName: `Visitor ${key}`,
  email: `${key}@instances.test`,
  company: "Two Boxes",
  jobTitle: "developer",
  message: "Two instances, one database.",
  interest: "MODULAR",
  utm_source: "instances",
  utm_medium: "system",
  privacyConsent: true,
});

/** Posts until a 2xx or the give-up time, with the same key each time: the site form's retry. */
async function postUntilAccepted(pathname: string, key: string, body: unknown, giveUpAt: number) {
  let failures = 0;
  while (Date.now() < giveUpAt) {
    try {
      const response = await fetch(`${proxyUrl}${pathname}`, {
        method: "POST",
        headers: { "content-type": "application/json", "idempotency-key": key, "x-locale": "en" },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(15_000),
      });
      await response.arrayBuffer();
      if (response.ok) return { ok: true, failures };
      if (response.status < 500 && response.status !== 429) throw new Error(`${pathname} returned ${response.status}`);
    } catch (error) {
      if (error instanceof Error && error.message.includes("returned")) throw error;
    }
    failures += 1;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { ok: false, failures };
}

test("200 visitors through nginx while an instance is killed: every acknowledged lead stored and mailed exactly once", async () => {
  test.setTimeout((SECONDS + 150) * 1000);
  const acknowledged: string[] = [];
  let retried = 0;
  const deadline = Date.now() + SECONDS * 1000;
  // A submit started before the deadline may finish its retries up to 20 s after it.
  const giveUpAt = deadline + 20_000;
  const visitors = Array.from({ length: VISITORS }, async (_, visitor) => {
    for (let n = 0; Date.now() < deadline; n += 1) {
      const key = `inst-${visitor}-${n}-${Math.random().toString(36).slice(2, 8)}`;
      const submit = await postUntilAccepted("/api/leads", key, { form: "Modular", ...lead(key) }, giveUpAt);
      retried += submit.failures;
      if (submit.ok) acknowledged.push(key);
    }
  });
  // A third of the way in, the first instance dies without warning; 5 s later it is back.
  const killer = (async () => {
    await new Promise((resolve) => setTimeout(resolve, (SECONDS * 1000) / 3));
    await instances[0]?.kill9();
    await new Promise((resolve) => setTimeout(resolve, 5000));
    await instances[0]?.restart();
  })();
  await Promise.all([...visitors, killer]);
  const summary = `${acknowledged.length} leads acknowledged by ${VISITORS} visitors in ${SECONDS} s through two instances, ${retried} retried calls`;
  console.log(`[instances] ${summary}`);
  test.info().annotations.push({ type: "load", description: summary });
  expect(acknowledged.length).toBeGreaterThan(VISITORS);

  const databaseUrl = instances[0]?.databaseUrl ?? "";
  const counts = await leadCountsByKey(databaseUrl);
  expect(acknowledged.filter((key) => counts.get(key) !== 1)).toEqual([]);

  // Both outbox workers deliver; none twice. Every team notification names its visitor's key.
  const pending = async () =>
    Number(
      (
        await readRows<{ n: string }>(databaseUrl, `SELECT COUNT(*) AS n FROM "OutboxMessage" WHERE "status" <> 'sent'`)
      )[0]?.n,
    );
  await expect.poll(pending, { timeout: 120_000, intervals: [1000] }).toBe(0);
  // One notification per lead, by its Message-ID (fixed per outbox row). The SMTP server may see one
  // twice: when an instance is killed after the server accepted a message but before it recorded the
  // delivery, the other takes the message over when its lease ends and sends it again, with the same
  // Message-ID, which mail clients show once. Anything else (a second notification, or none) fails.
  const idsPerKey = new Map<string, Set<string>>();
  let redelivered = 0;
  for (const mail of smtp.received) {
    const key = /Visitor (inst-[\w-]+)/.exec(mail.text)?.[1];
    // The team's notifications; each visitor's own acknowledgement goes to the visitor.
    if (!key || !mail.to.includes("team@instances.test")) continue;
    const ids = idsPerKey.get(key) ?? new Set<string>();
    const id = mail.headers["message-id"] ?? "";
    if (ids.has(id)) redelivered += 1;
    idsPerKey.set(key, ids.add(id));
  }
  console.log(`[instances] ${smtp.received.length} messages received, ${redelivered} sent again after the kill`);
  expect(acknowledged.filter((key) => idsPerKey.get(key)?.size !== 1)).toEqual([]);
  expect([...idsPerKey.values()].filter((ids) => ids.size !== 1)).toEqual([]);
  expect(redelivered).toBeLessThanOrEqual(10); // at most the deliveries in flight on the killed instance
});

test("a post unpublished and published again through one instance changes on the other within a second", async () => {
  const [a, b] = instances;
  if (!a || !b) throw new Error("two instances expected");
  const signIn = await fetch(`${a.url}/api/staff/session`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": "10.9.9.9" },
    body: JSON.stringify({ email: SYSTEM_STAFF.email, password: SYSTEM_STAFF.password }),
  });
  expect(signIn.status).toBe(200);
  const cookie = (signIn.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  const [post] = await readRows<{ id: string }>(
    a.databaseUrl,
    `SELECT "id" FROM "BlogPost" WHERE "liveList" IS NOT NULL ORDER BY "id" LIMIT 1`,
  );
  const id = post?.id ?? "";
  const pageOnB = async () => {
    const statuses = await Promise.all(
      [`/blog/${id}`, `/en/blog/${id}`].map(async (pathname) => {
        const response = await fetch(`${b.url}${pathname}`, { redirect: "manual" });
        await response.arrayBuffer();
        return response.status;
      }),
    );
    return statuses.includes(200) ? 200 : 404;
  };
  // B has rendered and cached the live post.
  expect(await pageOnB()).toBe(200);
  const change = async (action: "unpublish" | "publish") => {
    const response = await fetch(`${a.url}/api/blog-posts/${id}/${action}`, {
      method: "POST",
      headers: { cookie, origin: a.url },
    });
    expect(response.status).toBe(200);
    return Date.now();
  };
  for (const [action, expected] of [
    ["unpublish", 404],
    ["publish", 200],
  ] as const) {
    const changedAt = await change(action);
    // Timed to the request that first showed the change, not to its end: B's render of the page, slow on
    // a loaded machine, is not part of the change's travel.
    let askedAt = 0;
    const askB = () => {
      askedAt = Date.now();
      return pageOnB();
    };
    await expect.poll(askB, { timeout: 5000, intervals: [100] }).toBe(expected);
    const seconds = (askedAt - changedAt) / 1000;
    console.log(`[instances] ${action} through A showed on B after ${seconds.toFixed(2)} s`);
    expect(seconds).toBeLessThan(1);
  }
});

test("an account disabled through one instance is signed out on the other at its next request", async () => {
  const [first, second] = instances;
  const password = "a staff password of some length";
  const admin = { email: "head@instances.test", role: "admin", name: "Head", password } as const;
  const marketer = { email: "leaver@instances.test", role: "marketing", name: "Leaver", password } as const;
  await addStaffAccounts(shared.DATABASE_URL ?? "", [admin, marketer]);
  const call = async (base: string, method: string, pathname: string, cookie = "", body?: unknown) =>
    fetch(`${base}${pathname}`, {
      method,
      headers: {
        cookie,
        "x-forwarded-for": "10.9.9.10",
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const signIn = async (base: string, email: string, code?: string) => {
    const response = await call(base, "POST", "/api/staff/session", "", { email, password, code });
    expect(response.status).toBe(200);
    return response.headers
      .getSetCookie()
      .map((line) => line.split(";")[0] ?? "")
      .filter((pair) => /^(__Host-)?staff/.test(pair))
      .join("; ");
  };
  const signedIn = async (base: string, cookie: string) =>
    ((await (await call(base, "GET", "/api/staff/session", cookie)).json()) as { data: { authenticated: boolean } })
      .data.authenticated;

  const leaver = await signIn(second!.url, marketer.email);
  expect(await signedIn(second!.url, leaver)).toBe(true);
  expect((await call(second!.url, "GET", "/api/staff/submissions", leaver)).status).toBe(200);

  // The admin, on the other instance, turns two-factor sign-in on (required for admins), then disables the account.
  const setUp = await signIn(first!.url, admin.email);
  const started = await call(first!.url, "POST", "/api/staff/two-factor", setUp, { password });
  expect(started.status).toBe(200);
  const { secret } = (await started.json()) as { secret: string };
  expect(
    (await call(first!.url, "POST", "/api/staff/two-factor/verify", setUp, { code: await unusedTotpCode(secret) }))
      .status,
  ).toBe(200);
  const head = await signIn(first!.url, admin.email, await unusedTotpCode(secret));
  const { accounts } = (await (await call(first!.url, "GET", "/api/staff/accounts", head)).json()) as {
    accounts: { id: string; email: string }[];
  };
  const id = accounts.find((account) => account.email === marketer.email)?.id ?? "";
  expect((await call(first!.url, "PATCH", `/api/staff/accounts/${id}`, head, { disabled: true })).status).toBe(200);

  expect(await signedIn(second!.url, leaver)).toBe(false);
  expect((await call(second!.url, "GET", "/api/staff/submissions", leaver)).status).toBe(401);
});

// Runs after the tests that sign in: it locks this account out of sign-in for a while.
test("the sign-in lockout of one account is counted across both instances", async () => {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 6; attempt += 1) {
    const instance = instances[attempt % 2];
    const response = await fetch(`${instance?.url}/api/staff/session`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: SYSTEM_STAFF.email, password: "a wrong one" }),
    });
    statuses.push(response.status);
  }
  // Five wrong passwords (the sign-ins before were right, and count nothing), alternating
  // between the instances; the sixth is refused wherever it lands.
  expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
});

test("a file staged through one instance is claimed by a submit through the other", async () => {
  const [a, b] = instances;
  if (!a || !b) throw new Error("two instances expected");
  const png = sampleBytes.png();
  const stage = await fetch(`${a.url}/api/uploads`, {
    method: "POST",
    headers: { "content-type": multipartType, "x-locale": "en" },
    body: new Uint8Array(multipartBody({}, [{ field: "file", name: "site plan.png", type: "image/png", data: png }])),
  });
  expect(stage.status).toBe(201);
  const { token } = (await stage.json()) as { token: string };
  const submit = await fetch(`${b.url}/api/consulting-form`, {
    method: "POST",
    headers: { "content-type": multipartType, "x-locale": "en", "idempotency-key": "instances-report-0001" },
    body: new Uint8Array(multipartBody({ ...validFields, fileToken: token })),
  });
  expect(submit.status).toBe(201);
  const files = await readRows<{ originalName: string; size: number }>(
    b.databaseUrl,
    `SELECT "originalName", "size" FROM "UploadedFile" ORDER BY "id" DESC LIMIT 1`,
  );
  expect(files).toEqual([{ originalName: "site plan.png", size: png.length }]);
});

test("one address's form budget is counted across instances", async () => {
  test.setTimeout(120_000);
  // Two more instances on the same database with a small budget: 6 lead posts a minute, no burst.
  const strict = { ...shared, RATE_LIMIT_PER_MINUTE: "6", RATE_LIMIT_BURST: "0" };
  const pair = [await startSystemServer(strict), await startSystemServer(strict)];
  try {
    const statuses: number[] = [];
    for (let n = 0; n < 4; n += 1) {
      for (const instance of pair) {
        const key = `budget-${n}-${new URL(instance.url).port}`;
        const response = await fetch(`${instance.url}/api/xlsx/Modular`, {
          method: "POST",
          headers: { "content-type": "application/json", "idempotency-key": key, "x-locale": "en" },
          body: JSON.stringify(lead(key)),
        });
        await response.arrayBuffer();
        statuses.push(response.status);
      }
    }
    // A 10-second slice allows one post (6 a minute): one instance alone would have allowed one
    // each; together the second post, wherever it lands, is refused.
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
  } finally {
    for (const instance of pair) await instance.stop();
  }
});
