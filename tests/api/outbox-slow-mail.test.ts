/** @jest-environment node */
// A mail server that takes its time to accept the end of a message (RFC 5321 allows 10 minutes) gets
// one copy: the reply time-out follows the RFC, and the worker renews its claim while the attempt runs,
// so no second worker takes the message over while the first is still waiting for the response.
import net from "node:net";
import { describe, expect, it } from "@jest/globals";
import { parseEnv } from "@/lib/config/env-schema";
import { enqueueEmail } from "@/lib/mail/outbox";
import { createOutboxWorker } from "@/lib/mail/start";
import { MailTimeoutError, smtpAttemptMs, smtpSender } from "@/lib/mail/transport";
import { setupSmtpTestServer } from "../support/mail-delivery";
import { setupTestDatabase } from "../support/test-database";

const database = setupTestDatabase();
const smtp = setupSmtpTestServer();

async function waitFor(check: () => Promise<boolean>, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe("a mail server slow to accept a message", () => {
  it("receives one copy, and the message is marked sent after its one attempt", async () => {
    // The RFC's times at a small fraction: the greeting 5 min → 1 s (less failed on a loaded machine: the
    // test's own mail server, in this process, greeted late), the longest reply (end of message) 10 min → 4 s.
    // The server replies to the end of the message after 2.5 s: longer than twice the greeting time, which
    // the old single time-out would have allowed.
    const config = parseEnv({
      SMTP_URL: smtp.url,
      SMTP_GREETING_TIMEOUT_MS: "1000",
      SMTP_REPLY_TIMEOUT_MS: "4000",
      // A claim shorter than the server's delay: only its renewal keeps the second worker away.
      OUTBOX_LEASE_MS: "1000",
      OUTBOX_POLL_MS: "50",
      OUTBOX_RETRY_BASE_MS: "10",
    });
    const delayMs = 2_500;
    smtp.delayReplyNext(1, delayMs);
    // Two workers polling every 50 ms, as two server processes on one database would.
    const workers = [createOutboxWorker(database.prisma, config), createOutboxWorker(database.prisma, config)];
    try {
      await enqueueEmail(database.prisma, { to: "team@test", subject: "Slow lead", text: "Body", tag: "Contact" });
      for (const worker of workers) worker.kick();

      const row = () => database.prisma.outboxMessage.findFirstOrThrow();
      await waitFor(async () => smtp.received.length > 0, 2_000);
      // Waiting for the response, two leases on: still the one attempt, its claim renewed meanwhile.
      expect(smtpAttemptMs({ greetingMs: 1_000, replyMs: 4_000 })).toBeGreaterThan(delayMs);
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const sending = await row();
      expect(sending).toMatchObject({ status: "sending", attempts: 1 });
      expect(sending.lockedUntil!.getTime()).toBeGreaterThan(Date.now());

      await waitFor(async () => (await row()).status === "sent", 5_000);
      // A few more polls of both workers: nothing is sent again.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await row()).toMatchObject({ status: "sent", attempts: 1, lastError: null });
      expect(smtp.received.map((mail) => mail.headers.subject)).toEqual(["Slow lead"]);
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
    }
  }, 20_000);

  it("gives up on a server that never replies to the end of a message after the reply time, and retries", async () => {
    await database.prisma.outboxMessage.deleteMany();
    smtp.received.length = 0;
    const hungBefore = smtp.hung();
    smtp.hangNext(1);
    const config = parseEnv({
      SMTP_URL: smtp.url,
      SMTP_GREETING_TIMEOUT_MS: "200",
      SMTP_REPLY_TIMEOUT_MS: "600",
      OUTBOX_POLL_MS: "50",
      OUTBOX_RETRY_BASE_MS: "10",
    });
    const worker = createOutboxWorker(database.prisma, config);
    try {
      const started = Date.now();
      await enqueueEmail(database.prisma, { to: "team@test", subject: "Hung lead", text: "Body", tag: "Contact" });
      worker.kick();
      const row = () => database.prisma.outboxMessage.findFirstOrThrow();
      await waitFor(async () => (await row()).status === "sent", 5_000);
      const sent = await row();
      expect(sent).toMatchObject({ status: "sent", attempts: 2 });
      expect(Date.now() - started).toBeGreaterThanOrEqual(600);
      expect(smtp.hung() - hungBefore).toBe(1);
      expect(smtp.received.map((mail) => mail.headers.subject)).toEqual(["Hung lead"]);
    } finally {
      await worker.stop();
    }
  }, 20_000);

  it("ends an attempt at its longest time even while the server keeps sending, and closes the connection", async () => {
    // A server that greets, then trickles one line of a response that never ends: the reply time-out
    // (no byte for that long) never fires, the attempt's own limit does, within the lease.
    let closed = false;
    const server = net.createServer((socket) => {
      socket.write("220 slow.test ESMTP\r\n");
      socket.once("data", () => {
        const timer = setInterval(() => socket.write("250-still thinking\r\n"), 50);
        socket.on("close", () => {
          closed = true;
          clearInterval(timer);
        });
      });
      socket.on("error", () => undefined);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const timeouts = { greetingMs: 100, replyMs: 200 };
      const sender = smtpSender(`smtp://127.0.0.1:${(server.address() as net.AddressInfo).port}`, timeouts);
      const started = Date.now();
      const error = await sender.send({ from: "site@test", to: "team@test", subject: "x", text: "y" }).catch((e) => e);
      const took = Date.now() - started;
      expect(error).toBeInstanceOf(MailTimeoutError);
      expect(took).toBeGreaterThanOrEqual(smtpAttemptMs(timeouts) - 10);
      expect(took).toBeLessThan(smtpAttemptMs(timeouts) + 500);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(closed).toBe(true);
    } finally {
      server.close();
    }
  });
});
