import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { brandSettingNames } from "@/lib/config/brand-settings";
import { sitePages } from "@/lib/seo/site-pages";
import { expect, test } from "@playwright/test";

/**
 * Settings without a code change: in a copy of the project (with the suite's build), `npm start`
 * (scripts/start.ts) runs without a .env, so every page carries the shipped placeholders, then again
 * with an outside URL and the support address set in .env. That start rebuilds by itself and every
 * public page, in both languages, carries the new values instead.
 */
const root = process.cwd();

function copyProject(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "settings-"));
  const files = spawnSync("git", ["ls-files", "-co", "--exclude-standard", "-z"], { cwd: root, encoding: "utf8" });
  for (const file of files.stdout.split("\0").filter(Boolean)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    cpSync(path.join(root, file), path.join(dir, file));
  }
  for (const client of ["generated", "generated-pg"])
    cpSync(path.join(root, "lib", "db", client), path.join(dir, "lib", "db", client), { recursive: true });
  // The suite's own build, as `next build` left it: the first start (no .env) finds it current.
  const skip = new Set([path.join(root, ".next", "cache"), path.join(root, ".next", "server", "route-cache")]);
  cpSync(path.join(root, ".next"), path.join(dir, ".next"), { recursive: true, filter: (from) => !skip.has(from) });
  // Hard links: the copy gets its own node_modules folder (Turbopack refuses one outside the project) in seconds.
  expect(spawnSync("cp", ["-al", path.join(root, "node_modules"), path.join(dir, "node_modules")]).status).toBe(0);
  return dir;
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function start(dir: string, port: number): Promise<{ child: ChildProcess; log: () => string }> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    NEXT_TELEMETRY_DISABLED: "1",
  };
  // The copy's .env decides; nothing from the runner's environment may override it.
  for (const name of [...brandSettingNames, "DATABASE_URL", "MAIL_DROP_DIR", "UPLOAD_DIR", "NODE_ENV"])
    delete env[name];
  let output = "";
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], { cwd: dir, env });
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start exited:\n${output}`);
    const up = await fetch(`http://127.0.0.1:${port}/api/test/hello`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return { child, log: () => output };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`npm start did not respond:\n${output}`);
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

const paths = Object.values(sitePages).flatMap((page) => [page, page === "/" ? "/en" : `/en${page}`]);

async function expectOnEveryPage(port: number, present: string[], absent: string[]) {
  for (const page of paths) {
    const html = await (await fetch(`http://127.0.0.1:${port}${page}`)).text();
    for (const value of present) expect(html, `${page} shows ${value}`).toContain(value);
    for (const value of absent) expect(html, `${page} no longer shows ${value}`).not.toContain(value);
  }
}

test("changing an outside URL in .env and restarting `npm start` changes it on every page", async () => {
  test.setTimeout(720_000);
  const dir = copyProject();
  const port = await freePort();
  // The shipped placeholders (lib/config/brand-settings.ts), then the values a company sets.
  const first = { URL_LINKEDIN: "https://www.linkedin.com/company/example", SUPPORT_EMAIL: "support@example.com" };
  const second = { URL_LINKEDIN: "https://www.linkedin.com/company/atlas-second", SUPPORT_EMAIL: "help@second.test" };
  const dotEnv = (values: Record<string, string>) =>
    writeFileSync(
      path.join(dir, ".env"),
      Object.entries(values)
        .map(([key, value]) => `${key}=${value}\n`)
        .join(""),
    );
  try {
    let server = await start(dir, port);
    // A placeholder is never drawn as a link (the footer leaves LinkedIn out), and the log names it.
    await expectOnEveryPage(port, [], [first.URL_LINKEDIN]);
    expect(server.log()).toMatch(/Warning: .*example\.com placeholder[^\n]*URL_LINKEDIN/);
    await stop(server.child);

    dotEnv(second);
    server = await start(dir, port);
    expect(server.log()).toContain("Building the production bundle");
    await expectOnEveryPage(port, Object.values(second), Object.values(first));
    // Other settings are still placeholders: the log names them, not the ones set.
    expect(server.log()).toMatch(/Warning: .*example\.com placeholder.*URL_MAP_PRODUCT/);
    expect(server.log()).not.toMatch(/placeholder[^\n]*URL_LINKEDIN/);
    await stop(server.child);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
