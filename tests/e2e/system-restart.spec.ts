import http from "node:http";
import { expect, test } from "@playwright/test";
import { leadBody } from "../support/lead-traffic";
import { readRows } from "../support/read-leads";
import { startSmtpTestServer, type SmtpTestServer } from "../support/smtp-test-server";
import { startSystemServer, type SystemServer } from "../support/system-server";

// A deploy (SIGTERM) and a crash (SIGKILL) of the server while the mail server is slow to answer the
// end of a notification: the requests under way at SIGTERM get their responses, and the copies that
// reach the mail server are counted by Message-ID after the server is started again. Each test has its
// own server and mail server, so the workers share them out (run in a row, they ended the suite alone).

let smtp: SmtpTestServer;
test.beforeEach(async () => {
  smtp = await startSmtpTestServer();
});
test.afterEach(async () => smtp.close());

const LEASE_MS = 2_000;
const settings = () => ({
  SMTP_URL: smtp.url,
  SMTP_GREETING_TIMEOUT_MS: "2000",
  SMTP_REPLY_TIMEOUT_MS: "20000",
  OUTBOX_LEASE_MS: String(LEASE_MS),
  OUTBOX_POLL_MS: "100",
  RATE_LIMIT_PER_MINUTE: "100000000",
  SHUTDOWN_TIMEOUT_MS: "15000",
});

