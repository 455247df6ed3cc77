/** @jest-environment node */
// A server restarted mid-send: its outbox worker runs in a process of its own on the test database,
// stopped with SIGTERM (a deploy) or SIGKILL (a crash) while the mail server is slow to answer the end
// of a message, and another worker (the next instance) keeps polling. Copies are counted at a real
// SMTP server on loopback: none after SIGTERM; after SIGKILL the one message in flight, once more,
// with the same Message-ID, and only once its lease has run out.
import { spawn, type ChildProcess } from "node:child_process";
import { afterEach, beforeEach, describe, expect, it } from "@jest/globals";
import { parseEnv } from "@/lib/config/env-schema";
import { claimNext, markSent } from "@/lib/mail/claim";
import { enqueueEmail } from "@/lib/mail/outbox";
import { createOutboxWorker } from "@/lib/mail/start";
import type { OutboxWorker } from "@/lib/mail/worker";
import { setupSmtpTestServer } from "../support/mail-delivery";
import { setupNodeBundle } from "../support/node-bundle";
import { setupTestDatabase } from "../support/test-database";

const database = setupTestDatabase();
const smtp = setupSmtpTestServer();
const workerProcess = setupNodeBundle("tests/support/outbox-worker-process.ts");
const running: ChildProcess[] = [];
const workers: OutboxWorker[] = [];

beforeEach(async () => {
  await database.prisma.outboxMessage.deleteMany();
  smtp.received.length = 0;
});

afterEach(async () => {
  for (const child of running.splice(0)) child.kill("SIGKILL");
  await Promise.all(workers.splice(0).map((worker) => worker.stop(Date.now())));
});

/** Short times: the mail server's replies within 20 s, claims of `leaseMs`, polls every 50 ms. */
function settings(leaseMs: number, shutdownMs = 10_000) {
  return {
    DATABASE_URL: database.url,
    SMTP_URL: smtp.url,
    SMTP_GREETING_TIMEOUT_MS: "2000",
    SMTP_REPLY_TIMEOUT_MS: "20000",
    OUTBOX_LEASE_MS: String(leaseMs),
    OUTBOX_POLL_MS: "50",
    OUTBOX_RETRY_BASE_MS: "10",
    SHUTDOWN_TIMEOUT_MS: String(shutdownMs),
  };
}

/** The first instance: a worker process, resolved once it polls. */
async function startWorkerProcess(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--conditions=react-server", workerProcess.file], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.push(child);
  let output = "";
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("ready")) resolve();
    });
    child.once("exit", (code) =>
      reject(new Error(`the worker process exited (${code}) before it was ready:\n${output}`)),
    );
  });
  return child;
}

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) =>
    child.exitCode !== null || child.signalCode ? resolve(child.exitCode) : child.once("exit", resolve),
  );
}

/** The next instance: a worker in this process on the same database. */
function startNextInstance(env: Record<string, string>): OutboxWorker {
  const worker = createOutboxWorker(database.prisma, parseEnv(env));
  workers.push(worker);
  return worker;
}

