/** @jest-environment node */
// Faults: the SMTP server refuses the first attempts, two workers race, a worker dies mid-send.
// Every mail must arrive exactly once.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "@jest/globals";
import { createDeliver } from "@/lib/mail/deliver";
import { enqueueEmail } from "@/lib/mail/outbox";
import { requeueFailed } from "@/lib/mail/requeue";
import { smtpSender } from "@/lib/mail/transport";
import { runOutboxOnce, startOutboxWorker } from "@/lib/mail/worker";
import { startSmtpTestServer, type SmtpTestServer } from "../support/smtp-test-server";
import { setupTestDatabase } from "../support/test-database";

const database = setupTestDatabase();
let smtp: SmtpTestServer;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
});
afterAll(() => smtp.close());

beforeEach(async () => {
  await database.prisma.outboxMessage.deleteMany();
  smtp.received.length = 0;
});

/** `replyMs` shortens the wait for the server's responses (the RFC's 10 minutes by default). */
const deliver = (replyMs?: number) =>
  createDeliver({
    mail: smtpSender(smtp.url, replyMs ? { greetingMs: replyMs, replyMs } : undefined),
    from: "Site <site@test>",
    messageIdHost: "test",
  });
const fast = { backoffBaseMs: 5, backoffMaxMs: 20, log: () => undefined };

async function enqueue(count: number) {
  for (let i = 0; i < count; i += 1) {
    await enqueueEmail(database.prisma, { to: "team@test", subject: `Lead ${i}`, text: `Body ${i}`, tag: "Contact" });
  }
}