async function waitFor(check: () => boolean | Promise<boolean>, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function postLead(server: SystemServer, key: string): Promise<number> {
  const response = await fetch(`${server.url}/api/leads`, {
    method: "POST",
    headers: { "content-type": "application/json", "idempotency-key": key, "accept-language": "en" },
    body: leadBody(key),
  });
  await response.arrayBuffer();
  return response.status;
}

interface OutboxRow {
  id: number;
  status: string;
  createdAt: string | number | Date;
}
const outboxRows = (server: SystemServer) =>
  readRows<OutboxRow>(server.databaseUrl, 'SELECT id, status, "createdAt" FROM "OutboxMessage" ORDER BY id');
const countSent = async (server: SystemServer) =>
  (await outboxRows(server)).filter((row) => row.status === "sent").length;

/** How many copies of each Message-ID the mail server received. */
function copies(): Map<string, number> {
  const counts = new Map<string, number>();
  for (const mail of smtp.received) {
    const id = mail.headers["message-id"] ?? "";
    counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}

/** Three leads whose notifications all reach the mail server, the first answered only after `replyAfterMs`. */
async function threeNotificationsOneUnanswered(server: SystemServer, replyAfterMs: number, prefix: string) {
  smtp.delayReplyNext(1, replyAfterMs);
  for (let i = 0; i < 3; i += 1) expect(await postLead(server, `${prefix}-lead-${i}`)).toBe(201);
  await waitFor(async () => smtp.received.length === 3 && (await countSent(server)) === 2, 15_000);
  expect(smtp.received).toHaveLength(3);
  expect(await countSent(server)).toBe(2);
}

/**
 * A lead whose body is half sent: in flight at the server until `finish`. On a kept-alive connection.
 * `started` resolves once the server has read its headers (its 100 Continue): on a loaded machine a
 * server busy rendering accepts a connection a second or more after the client opened it.
 */
function halfSentLead(server: SystemServer, key: string, agent: http.Agent) {
  const body = leadBody(key);
  const half = Math.floor(body.length / 2);
  const request = http.request(`${server.url}/api/leads`, {
    method: "POST",
    agent,
    headers: {
      "content-type": "application/json",
      "content-length": String(Buffer.byteLength(body)),
      "idempotency-key": key,
      "accept-language": "en",
      expect: "100-continue",
    },
  });
  const started = new Promise<void>((resolve, reject) => {
    request.once("continue", resolve);
    request.once("error", reject);
  });
  const response = new Promise<{ status: number; connection: string | undefined; body: string }>((resolve, reject) => {
    request.on("error", reject);
    request.on("response", (incoming) => {
      let text = "";
      incoming.on("data", (chunk: Buffer) => (text += chunk.toString()));
      incoming.on("error", reject);
      incoming.on("end", () =>
        resolve({ status: incoming.statusCode ?? 0, connection: incoming.headers.connection, body: text }),
      );
    });
  });
  request.write(body.slice(0, half));
  return { started, finish: () => request.end(body.slice(half)), response };
}

test("SIGTERM mid-send: requests under way get their responses, the send finishes, and no copy follows", async () => {
  test.setTimeout(120_000);
  const server = await startSystemServer(settings());
  const agent = new http.Agent({ keepAlive: true });
  try {
    await threeNotificationsOneUnanswered(server, 4_000, "term");
    const underWay = Array.from({ length: 5 }, (_, i) => halfSentLead(server, `term-slow-${i}`, agent));
    await Promise.all(underWay.map((request) => request.started)); // their headers are in, their bodies half

    const [held] = smtp.received;
    expect(held?.repliedAt, "the first notification still unanswered at the signal").toBeUndefined();
    server.signal("SIGTERM");
    // The rest of the bodies once the server has taken the signal (which a busy server does late), not before.
    await waitFor(() => server.log().includes("> SIGTERM:"), 10_000);
    for (const request of underWay) request.finish();
    const responses = await Promise.allSettled(underWay.map((request) => request.response));
    // Every request under way was answered, and its kept-alive connection closed after the response.
    expect(
      responses.map((outcome) => (outcome.status === "fulfilled" ? outcome.value.status : String(outcome.reason))),
    ).toEqual([201, 201, 201, 201, 201]);
    for (const outcome of responses) if (outcome.status === "fulfilled") expect(outcome.value.connection).toBe("close");

    expect(await server.exited()).toBe(0);
    // It waited for the mail server's answer to the unanswered notification, and marked it sent.
    expect(held?.repliedAt, "the held notification answered before the exit").toBeLessThanOrEqual(Date.now());
    expect(server.log()).toContain("> Stopped");
    expect(await countSent(server)).toBe(3);

    // Started again: the five notifications queued while stopping go out, and nothing goes out twice.
    await server.restart();
    await waitFor(async () => (await countSent(server)) === 8, 20_000);
    await sleep(3 * LEASE_MS);
    expect(smtp.received).toHaveLength(8);
    expect([...copies().values()]).toEqual([1, 1, 1, 1, 1, 1, 1, 1]);
  } finally {
    agent.destroy();
    await server.stop();
  }
});

test("SIGKILL mid-send: only the notification in flight arrives again, once, with the same Message-ID", async () => {
  test.setTimeout(120_000);
  const server = await startSystemServer(settings());
  try {
    await threeNotificationsOneUnanswered(server, 10_000, "kill");
    const inFlight = (await outboxRows(server)).find((row) => row.status === "sending");
    expect(inFlight).toBeDefined();
    await server.kill9();

    await server.restart();
    await waitFor(async () => (await countSent(server)) === 3, 20_000);
    await sleep(2 * LEASE_MS);
    expect(smtp.received).toHaveLength(4);
    const id = `<outbox-${inFlight!.id}-${new Date(inFlight!.createdAt).getTime()}@localhost>`;
    expect(copies().get(id)).toBe(2);
    expect([...copies().values()].sort()).toEqual([1, 1, 2]);
  } finally {
    await server.stop();
  }
});

test("a second SIGTERM exits at once; a request left unfinished is cut off at the deadline", async () => {
  test.skip(test.info().project.name === "postgresql", "the process's own deadline: no database in it");
  test.setTimeout(90_000);
  const server = await startSystemServer({ ...settings(), SHUTDOWN_TIMEOUT_MS: "3000" });
  const agent = new http.Agent({ keepAlive: true });
  try {
    // Never finished: the server waits for it until its deadline.
    const hanging = halfSentLead(server, "hanging-1", agent);
    hanging.response.catch(() => undefined);
    await hanging.started;
    let signalled = Date.now();
    server.signal("SIGTERM");
    expect(await server.exited()).toBe(0);
    expect(Date.now() - signalled).toBeGreaterThan(2_500);
    expect(Date.now() - signalled).toBeLessThan(8_000);

    await server.restart();
    const again = halfSentLead(server, "hanging-2", agent);
    again.response.catch(() => undefined);
    await again.started;
    server.signal("SIGTERM");
    await sleep(300);
    signalled = Date.now();
    server.signal("SIGTERM");
    await server.exited();
    expect(Date.now() - signalled).toBeLessThan(1_500);
  } finally {
    agent.destroy();
    await server.stop();
  }
});