async function waitFor(check: () => boolean | Promise<boolean>, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function enqueue(count: number) {
  for (let i = 0; i < count; i += 1) {
    await enqueueEmail(database.prisma, { to: "team@test", subject: `Lead ${i}`, text: `Body ${i}`, tag: "Contact" });
  }
}

const rows = () => database.prisma.outboxMessage.findMany({ orderBy: { id: "asc" } });
const sentRows = () => database.prisma.outboxMessage.count({ where: { status: "sent" } });
const messageIds = () => smtp.received.map((mail) => mail.headers["message-id"]);
const subjects = () => smtp.received.map((mail) => mail.headers.subject).sort();

/** Starts the worker process on three messages and returns once the mail server holds all three, one unanswered. */
async function sendThreeOneUnanswered(env: Record<string, string>, replyAfterMs: number): Promise<ChildProcess> {
  await enqueue(3);
  smtp.delayReplyNext(1, replyAfterMs);
  const child = await startWorkerProcess(env);
  await waitFor(async () => smtp.received.length === 3 && (await sentRows()) === 2, 15_000);
  expect(smtp.received).toHaveLength(3);
  expect(await sentRows()).toBe(2);
  return child;
}

describe("an outbox worker stopped mid-send", () => {
  it("on SIGTERM finishes the send under way and exits: no copy follows", async () => {
    const env = settings(500);
    const child = await sendThreeOneUnanswered(env, 2_000);
    const signalled = Date.now();
    child.kill("SIGTERM");
    expect(await exited(child)).toBe(0);
    // It waited for the mail server's answer rather than leaving the message claimed.
    expect(Date.now() - signalled).toBeGreaterThan(1_000);
    expect((await rows()).map((row) => [row.status, row.attempts])).toEqual([
      ["sent", 1],
      ["sent", 1],
      ["sent", 1],
    ]);

    startNextInstance(env);
    await sleep(1_500); // three leases
    expect(subjects()).toEqual(["Lead 0", "Lead 1", "Lead 2"]);
    expect(new Set(messageIds()).size).toBe(3);
  }, 60_000);

  it("on SIGTERM exits at its deadline, the send still unanswered keeping its claim for the lease", async () => {
    const env = settings(4_000, 500);
    const child = await sendThreeOneUnanswered(env, 15_000);
    const signalled = Date.now();
    child.kill("SIGTERM");
    expect(await exited(child)).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(4_000);
    const unanswered = (await rows()).find((row) => row.status === "sending")!;
    expect(unanswered.lockedUntil!.getTime()).toBeGreaterThan(Date.now());

    // The mail server may have it (it does): no other worker sends it while the claim lasts...
    startNextInstance(env);
    await sleep(unanswered.lockedUntil!.getTime() - Date.now() - 300);
    expect(smtp.received).toHaveLength(3);
    // ...then one does, once, under the same Message-ID, so the receiving system can drop the copy.
    await waitFor(async () => (await sentRows()) === 3, 10_000);
    await sleep(500);
    expect(smtp.received).toHaveLength(4);
    const id = `<outbox-${unanswered.id}-${unanswered.createdAt.getTime()}@localhost>`;
    expect(messageIds().filter((messageId) => messageId === id)).toHaveLength(2);
    expect(new Set(messageIds()).size).toBe(3);
  }, 60_000);

  it("on SIGKILL, only the message in flight is sent again, once, after its lease, with the same Message-ID", async () => {
    const env = settings(1_000);
    const child = await sendThreeOneUnanswered(env, 10_000);
    child.kill("SIGKILL");
    await exited(child);
    const inFlight = (await rows()).find((row) => row.status === "sending")!;

    startNextInstance(env);
    await sleep(inFlight.lockedUntil!.getTime() - Date.now() - 300);
    expect(smtp.received).toHaveLength(3);
    await waitFor(async () => (await sentRows()) === 3, 10_000);
    await sleep(2_000); // two leases more: nothing else
    expect(smtp.received).toHaveLength(4);
    const id = `<outbox-${inFlight.id}-${inFlight.createdAt.getTime()}@localhost>`;
    expect(messageIds().filter((messageId) => messageId === id)).toHaveLength(2);
    expect(new Set(messageIds()).size).toBe(3);
    expect((await rows()).map((row) => row.attempts).sort()).toEqual([1, 1, 2]);
  }, 60_000);

  it("gives back at once what it claimed but had not started sending", async () => {
    await enqueue(3);
    // Stopped while its first look for due messages is still claiming them.
    const worker = startNextInstance(settings(60_000));
    await worker.stop(Date.now() + 5_000);
    expect(smtp.received).toHaveLength(0);
    expect((await rows()).map((row) => [row.status, row.attempts, row.lockedUntil])).toEqual([
      ["pending", 0, null],
      ["pending", 0, null],
      ["pending", 0, null],
    ]);
    // Another worker sends them at once, not after the 60 s lease.
    startNextInstance(settings(60_000));
    await waitFor(async () => (await sentRows()) === 3, 10_000);
    expect(subjects()).toEqual(["Lead 0", "Lead 1", "Lead 2"]);
  });

  it("a worker stalled past its lease never takes over the message it is still sending itself", async () => {
    await enqueue(1);
    smtp.delayReplyNext(1, 1_500);
    // A long lease (renewed only every 20 s) that lapses anyway: the process stalled (a busy start, a long GC).
    startNextInstance(settings(60_000));
    await waitFor(() => smtp.received.length === 1, 10_000);
    await database.prisma.outboxMessage.updateMany({ data: { lockedUntil: new Date(Date.now() - 1) } });
    await waitFor(async () => (await sentRows()) === 1, 10_000);
    await sleep(300);
    expect(subjects()).toEqual(["Lead 0"]);
    expect((await rows()).map((row) => [row.status, row.attempts])).toEqual([["sent", 1]]);
  });

  it("a send that ends after its claim was taken over marks the message sent, so no further copy goes out", async () => {
    await enqueue(1);
    const slow = (await claimNext(database.prisma, "email", 60_000))!;
    // Its lease ran out and another worker claimed the message (its attempt under way or about to fail).
    await database.prisma.outboxMessage.update({ where: { id: slow.id }, data: { attempts: 2 } });
    expect(await markSent(database.prisma, slow)).toBe(false);
    expect(await database.prisma.outboxMessage.findUniqueOrThrow({ where: { id: slow.id } })).toMatchObject({
      status: "sent",
      lockedUntil: null,
    });
  });
});
