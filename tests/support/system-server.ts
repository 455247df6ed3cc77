// A production server of the current build, on its own port and scratch database, that a test can
// SIGKILL and restart: for the load, fault and bad-input tests.
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { serverBundle } from "../../scripts/lib/ensure-build";
import { makeServerDir } from "../../scripts/lib/test-server-dirs";
import { test } from "@playwright/test";
import { buildSandbox } from "./build-sandbox";
import { freePort } from "../../scripts/lib/free-port";
import { postgresTestDatabaseUrl } from "./test-database-url";
import { prepareServerDatabase } from "./server-database";
import { SYSTEM_STAFF } from "./staff-account";

// Test runners start in the repository root.
const root = process.cwd();

export interface SystemServer {
  url: string;
  dir: string;
  /** A `file:` URL, or in the PostgreSQL project a database of its own on the test cluster. */
  databaseUrl: string;
  /** The SQLite file (the PostgreSQL project has none). */
  databaseFile: string;
  env: Record<string, string>;
  /** Everything the server wrote to stdout and stderr so far (it is also echoed to the test's stderr). */
  log: () => string;
  /** Resident memory of the next-server process, in KiB (VmRSS), and its peak (VmHWM). */
  memory: () => { rssKiB: number; peakKiB: number };
  kill9: () => Promise<void>;
  /** Sends `signal` to the server process and returns at once. */
  signal: (signal: NodeJS.Signals) => void;
  /** Resolves with the exit code (null when a signal ended it) once the process has exited. */
  exited: () => Promise<number | null>;
  restart: () => Promise<void>;
  stop: () => Promise<void>;
}

/** Until the server at `url` answers; fails at once if `child` exits first (another server may hold its port). */
export async function waitUntilUp(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode) throw new Error(`server for ${url} exited before it answered`);
    const up = await fetch(`${url}/api/test/hello`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`server at ${url} did not start within ${timeoutMs} ms`);
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) =>
    child.exitCode !== null || child.signalCode ? resolve() : child.once("exit", () => resolve()),
  );
}

/**
 * The Playwright project "postgresql" runs the system specs again on the throwaway PostgreSQL cluster
 * (scripts/test-all.ts), beside the SQLite run.
 */
export function systemDatabase(): "sqlite" | "postgresql" {
  return test.info().project.metadata?.database === "postgresql" ? "postgresql" : "sqlite";
}

export { SYSTEM_STAFF } from "./staff-account";

/**
 * Starts scripts/serve.ts directly (no npx or shell in between), so SIGKILL reaches the real process, on a
 * free port that it keeps across restarts.
 */
export async function startSystemServer(extraEnv: Record<string, string> = {}): Promise<SystemServer> {
  // Starting a server (migrate, copy the build, boot) takes seconds, more on a loaded runner: the
  // test or hook that starts one gets a minute more for it.
  test.info().setTimeout(test.info().timeout + 60_000);
  const dir = makeServerDir(path.join(root, "tests", ".tmp"), "system");
  const databaseFile = path.join(dir, "site.db");
  const onPostgres = systemDatabase() === "postgresql";
  const env: Record<string, string> = {
    DATABASE_URL: onPostgres ? postgresTestDatabaseUrl() : `file:${databaseFile}`,
    MAIL_DROP_DIR: path.join(dir, "mail"),
    UPLOAD_DIR: path.join(dir, "uploads"),
    NEXT_TELEMETRY_DISABLED: "1",
    // A test's stop does not wait the production 25 s for a request it left hanging.
    SHUTDOWN_TIMEOUT_MS: "5000",
    ...extraEnv,
  };
  await prepareServerDatabase(
    env.DATABASE_URL ?? "",
    [env.MAIL_DROP_DIR ?? "", env.UPLOAD_DIR ?? ""],
    env.SESSION_SECRET ? [SYSTEM_STAFF] : [],
  );
  const project = buildSandbox(root, dir);
  let child: ChildProcess;
  const output: string[] = [];
  // Chosen last, just before the first launch, so that no other server takes it in between.
  const port = await freePort();
  const launch = async () => {
    // Another test's server on this port (taken since it was chosen) would respond in this one's place.
    const taken = await fetch(`http://127.0.0.1:${port}/api/test/hello`).then(
      () => true,
      () => false,
    );
    if (taken) throw new Error(`port ${port} is already serving: another server took it`);
    child = spawn(process.execPath, [serverBundle(project)], {
      cwd: project,
      env: { ...process.env, ...env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1" },
      stdio: ["ignore", "pipe", "pipe", "ipc"],
    });
    child.stdout?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr?.on("data", (chunk: Buffer) => {
      output.push(chunk.toString());
      process.stderr.write(chunk);
    });
    // A hook that times out abandons this server: never leave it running past the test worker.
    const current = child;
    process.once("exit", () => current.kill("SIGKILL"));
    try {
      await waitUntilUp(`http://127.0.0.1:${port}`, child);
    } catch (error) {
      child.kill("SIGKILL");
      throw error;
    }
  };
  await launch();
  const status = () => readFileSync(`/proc/${child.pid}/status`, "utf8");
  const field = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status())?.[1] ?? 0);
  return {
    url: `http://127.0.0.1:${port}`,
    dir,
    databaseUrl: env.DATABASE_URL ?? "",
    databaseFile,
    env,
    log: () => output.join(""),
    memory: () => ({ rssKiB: field("VmRSS"), peakKiB: field("VmHWM") }),
    kill9: async () => {
      child.kill("SIGKILL");
      await exited(child);
    },
    signal: (signal) => child.kill(signal),
    exited: async () => {
      await exited(child);
      return child.exitCode;
    },
    restart: launch,
    stop: async () => {
      child.kill("SIGTERM");
      await exited(child);
    },
  };
}

/** A spec file's own server: started before its first test, stopped after its last. */
export function systemServerForSpec(extraEnv: Record<string, string> = {}): SystemServer {
  const server = {} as SystemServer;
  test.beforeAll(async () => {
    Object.assign(server, await startSystemServer(extraEnv));
  });
  test.afterAll(async () => server.stop?.());
  return server;
}
