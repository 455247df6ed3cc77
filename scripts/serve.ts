// Serves the production build on PORT (or HOST): Next as under `next start`, plus the guards a Next
// server cannot add (docs/deployment.md). Run as `node --import tsx scripts/serve.ts`: one process.
import { createServer } from "node:http";
import {
  respondToClientError,
  respondToMalformedUrl,
  hasDecodableUrl,
  limitDrainOfUnreadBody,
  normaliseProxyHeaders,
  refuseUnservable,
} from "../lib/server/request-guard";
import { loadValidatedEnv } from "./lib/load-env";

// tsx maps stack traces to the TypeScript; Next's own server (`next start`) does not, and that mapping
// cost about 9 % of a small API route's throughput here (docs/benchmark.md).
process.setSourceMapsEnabled(false);
// Next's production server expects NODE_ENV=production and does not set it; `tsx` leaves it unset. Set
// before Next loads, so a server started from this file alone (the bench, the tests) runs as `npm start`.
Object.assign(process.env, { NODE_ENV: "production" });
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
const server = createServer({ connectionsCheckingInterval: 1000 }, (request, response) => {
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

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    server.close();
    process.exit(0);
  });
}
