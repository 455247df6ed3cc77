// Starts the production server (scripts/serve.ts) for the end-to-end suite on its own fresh database and mail/upload folders.
import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { serverBundle } from "../../scripts/lib/ensure-build";
import { prepareDatabase } from "../../scripts/lib/prepare-database";
import { makeServerDir, removeIdleServerDirs } from "../../scripts/lib/test-server-dirs";
import { buildSandbox } from "./build-sandbox";

const root = path.resolve(import.meta.dirname, "..", "..");
// The port playwright.config.ts chose for this server (its webServer's environment).
const port = process.env.E2E_PORT;
if (!port) throw new Error("E2E_PORT is not set: playwright.config.ts starts this server");
// Earlier runs' server folders (a copy of the build each) go before this run makes its own.
removeIdleServerDirs(path.join(root, "tests", ".tmp"), 10 * 60_000);
const dir = makeServerDir(path.join(root, "tests", ".tmp"), "e2e");
const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: "production",
  NEXT_TELEMETRY_DISABLED: "1",
  DATABASE_URL: `file:${path.join(dir, "site.db")}`,
  MAIL_DROP_DIR: path.join(dir, "mail"),
  UPLOAD_DIR: path.join(dir, "uploads"),
  E2E_DATA_DIR: dir,
  // Many specs submit forms from one address in parallel: the per-IP limit is tested in tests/api.
  RATE_LIMIT_PER_MINUTE: process.env.RATE_LIMIT_PER_MINUTE ?? "10000",
  OUTBOX_POLL_MS: process.env.OUTBOX_POLL_MS ?? "500",
};
// Specs find this server's database and mail folder through this file (tests/support/e2e-data.ts).
writeFileSync(path.join(root, "tests", ".tmp", `e2e-data-dir-${port}`), dir);
Object.assign(process.env, env);
await prepareDatabase(`file:${path.join(dir, "site.db")}`, [path.join(dir, "mail"), path.join(dir, "uploads")]);

const project = buildSandbox(root, dir);
const server = spawn(process.execPath, [serverBundle(project)], {
  cwd: project,
  // The IPC channel: if this wrapper dies, the server sees it close and stops (scripts/serve.ts).
  stdio: ["inherit", "inherit", "inherit", "ipc"],
  env: { ...env, PORT: port },
});
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
