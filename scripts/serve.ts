// Serves the production build on PORT (3000), on every interface or on HOST. Used by `npm start`,
// the end-to-end servers and the bench instead of `next start`, for one reason: Next fills
// X-Forwarded-For from the socket only when the client sent none, so a directly exposed `next start`
// lets a client choose the address that rate limits and the sign-in lockout count. Here the header
// is the socket's address unless TRUST_PROXY=true (behind deploy/nginx.conf, which sets it itself).
// Run it as `node --import tsx scripts/serve.ts`: one process, so a signal reaches the server.
import { createServer } from "node:http";
import next from "next";
import { loadValidatedEnv } from "./lib/load-env";

const env = loadValidatedEnv();
const port = Number(process.env.PORT ?? "3000");
const host = process.env.HOST || undefined;

// No hostname for Next, even with HOST set: given one, its proxy rewrites (the locale routing) answer
// 307 to the same path, over and over. HOST only picks the address to listen on.
const app = next({ dev: false, dir: process.cwd(), port });
const handle = app.getRequestHandler();
await app.prepare();

const server = createServer((request, response) => {
  if (!env.TRUST_PROXY) request.headers["x-forwarded-for"] = request.socket.remoteAddress ?? "unknown";
  void handle(request, response);
});
server.listen(port, host, () => console.log(`> Ready on http://${host ?? "localhost"}:${port}`));

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    server.close();
    process.exit(0);
  });
}
