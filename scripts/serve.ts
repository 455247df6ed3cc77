// Serves the production build on PORT (or HOST): Next as under `next start`, plus the guards a Next
// server cannot add (docs/deployment.md). The build bundles it (scripts/lib/ensure-build.ts): run it as
// `node .next/serve.mjs`, one plain Node process, the way `npm start` does.
import { createServer, type ServerResponse } from "node:http";
import {
  respondToClientError,
  respondToMalformedUrl,
  hasDecodableUrl,
  limitDrainOfUnreadBody,
  normaliseProxyHeaders,
  refuseUnservable,
} from "../lib/server/request-guard";
import { backgroundJobs } from "../lib/server/shutdown";
import { loadValidatedEnv } from "./lib/load-env";

// Next's production server expects NODE_ENV=production and does not set it. Set before Next loads, so a
// server started from this file alone (the bench, the tests) runs as `npm start`.
Object.assign(process.env, { NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" });
const { default: next } = await import("next");

const env = loadValidatedEnv();
const port = Number(process.env.PORT ?? "3000");
const host = process.env.HOST || undefined;

// No hostname for Next, even with HOST set: given one, its proxy rewrites (the locale routing) respond
// 307 to the same path, over and over. HOST only picks the address to listen on.
const app = next({ dev: false, dir: process.cwd(), port });
const handle = app.getRequestHandler();
await app.prepare();

// Node checks the header and request deadlines every `connectionsCheckingInterval` (30 s by default).
let stopping = false;
// Responses not yet finished: once stopping, each closes its connection after it (Connection: close).
const underWay = new Set<ServerResponse>();
const server = createServer({ connectionsCheckingInterval: 1000 }, (request, response) => {
  if (stopping) response.setHeader("Connection", "close");
  underWay.add(response);
  response.once("close", () => underWay.delete(response));
  limitDrainOfUnreadBody(request, response, Math.min(5000, env.REQUEST_IDLE_TIMEOUT_MS));
  if (!hasDecodableUrl(request.url)) return respondToMalformedUrl(request, response, env.TRUST_PROXY);
  if (refuseUnservable(request, response, env.TRUST_PROXY)) return;
  normaliseProxyHeaders(request, env.TRUST_PROXY);
  void handle(request, response);
});
server.on("clientError", respondToClientError);
server.headersTimeout = env.SERVER_HEADERS_TIMEOUT_MS;
server.requestTimeout = env.SERVER_REQUEST_TIMEOUT_MS;
// The body readers stop an idle body after REQUEST_IDLE_TIMEOUT_MS and respond 408; the socket's own
// idle limit comes a little later, so that response is sent even when the handler started reading late
// (its rate limit counted in PostgreSQL first), and only a connection nobody reads is closed silently.
const SOCKET_GRACE_MS = 2000;
server.timeout = env.REQUEST_IDLE_TIMEOUT_MS + SOCKET_GRACE_MS;
server.listen(port, host, () => console.log(`> Ready on http://${host ?? "localhost"}:${port}`));

/**
 * A deploy's SIGTERM (or Ctrl-C): stop accepting, let the requests under way and the outbox's sends
 * finish (up to SHUTDOWN_TIMEOUT_MS), then close the database and exit 0 (docs/deployment.md).
 */
async function shutDown(signal: NodeJS.Signals): Promise<void> {
  const deadline = Date.now() + env.SHUTDOWN_TIMEOUT_MS;
  console.log(`> ${signal}: finishing the requests under way (up to ${env.SHUTDOWN_TIMEOUT_MS} ms), then exiting`);
  // From the signal on, not after the wait below, which a busy process overruns: a response sent meanwhile
  // would keep its connection for the idle sweep to close under the client's next request, and the outbox
  // would begin sending what the requests store while stopping (it goes out after the restart).
  for (const response of underWay) if (!response.headersSent) response.setHeader("Connection", "close");
  const jobs = backgroundJobs();
  const jobsStopped = jobs?.stop(deadline);
  // On a busy process, connections the kernel has completed and requests already sent may not have been
  // read yet when the signal arrives: closing now would reset them unread (ECONNRESET at the client, a
  // lost submit). A few turns of the event loop accept and read them; they are served with Connection: close.
  await new Promise((resolve) => setTimeout(resolve, 250));
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  // close() leaves kept-alive connections open until their client's next request ends; close each as it idles.
  server.closeIdleConnections();
  const idleSweep = setInterval(() => server.closeIdleConnections(), 100);
  let cutOff: NodeJS.Timeout | undefined;
  const late = await Promise.race([
    closed.then(() => false),
    new Promise<boolean>((resolve) => (cutOff = setTimeout(() => resolve(true), deadline - Date.now()))),
  ]);
  clearTimeout(cutOff);
  clearInterval(idleSweep);
  if (late) {
    console.warn("> Requests still running at the deadline: closing their connections");
    server.closeAllConnections();
  }
  await jobsStopped;
  await app.close();
  await jobs?.closeDatabase();
  console.log("> Stopped");
}

function stop(signal: NodeJS.Signals): void {
  // A second signal: the operator does not want to wait.
  if (stopping) process.exit(1);
  stopping = true;
  // Whatever hangs after the deadline (a query that never returns, a close that never resolves), the
  // process still goes: a server left running after its deploy's SIGTERM holds its port and a core.
  setTimeout(() => {
    console.error("> Still stopping 5 s after the deadline: exiting now");
    process.exit(1);
  }, env.SHUTDOWN_TIMEOUT_MS + 5000).unref();
  shutDown(signal).then(
    () => process.exit(0),
    (error: unknown) => {
      console.error("> Stopping failed:", error);
      process.exit(1);
    },
  );
}
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => stop(signal));
// Started with an IPC channel (the test harness and the bench do): when that parent dies, even by
// SIGKILL, the channel closes and the server drains as on SIGTERM instead of living on as an orphan.
if (process.channel) {
  process.channel.unref();
  process.once("disconnect", () => stop("SIGTERM"));
}
