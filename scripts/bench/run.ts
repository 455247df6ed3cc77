// `npm run bench`: builds once, serves the production build on a scratch database, and measures
// Lighthouse, JavaScript bytes and throughput, each beside a reference from the same run.
// Writes bench/results.json and prints a table. Offline; about 8 minutes on 2 cores.
// BENCH_PARTS picks parts (comma-separated, default all): js, load, inbox, lighthouse. The inbox part
// seeds BENCH_INBOX_ROWS (100,000) submissions into the scratch database first.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { hashPassword } from "../../lib/auth/password-hash";
import { ensureBuild } from "../lib/ensure-build";
import { prepareDatabase } from "../lib/prepare-database";
import { javascriptBytes } from "./js-bytes";
import { lighthouse, type LighthouseScores } from "./lighthouse";
import { measureInbox, type InboxTimings } from "./inbox";
import { measureLoad, type LoadResult } from "./load";
import { formatReport } from "./report";
import { seedSubmissions } from "./seed-submissions";
import { startNext, startNginx } from "./servers";
import { contactRequest, jsRoutes, leadRequest, lighthouseRoutes, loadPages, moreLighthouseRoutes } from "./targets";

export interface BenchResults {
  at: string;
  machine: { cpus: number; node: string };
  lighthouse: { route: string; preset: "mobile" | "desktop"; scores: LighthouseScores }[];
  javascript: { route: string; files: number; raw: number; gzip: number }[];
  load: ({ label: string } & LoadResult)[];
  inbox?: InboxTimings;
}

const root = process.cwd();
const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const seconds = Number(process.env.BENCH_SECONDS ?? 6);
const work = mkdtempSync(path.join(os.tmpdir(), "site-bench-"));
const parts = new Set((process.env.BENCH_PARTS ?? "js,load,inbox,lighthouse").split(",").map((part) => part.trim()));
const inboxRows = Number(process.env.BENCH_INBOX_ROWS ?? 100_000);
const staffPassword = "bench-staff-password";
const results: BenchResults = {
  at: new Date().toISOString(),
  machine: { cpus: os.cpus().length, node: process.version },
  lighthouse: [],
  javascript: [],
  load: [],
};

ensureBuild(root);
const databaseUrl = `file:${path.join(work, "bench.db")}`;
const appEnv = {
  DATABASE_URL: databaseUrl,
  MAIL_DROP_DIR: path.join(work, "mail"),
  UPLOAD_DIR: path.join(work, "uploads"),
  RATE_LIMIT_PER_MINUTE: "100000000",
  TRUST_PROXY: "true",
  // The inbox part signs in as staff (a cheap hash: the bench measures pages, not scrypt).
  SESSION_SECRET: "bench-session-secret-that-is-long-enough",
  STAFF_PASSWORD_HASH: hashPassword(staffPassword, { N: 1024, r: 8, p: 1 }),
};
await prepareDatabase(databaseUrl, [appEnv.MAIL_DROP_DIR, appEnv.UPLOAD_DIR]);
if (parts.has("inbox")) {
  const { seconds } = seedSubmissions(path.join(work, "bench.db"), inboxRows);
  console.log(`> Seeded ${inboxRows} submissions in ${seconds.toFixed(1)} s`);
}
mkdirSync(path.join(work, "cache"), { recursive: true });

// Lighthouse checks that the canonical link names the page itself, and the pre-rendered pages carry
// SITE_URL (default http://localhost:3000): so the measured server listens on that very port.
const siteUrl = new URL(process.env.SITE_URL ?? "http://localhost:3000");
const sitePort = Number(siteUrl.port || 80);
const next = await startNext(root, sitePort, appEnv);
// nginx serves the load part only; BENCH_NGINX_PORT (3312) and the next port are its two servers.
const nginxPort = Number(process.env.BENCH_NGINX_PORT ?? 3312);
const nginx = parts.has("load")
  ? await startNginx(root, work, { proxy: nginxPort, raw: nginxPort + 1, upstream: sitePort }, loadPages)
  : null;
try {
  if (parts.has("js"))
    for (const route of jsRoutes) results.javascript.push({ route, ...javascriptBytes(root, route) });

  if (parts.has("inbox")) {
    results.inbox = await measureInbox(next.url, next.pid ?? 0, {
      password: staffPassword,
      rows: inboxRows,
      search: "Hanbit",
    });
    console.log(`inbox: first page ${results.inbox.firstPageMs} ms, search ${results.inbox.searchMs} ms`);
  }

  if (parts.has("load")) {
    const hello = await measureLoad({ url: `${next.url}/api/test/hello` }, seconds);
    results.load.push({ label: "GET /api/test/hello (base)", ...hello });
    const lead = await measureLoad(leadRequest(next.url), seconds);
    results.load.push({ label: "POST /api/xlsx/ZenApp (lead)", ...lead });
    const contact = await measureLoad(contactRequest(next.url), seconds);
    results.load.push({ label: "POST /api/main/email (contact + mail)", ...contact });
    for (const page of loadPages) {
      const headers = { "accept-language": "ko", cookie: "NEXT_LOCALE=ko" };
      results.load.push({
        label: `${page} next (scripts/serve.ts)`,
        ...(await measureLoad({ url: `${next.url}${page}`, headers }, seconds)),
      });
      results.load.push({
        label: `${page} nginx → next`,
        ...(await measureLoad({ url: `${nginx?.proxy.url}${page}`, headers }, seconds)),
      });
      results.load.push({
        label: `${page} nginx static`,
        ...(await measureLoad({ url: `${nginx?.raw.url}${page}` }, seconds)),
      });
    }
  }

  // BENCH_PRESETS picks mobile and/or desktop (default both).
  const presets = (process.env.BENCH_PRESETS ?? "mobile,desktop")
    .split(",")
    .map((preset) => preset.trim())
    .filter((preset): preset is "mobile" | "desktop" => preset === "mobile" || preset === "desktop");
  for (const preset of parts.has("lighthouse") ? presets : []) {
    // BENCH_ROUTES=/about,/blog measures just those; BENCH_QUICK=1 checks the plumbing on two routes;
    // BENCH_ALL_ROUTES=1 measures three more.
    const routes = process.env.BENCH_ROUTES
      ? process.env.BENCH_ROUTES.split(",").map((route) => route.trim())
      : process.env.BENCH_ALL_ROUTES
        ? [...lighthouseRoutes, ...moreLighthouseRoutes]
        : lighthouseRoutes;
    for (const route of process.env.BENCH_QUICK ? routes.slice(0, 2) : routes) {
      const scores = lighthouse(`${siteUrl.origin}${route === "/" ? "/en" : `/en${route}`}`, preset, runs, work);
      results.lighthouse.push({ route, preset, scores });
      console.log(
        `lighthouse ${preset} ${route}: ${scores.performance}/${scores.accessibility}/${scores.bestPractices}/${scores.seo}`,
      );
    }
  }
} finally {
  await nginx?.proxy.stop();
  await next.stop();
  rmSync(work, { recursive: true, force: true });
}

// A throughput figure of error answers measures nothing: say so, and fail the run.
const broken = results.load.filter((row) => row.non2xx > 0 || row.errors > 0);
for (const row of broken) console.error(`bench: ${row.label} answered ${row.non2xx} non-2xx and ${row.errors} errors`);
if (broken.length) process.exitCode = 1;

mkdirSync(path.join(root, "bench"), { recursive: true });
writeFileSync(path.join(root, "bench", "results.json"), `${JSON.stringify(results, null, 2)}\n`);
console.log(`\n${formatReport(results)}\n\nWritten to bench/results.json`);
