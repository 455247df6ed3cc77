import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { postgresBinDir, startPostgresCluster } from "../lib/postgres-cluster";
import { runNginx, siteConf } from "../lib/nginx";
import { serverBundle } from "../lib/ensure-build";
import { prepareDatabase } from "../lib/prepare-database";
import { serverHeapFlags } from "../lib/server-heap";

export interface Server {
  url: string;
  stop: () => Promise<void>;
  /** The server process (its resident memory is read from /proc). */
  pid?: number;
}

async function waitFor(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not respond within ${timeoutMs} ms`);
}

function stopper(child: ChildProcess): () => Promise<void> {
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
}

/** A server process that responds on `url` + `probe`, stopped by SIGTERM. */
export async function startedServer(child: ChildProcess, url: string, probe: string): Promise<Server> {
  await waitFor(`${url}${probe}`);
  return { url, stop: stopper(child) };
}

/**
 * The production server (scripts/serve.ts) on a scratch database (already migrated by the caller);
 * `nodeFlags` go to its Node (Node refuses `--cpu-prof` in NODE_OPTIONS).
 */
export async function startNext(
  root: string,
  port: number,
  env: Record<string, string>,
  nodeFlags: string[] = [],
): Promise<Server> {
  const busy = await fetch(`http://127.0.0.1:${port}/`).then(
    () => true,
    () => false,
  );
  if (busy) throw new Error(`Port ${port} is in use: stop the server there before running the bench.`);
  // Node runs the server itself (no npx in between), so stopping the child stops the server; with
  // the heap limit `npm start` gives it.
  const child = spawn(process.execPath, [...serverHeapFlags, ...nodeFlags, serverBundle(root)], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1", NEXT_TELEMETRY_DISABLED: "1" },
    stdio: ["ignore", "ignore", "ignore", "ipc"],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/api/test/hello`);
  return { url, stop: stopper(child), pid: child.pid };
}

/** Saves the HTML the site sends for `pages` (in English under /en) into a folder nginx serves as plain files. */
async function staticCopy(site: string, work: string, pages: string[]): Promise<string> {
  const docroot = path.join(work, "static-html");
  for (const page of pages) {
    const language = /^\/en(\/|$)/.test(page) ? "en-US" : "ko-KR";
    const response = await fetch(`${site}${page}`, { headers: { "accept-language": language } });
    if (!response.ok) throw new Error(`${page} returned ${response.status}: nothing to serve as a file`);
    const target = path.join(docroot, page === "/" ? "" : page, "index.html");
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, await response.text());
  }
  return docroot;
}

/**
 * nginx with two servers: deploy/nginx.conf in front of Next (the deployment reference), and a
 * plain file server for the same pages' HTML (the ceiling a static page can reach here).
 */
export async function startNginx(
  root: string,
  work: string,
  ports: { proxy: number; raw: number; upstreams: number[] },
  pages: string[],
): Promise<{ proxy: Server; raw: Server }> {
  const site = siteConf(root, { listen: ports.proxy, upstreams: ports.upstreams, cacheDir: path.join(work, "cache") });
  const docroot = await staticCopy(`http://127.0.0.1:${ports.upstreams[0]}`, work, pages);
  const { stop } = runNginx(
    work,
    `${site}
  server {
    listen 127.0.0.1:${ports.raw};
    root ${docroot};
    location / { try_files $uri/index.html $uri =404; }
  }`,
  );
  await waitFor(`http://127.0.0.1:${ports.raw}/`);
  await waitFor(`http://127.0.0.1:${ports.proxy}/api/test/hello`);
  return {
    proxy: { url: `http://127.0.0.1:${ports.proxy}`, stop },
    raw: { url: `http://127.0.0.1:${ports.raw}`, stop: async () => {} },
  };
}

/**
 * Two production servers on one database of a throwaway PostgreSQL cluster, behind nginx
 * (deploy/nginx.conf with both in its upstream): what a site past one machine runs. Undefined where
 * PostgreSQL's server binaries are not installed. Ports: BENCH_NGINX_PORT + 2 (nginx), + 3 and + 4.
 */
export async function startPostgresPair(
  root: string,
  work: string,
  appEnv: Record<string, string>,
): Promise<Server | undefined> {
  if (!postgresBinDir()) return undefined;
  const base = Number(process.env.BENCH_NGINX_PORT ?? 3312) + 2;
  const cluster = startPostgresCluster(base + 52_000);
  const stops: (() => Promise<void>)[] = [async () => cluster.stop()];
  const stop = async () => {
    for (const each of stops.reverse()) await each();
  };
  try {
    const databaseUrl = cluster.url.replace(/\/postgres$/, "/bench");
    await prepareDatabase(databaseUrl);
    const env = { ...appEnv, DATABASE_URL: databaseUrl, TRUST_PROXY: "true" };
    const ports = [base + 1, base + 2];
    for (const port of ports) stops.push((await startNext(root, port, env)).stop);
    const nginxWork = path.join(work, "nginx-pair");
    const proxy = runNginx(
      nginxWork,
      siteConf(root, { listen: base, upstreams: ports, cacheDir: path.join(nginxWork, "cache") }),
    );
    stops.push(proxy.stop);
    await waitFor(`http://127.0.0.1:${base}/api/health`);
    return { url: `http://127.0.0.1:${base}`, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
