// nginx on loopback for the bench and the system tests: deploy/nginx.conf (the deployment reference)
// filled in for a scratch folder, run in the foreground and stopped with SIGTERM.
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

export interface SiteConf {
  /** The port nginx listens on (127.0.0.1). */
  listen: number;
  /** The app instances' ports: one `server` line each in the upstream. */
  upstreams: number[];
  cacheDir: string;
}

/** deploy/nginx.conf with its placeholders filled: the site's `server` block and its upstream. */
export function siteConf(root: string, { listen, upstreams, cacheDir }: SiteConf): string {
  const [first, ...others] = upstreams.map((port) => `127.0.0.1:${port}`);
  if (!first) throw new Error("nginx needs at least one app instance");
  const conf = readFileSync(path.join(root, "deploy", "nginx.conf"), "utf8")
    .replaceAll("__APP_DIR__", root)
    .replaceAll("__LISTEN__", `127.0.0.1:${listen}`)
    .replaceAll("__CACHE_DIR__", cacheDir);
  const line = /^(\s*)server __UPSTREAM__(.*)$/m;
  const match = line.exec(conf);
  if (!match) throw new Error("deploy/nginx.conf: no `server __UPSTREAM__` line in the upstream");
  const [, indent, options] = match;
  return conf.replace(line, [first, ...others].map((address) => `${indent}server ${address}${options}`).join("\n"));
}

/** Starts nginx with `servers` (server blocks and what they need) inside an http {} block of its own. */
export function runNginx(work: string, servers: string): { stop: () => Promise<void> } {
  mkdirSync(work, { recursive: true });
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
  ${servers}
}`;
  const confPath = path.join(work, "nginx.conf");
  writeFileSync(confPath, conf);
  const child = spawn("nginx", ["-c", confPath, "-g", "daemon off;"], { stdio: "inherit" });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
  process.once("exit", () => child.kill("SIGKILL"));
  return { stop };
}
