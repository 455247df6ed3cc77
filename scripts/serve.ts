// Serves the production build on PORT (3000), on every interface or on HOST: `npm start`, the
// end-to-end servers and the bench. Next responds to every request as under `next start`, headers and
// policies included (next.config.ts, proxy.ts); this server adds only what a Next server cannot do
// (lib/server/request-guard.ts), and never touches a response Next writes:
// - X-Forwarded-For is the socket's address, and X-Forwarded-Host/Proto/Port are dropped, unless
//   TRUST_PROXY=true (behind deploy/nginx.conf, which sets them itself): a client must not choose the
//   address that rate limits count, the host the same-origin check compares, or the cookie's name;
// - an address whose percent-encoding does not decode responds 400 (Next would return a bare 500);
// - a body sent to a page route responds 405 or 413 at once (Next would read it to its end first);
// - TRACE, and a method Node does not know (`FOO /`), respond 501 with the site's headers (Next would
//   respond to TRACE with a 500, Node the other with a bare 400);
// - slow clients are cut off: headers within SERVER_HEADERS_TIMEOUT_MS, a whole request within
//   SERVER_REQUEST_TIMEOUT_MS, a connection idle for REQUEST_IDLE_TIMEOUT_MS (plus 2 s) is closed (bodies
//   that trickle are also stopped by the body readers in lib/http and lib/uploads), and a connection
//   responded to before its body was read gets a few seconds to send the rest, then is closed.
// Run it as `node --import tsx scripts/serve.ts`: one process, so a signal reaches the server.
import { createServer } from "node:http";
import next from "next";
import {
  respondToClientError,
  respondToMalformedUrl,
  hasDecodableUrl,
  limitDrainOfUnreadBody,
  normaliseProxyHeaders,
  refuseUnservable,
} from "../lib/server/request-guard";
import { loadValidatedEnv } from "./lib/load-env";

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
