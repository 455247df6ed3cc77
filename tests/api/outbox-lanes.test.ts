/** @jest-environment node */
// E-mails and CRM calls are claimed and delivered in separate lanes: a CRM that accepts connections
// and never responds must not hold back the team's notifications, and both lanes keep their leases.
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "@jest/globals";
import { createDeliver } from "@/lib/mail/deliver";
import { enqueueCrm, enqueueEmail } from "@/lib/mail/outbox";
import { smtpSender } from "@/lib/mail/transport";
import { startOutboxWorker } from "@/lib/mail/worker";
import { startSmtpTestServer, type SmtpTestServer } from "../support/smtp-test-server";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

/** A CRM on loopback that reads each request and never responds to it. */
interface HangingCrm {
  url: string;
  /** The contact e-mail of every request received, in order. */
  contacts: string[];
  /** Requests received and not yet given up on by the client. */
  open(): number;
  close(): Promise<void>;
}

async function startHangingCrm(): Promise<HangingCrm> {
  const contacts: string[] = [];
  let open = 0;
  const server: Server = createServer((request: IncomingMessage) => {
    open += 1;
    request.socket.once("close", () => (open -= 1));
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => (body += chunk));
    request.on("end", () => contacts.push((JSON.parse(body) as { contact: { email: string } }).contact.email));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    contacts,
    open: () => open,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

let database: TestDatabase;
let smtp: SmtpTestServer;
let crm: HangingCrm;

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startSmtpTestServer();
  crm = await startHangingCrm();
});

afterAll(async () => {
  await crm.close();
  await smtp.close();
  await database.cleanup();
});

beforeEach(async () => {
  await database.prisma.outboxMessage.deleteMany();
  smtp.received.length = 0;
  crm.contacts.length = 0;
});

const CRM_TIMEOUT_MS = 20_000;
const deliver = () =>
  createDeliver({
    mail: smtpSender(smtp.url, { greetingMs: 2_000, replyMs: 2_000 }),
    from: "Site <site@test>",
    messageIdHost: "test",
    crm: { apiUrl: crm.url, apiKey: "test-key-123", timeoutMs: CRM_TIMEOUT_MS },
  });
const fast = { backoffBaseMs: 5, backoffMaxMs: 20, log: () => undefined, intervalMs: 50 };

async function waitFor(check: () => boolean | Promise<boolean>, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe("outbox lanes", () => {
  it("delivers notifications at once while every CRM call hangs, and never claims a row twice", async () => {
    // 100 CRM calls queued first (lower ids, so first in a shared queue), then three notifications.
    for (let i = 0; i < 100; i += 1) {
      const email = `contact${i}@test`;
      await enqueueCrm(database.prisma, {
        email,
        tag: "modular",
        payload: { contact: { email, firstName: "A", lastName: "B" } },
      });
    }
    // Two workers, as two server processes on one database would run.
    const workers = [
      startOutboxWorker(database.prisma, deliver(), fast),
      startOutboxWorker(database.prisma, deliver(), fast),
    ];
    try {
      await waitFor(() => crm.open() >= 2, 5_000);
      const queuedAt = Date.now();
      for (let i = 0; i < 3; i += 1) {
        await enqueueEmail(database.prisma, { to: "team@test", subject: `Lead ${i}`, text: "Body", tag: "Contact" });
      }
      for (const worker of workers) worker.kick();
      await waitFor(() => smtp.received.length >= 3, 10_000);
      const waited = Date.now() - queuedAt;

      expect(smtp.received.map((mail) => mail.headers.subject).sort()).toEqual(["Lead 0", "Lead 1", "Lead 2"]);
      expect(waited).toBeLessThan(2_000);
      const sentRows = () => database.prisma.outboxMessage.count({ where: { kind: "email", status: "sent" } });
      await waitFor(async () => (await sentRows()) === 3, 2_000);
      expect(await sentRows()).toBe(3);

      // The CRM lane is full of hung calls: each row claimed by one worker only, under a lease
      // that outlasts its call's time-out, and the rest still waiting their turn.
      expect(crm.open()).toBeGreaterThan(0);
      expect(new Set(crm.contacts).size).toBe(crm.contacts.length);
      const sending = await database.prisma.outboxMessage.findMany({ where: { kind: "crm", status: "sending" } });
      expect(sending.length).toBe(crm.contacts.length);
      for (const row of sending) {
        expect(row.attempts).toBe(1);
        expect(row.lockedUntil!.getTime() - Date.now()).toBeGreaterThan(CRM_TIMEOUT_MS - 5_000);
      }
      expect(await database.prisma.outboxMessage.count({ where: { kind: "crm", status: "pending" } })).toBe(
        100 - sending.length,
      );
    } finally {
      // The workers stop claiming; the CRM goes away, so its hung calls fail and the workers can end.
      const stopped = Promise.all(workers.map((worker) => worker.stop()));
      await crm.close();
      await stopped;
      crm = await startHangingCrm();
    }
    // Each failed call is kept for a later attempt, not lost.
    expect(await database.prisma.outboxMessage.count({ where: { kind: "crm", status: "sending" } })).toBe(0);
    expect(await database.prisma.outboxMessage.count({ where: { kind: "crm", status: "pending" } })).toBe(100);
  }, 60_000);
});