/** Runs passes until nothing is pending (waiting out the short backoff), as the polling worker would. */
async function drain(workers = 1) {
  for (let round = 0; round < 50; round += 1) {
    await Promise.all(Array.from({ length: workers }, () => runOutboxOnce(database.prisma, deliver(), fast)));
    if ((await database.prisma.outboxMessage.count({ where: { status: { not: "sent" } } })) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Runs `times` passes, each after making every row due, as if its backoff had run out; returns the last pass's counts. */
async function passesWhenDue(times: number, options: Parameters<typeof runOutboxOnce>[2] = fast) {
  let counts: Awaited<ReturnType<typeof runOutboxOnce>> | undefined;
  for (let i = 0; i < times; i += 1) {
    await database.prisma.outboxMessage.updateMany({ data: { nextAttemptAt: new Date(0) } });
    counts = await runOutboxOnce(database.prisma, deliver(), options);
  }
  return counts;
}

const subjects = () => smtp.received.map((mail) => mail.headers.subject).sort();

describe("outbox under faults", () => {
  it("keeps retrying while SMTP refuses, then delivers every mail exactly once", async () => {
    await enqueue(5);
    smtp.refuseNext(4);
    const first = await runOutboxOnce(database.prisma, deliver(), fast);
    expect(first).toEqual({ sent: 1, failed: 4 });
    const retried = await database.prisma.outboxMessage.findMany({ where: { status: "pending" } });
    expect(retried).toHaveLength(4);
    for (const row of retried) {
      expect(row.attempts).toBe(1);
      expect(row.lastError).toMatch(/451/);
    }
    await drain();
    expect(smtp.refused()).toBe(4);
    expect(subjects()).toEqual(["Lead 0", "Lead 1", "Lead 2", "Lead 3", "Lead 4"]);
    expect(await database.prisma.outboxMessage.count({ where: { status: "sent" } })).toBe(5);
  });

  it("keeps every mail while the SMTP server is down, and delivers each exactly once when it is back", async () => {
    await enqueue(3);
    const port = Number(new URL(smtp.url).port);
    await smtp.close();
    const whileDown = await runOutboxOnce(database.prisma, deliver(), fast);
    expect(whileDown).toEqual({ sent: 0, failed: 3 });
    const waiting = await database.prisma.outboxMessage.findMany({ where: { status: "pending" } });
    expect(waiting).toHaveLength(3);
    for (const row of waiting) expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
    smtp = await startSmtpTestServer(port);
    await drain();
    expect(subjects()).toEqual(["Lead 0", "Lead 1", "Lead 2"]);
    expect(await database.prisma.outboxMessage.count({ where: { status: "sent" } })).toBe(3);
  });

  it("backs off exponentially between attempts", async () => {
    await enqueue(1);
    smtp.refuseNext(2);
    const options = { backoffBaseMs: 60_000, backoffMaxMs: 3_600_000, log: () => undefined };
    const before = Date.now();
    await runOutboxOnce(database.prisma, deliver(), options);
    const row = await database.prisma.outboxMessage.findFirstOrThrow();
    expect(row.nextAttemptAt.getTime() - before).toBeGreaterThanOrEqual(60_000);
    expect(row.nextAttemptAt.getTime() - before).toBeLessThan(62_000);
    await database.prisma.outboxMessage.update({ where: { id: row.id }, data: { nextAttemptAt: new Date() } });
    const second = Date.now();
    await runOutboxOnce(database.prisma, deliver(), options);
    const again = await database.prisma.outboxMessage.findFirstOrThrow();
    expect(again.attempts).toBe(2);
    expect(again.nextAttemptAt.getTime() - second).toBeGreaterThanOrEqual(120_000);
    expect(smtp.received).toHaveLength(0);
  });

  it("never sends a message twice when two workers run at once", async () => {
    await enqueue(12);
    smtp.refuseNext(3);
    await drain(2);
    expect(subjects()).toHaveLength(12);
    expect(new Set(subjects()).size).toBe(12);
    expect(new Set(smtp.received.map((mail) => mail.headers["message-id"])).size).toBe(12);
  });

  it("takes over a message whose worker died mid-send once its lease has run out", async () => {
    await enqueue(1);
    const row = await database.prisma.outboxMessage.findFirstOrThrow();
    // A claim that never finished: status sending, lease still valid → nobody else may send it.
    await database.prisma.outboxMessage.update({
      where: { id: row.id },
      data: { status: "sending", attempts: 1, lockedUntil: new Date(Date.now() + 60_000) },
    });
    expect(await runOutboxOnce(database.prisma, deliver(), fast)).toEqual({ sent: 0, failed: 0 });
    await database.prisma.outboxMessage.update({
      where: { id: row.id },
      data: { lockedUntil: new Date(Date.now() - 1) },
    });
    expect(await runOutboxOnce(database.prisma, deliver(), fast)).toEqual({ sent: 1, failed: 0 });
    expect(subjects()).toEqual(["Lead 0"]);
  });

  it("with no attempt limit keeps retrying through a long outage, then delivers once", async () => {
    await enqueue(1);
    smtp.refuseNext(15);
    await passesWhenDue(15);
    expect(await database.prisma.outboxMessage.findFirstOrThrow()).toMatchObject({ status: "pending", attempts: 15 });
    expect(await passesWhenDue(1)).toEqual({ sent: 1, failed: 0 });
    expect(subjects()).toEqual(["Lead 0"]);
  });

  it("gives up at once on a recipient the mail server refuses for good, keeping the row and the 550", async () => {
    smtp.rejectRecipient("nobody@test");
    await enqueueEmail(database.prisma, { to: "nobody@test", subject: "Lost", text: "Body", tag: "Contact" });
    expect(await runOutboxOnce(database.prisma, deliver(), fast)).toEqual({ sent: 0, failed: 1 });
    const row = await database.prisma.outboxMessage.findFirstOrThrow();
    expect(row).toMatchObject({ status: "failed", attempts: 1 });
    expect(row.lastError).toMatch(/550/);

    // Once the address is fixed on the mail server, `npm run outbox:retry` queues it again.
    smtp.acceptRecipient("nobody@test");
    expect(await requeueFailed(database.prisma)).toBe(1);
    expect(await runOutboxOnce(database.prisma, deliver(), fast)).toEqual({ sent: 1, failed: 0 });
    expect(subjects()).toEqual(["Lost"]);
  });

  it("gives up after the last attempt when a limit is set, and keeps the row with its error", async () => {
    await enqueue(1);
    smtp.refuseNext(3);
    await passesWhenDue(3, { ...fast, maxAttempts: 3 });
    const row = await database.prisma.outboxMessage.findFirstOrThrow();
    expect(row).toMatchObject({ status: "failed", attempts: 3 });
    expect(row.lastError).toMatch(/451/);
  });

  it("a server that reads a message and never responds holds only that message, for its deadline", async () => {
    await enqueue(5);
    const hungBefore = smtp.hung();
    smtp.hangNext(1);
    const started = Date.now();
    // 300 ms per reply: the hung message fails after 300 ms without one, the other four go through.
    expect(await runOutboxOnce(database.prisma, deliver(300), fast)).toEqual({ sent: 4, failed: 1 });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(smtp.hung() - hungBefore).toBe(1);
    const waiting = await database.prisma.outboxMessage.findFirstOrThrow({ where: { status: "pending" } });
    expect(waiting.lastError).toMatch(/did not finish|timeout|timed out/i);
    await drain();
    expect(subjects()).toEqual(["Lead 0", "Lead 1", "Lead 2", "Lead 3", "Lead 4"]);
  });

  it("the running worker delivers mail queued while the server hangs, and the hung one once it behaves", async () => {
    const hungBefore = smtp.hung();
    smtp.hangNext(2);
    const worker = startOutboxWorker(database.prisma, deliver(400), { ...fast, intervalMs: 50 });
    try {
      await enqueue(2); // both hang
      await new Promise((resolve) => setTimeout(resolve, 100));
      for (let i = 2; i < 6; i += 1) {
        await enqueueEmail(database.prisma, { to: "team@test", subject: `Lead ${i}`, text: "Body", tag: "Contact" });
      }
      const queuedAt = Date.now();
      // Not held behind the hung deliveries: the later four arrive well within one deadline.
      while (smtp.received.length < 4 && Date.now() - queuedAt < 10_000) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(smtp.received.map((mail) => mail.headers.subject).sort()).toEqual([
        "Lead 2",
        "Lead 3",
        "Lead 4",
        "Lead 5",
      ]);
      expect(Date.now() - queuedAt).toBeLessThan(800);
      // The server behaves again (it hung twice only): the two hung messages arrive on their retry.
      const deadline = Date.now() + 60_000;
      while (smtp.received.length < 6 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect(subjects()).toEqual(["Lead 0", "Lead 1", "Lead 2", "Lead 3", "Lead 4", "Lead 5"]);
      expect(smtp.hung() - hungBefore).toBe(2);
    } finally {
      await worker.stop();
    }
  });

  it("keeps one Message-ID per message across attempts, so a receiver can drop a repeat", async () => {
    await enqueue(1);
    smtp.hangNext(1);
    await runOutboxOnce(database.prisma, deliver(200), fast);
    await drain();
    const row = await database.prisma.outboxMessage.findFirstOrThrow();
    expect(row.attempts).toBe(2);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.headers["message-id"]).toBe(`<outbox-${row.id}-${row.createdAt.getTime()}@test>`);
  });
});
