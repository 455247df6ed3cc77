import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync, copyFileSync, existsSync } from "node:fs";
import path from "node:path";
import { siteHtml } from "./js-bytes";

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
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function stopper(child: ChildProcess): () => Promise<void> {
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
}

/** A server process that answers on `url` + `probe`, stopped by SIGTERM. */
export async function startedServer(child: ChildProcess, url: string, probe: string): Promise<Server> {
  await waitFor(`${url}${probe}`);
  return { url, stop: stopper(child) };
}

/** The production server (scripts/serve.ts) on a scratch database (already migrated by the caller). */
export async function startNext(root: string, port: number, env: Record<string, string>): Promise<Server> {
  const busy = await fetch(`http://127.0.0.1:${port}/`).then(
    () => true,
    () => false,
  );
  if (busy) throw new Error(`Port ${port} is in use: stop the server there before running the bench.`);
  // Node runs the server itself (no npx in between), so stopping the child stops the server.
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/serve.ts"], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1", NEXT_TELEMETRY_DISABLED: "1" },
    stdio: "ignore",
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/api/test/hello`);
  return { url, stop: stopper(child), pid: child.pid };
}

/** Copies the pre-rendered HTML of `pages` into a folder nginx serves as plain files. */
function staticCopy(root: string, work: string, pages: string[]): string {
  const docroot = path.join(work, "static-html");
  for (const page of pages) {
    const source = siteHtml(root, page);
    const target = path.join(docroot, page === "/" ? "" : page, "index.html");
    mkdirSync(path.dirname(target), { recursive: true });
    if (!existsSync(source)) throw new Error(`No pre-rendered HTML for ${page} at ${source}`);
    copyFileSync(source, target);
  }
  return docroot;
}

/**
 * nginx with two servers: deploy/nginx.conf in front of Next (the deployment reference), and a
 * plain file server for the same pre-rendered HTML (the ceiling a static page can reach here).
 */
export async function startNginx(
  root: string,
  work: string,
  ports: { proxy: number; raw: number; upstream: number },
  pages: string[],
): Promise<{ proxy: Server; raw: Server }> {
  const site = readFileSync(path.join(root, "deploy", "nginx.conf"), "utf8")
    .replaceAll("__APP_DIR__", root)
    .replaceAll("__LISTEN__", `127.0.0.1:${ports.proxy}`)
    .replaceAll("__UPSTREAM__", `127.0.0.1:${ports.upstream}`)
    .replaceAll("__CACHE_DIR__", path.join(work, "cache"));
  const docroot = staticCopy(root, work, pages);
  // As root, nginx would hand its workers to an unprivileged user that cannot read the scratch folder.
  const user = process.getuid?.() === 0 ? "user root;" : "";
  const conf = `
${user}
worker_processes 1;
pid ${work}/nginx.pid;
error_log ${work}/error.log warn;
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${work}/body;
  proxy_temp_path ${work}/proxy;
  fastcgi_temp_path ${work}/fastcgi;
  uwsgi_temp_path ${work}/uwsgi;
  scgi_temp_path ${work}/scgi;
  ${site}
  server {
    listen 127.0.0.1:${ports.raw};
    root ${docroot};
    location / { try_files $uri/index.html $uri =404; }
  }
}`;
  const confPath = path.join(work, "nginx.conf");
  writeFileSync(confPath, conf);
  const child = spawn("nginx", ["-c", confPath, "-g", "daemon off;"], { stdio: "inherit" });
  const stop = stopper(child);
  await waitFor(`http://127.0.0.1:${ports.raw}/`);
  await waitFor(`http://127.0.0.1:${ports.proxy}/api/test/hello`);
  return {
    proxy: { url: `http://127.0.0.1:${ports.proxy}`, stop },
    raw: { url: `http://127.0.0.1:${ports.raw}`, stop: async () => {} },
  };
}
