// Throughput of the lead endpoints on loopback, with the bare health check as the base, in one run:
//   RATE_LIMIT_PER_MINUTE=100000000 E2E_PORT=3102 npx tsx tests/support/serve-e2e.ts &   (production build)
//   npx tsx tests/support/bench-leads.ts http://localhost:3102
import autocannon from "autocannon";

const base = process.argv[2] ?? "http://localhost:3102";
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 50;

const contact = JSON.stringify({
  tag: "Contact",
  company: "Bench Co",
  name: "Bench Runner",
  email: "bench@bench.test",
  purpose: "other",
  message: "Load test",
});
const lead = JSON.stringify({
  firstName: "Bench",
  lastName: "Runner",
  email: "bench@bench.test",
  company: "Bench Co",
  jobTitle: "developer",
  message: "Load test",
});

const targets = [
  { name: "GET /api/test/hello", path: "/api/test/hello", method: "GET" as const },
  { name: "POST /api/main/email", path: "/api/main/email", method: "POST" as const, body: contact },
  { name: "POST /api/xlsx/AIConsulting", path: "/api/xlsx/AIConsulting", method: "POST" as const, body: lead },
];

const rows: string[] = [];
for (const target of targets) {
  const result = await autocannon({
    url: `${base}${target.path}`,
    method: target.method,
    body: target.body,
    headers: target.body ? { "content-type": "application/json" } : {},
    connections,
    duration,
  });
  const non2xx = result.non2xx + result.errors + result.timeouts;
  rows.push(
    `${target.name.padEnd(30)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   non-2xx/errors ${non2xx}`,
  );
}
console.log(`autocannon, ${connections} connections, ${duration} s each\n${rows.join("\n")}`);
