import { readdirSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { systemServerForSpec } from "../support/system-server";

// Slow clients hold a connection, a descriptor and (for uploads) a temp file for as long as the
// server waits for them: here the deadlines are short so the test sees them work.
const server = systemServerForSpec({
  SERVER_HEADERS_TIMEOUT_MS: "1500",
  REQUEST_IDLE_TIMEOUT_MS: "1500",
  RATE_LIMIT_PER_MINUTE: "100000000",
});
test.describe.configure({ mode: "serial" });

interface Outcome {
  /** What the server sent before it closed (its status line, if it responded). */
  received: string;
  /** Milliseconds until the server closed the connection. */
  closedAfter: number;
}

/** Opens a raw connection, writes `head`, then one byte of `trickle` every `everyMs` until the server closes it. */
function slowClient(head: string, trickle: string, everyMs: number): Promise<Outcome> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(Number(port), "127.0.0.1");
    let received = "";
    let sent = 0;
    const timer = setInterval(() => {
      if (!socket.writable) return;
      socket.write(trickle[sent % trickle.length] ?? "x");
      sent += 1;
    }, everyMs);
    socket.on("connect", () => socket.write(head));
    socket.on("data", (chunk) => (received += chunk.toString()));
    socket.on("error", () => undefined); // a reset after the server gives up is expected
    socket.on("close", () => {
      clearInterval(timer);
      resolve({ received, closedAfter: Date.now() - started });
    });
    setTimeout(() => reject(new Error("the server kept the slow client for 20 s")), 20_000).unref();
  });
}

const tmpFiles = () => {
  try {
    return readdirSync(path.join(server.dir, "uploads", "tmp"));
  } catch {
    return [];
  }
};

test("headers sent a byte at a time are cut off at the headers deadline", async () => {
  const outcomes = await Promise.all(
    Array.from({ length: 8 }, () => slowClient("GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: ", "a", 200)),
  );
  for (const { received, closedAfter } of outcomes) {
    expect(received).toMatch(/^HTTP\/1\.1 408/);
    expect(closedAfter).toBeLessThan(5_000);
  }
});

test("upload bodies that trickle are stopped with 408 and leave no temp file", async () => {
  const boundary = "zz";
  const head =
    `POST /api/uploads HTTP/1.1\r\nX-Locale: en\r\nHost: ${new URL(server.url).host}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\n` +
    `Content-Length: 5000000\r\n\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="plan.pdf"\r\n` +
    `Content-Type: application/pdf\r\n\r\n%PDF-1.4\n`;
  const trickling = Array.from({ length: 20 }, () => slowClient(head, " ", 250));
  await expect.poll(() => tmpFiles().length, { timeout: 5_000 }).toBeGreaterThan(0);
  const outcomes = await Promise.all(trickling);
  for (const { received, closedAfter } of outcomes) {
    expect(received).toMatch(/^HTTP\/1\.1 408/);
    expect(received).toContain("too slow");
    expect(closedAfter).toBeLessThan(8_000);
  }
  await expect.poll(() => tmpFiles(), { timeout: 5_000 }).toEqual([]);
});

test("100 trickling 9 MB bodies sent to pages are refused at once and cut off; memory stays flat", async () => {
  const targets = ["POST /about", "PUT /about", "POST /en/contact", "POST /staff/files/1"];
  const before = server.memory().rssKiB;
  const megabyte = "x".repeat(1024 * 1024);
  const outcomes = await Promise.all(
    Array.from({ length: 100 }, (_, i) =>
      slowClient(
        `${targets[i % targets.length]} HTTP/1.1\r\nHost: ${new URL(server.url).host}\r\n` +
          `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${9 * 1024 * 1024}\r\n\r\n${megabyte}`,
        "x",
        200,
      ),
    ),
  );
  for (const { received, closedAfter } of outcomes) {
    expect(received).toMatch(/^HTTP\/1\.1 405 /);
    expect(received).toContain("Allow: GET, HEAD");
    // Responded to before the body, then given the idle window (1.5 s here) to stop sending.
    expect(closedAfter).toBeLessThan(6_000);
  }
  const growthMiB = (server.memory().peakKiB - before) / 1024;
  console.log(
    `[slow page bodies] RSS before ${Math.round(before / 1024)} MiB, peak growth ${Math.round(growthMiB)} MiB`,
  );
  expect(growthMiB).toBeLessThan(150);
  expect((await fetch(`${server.url}/en`)).status).toBe(200);
});

test("a body that stops arriving is stopped at the idle deadline", async () => {
  const head =
    `POST /api/subscribe HTTP/1.1\r\nHost: ${new URL(server.url).host}\r\nContent-Type: application/json\r\n` +
    'Content-Length: 500\r\n\r\n{"email": "slow@x.test", ';
  const { received, closedAfter } = await slowClient(head, "", 60_000);
  expect(received).toMatch(/^HTTP\/1\.1 408/);
  expect(closedAfter).toBeLessThan(5_000);
  expect((await fetch(`${server.url}/api/test/hello`)).status).toBe(200);
});

test("a client that goes away mid-upload leaves no file behind, staged or temporary", async () => {
  const { port } = new URL(server.url);
  const boundary = "zz";
  const socket = net.connect(Number(port), "127.0.0.1");
  socket.on("error", () => undefined);
  await new Promise<void>((resolve) => socket.on("connect", resolve));
  socket.write(
    `POST /api/uploads HTTP/1.1\r\nX-Locale: en\r\nHost: 127.0.0.1:${port}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\n` +
      `Content-Length: 20000000\r\n\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="site.pdf"\r\n` +
      `Content-Type: application/pdf\r\n\r\n%PDF-1.7\n`,
  );
  // A steady stream well inside the deadlines, so only the disconnect ends it.
  const chunk = Buffer.alloc(64 * 1024);
  const pump = setInterval(() => socket.write(chunk), 20);
  await expect.poll(() => tmpFiles().length, { timeout: 5_000 }).toBeGreaterThan(0);
  clearInterval(pump);
  socket.destroy();
  const stored = () => readdirSync(path.join(server.dir, "uploads"), { recursive: true }).map(String);
  await expect
    .poll(() => stored().filter((name) => /\.(pdf|json|part|tmp)$|^tmp\/./.test(name)), { timeout: 5_000 })
    .toEqual([]);
});
