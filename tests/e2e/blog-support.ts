// A second `next start` of the same production build with the blog editor flag ON, on its own fresh
// database. The main e2e server keeps the flag off (routes.spec.ts checks the redirect there).
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync } from "node:fs";
import path from "node:path";
import { hashPassword } from "../../lib/auth/password-hash";
import { prepareDatabase } from "../../scripts/lib/prepare-database";

export const STAFF_PASSWORD = "e2e-staff-password-0123";

export interface EditorServer {
  baseURL: string;
  stop: () => void;
}

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet: try again shortly.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export async function startEditorServer(port: number): Promise<EditorServer> {
  const root = path.resolve(import.meta.dirname, "..", "..");
  mkdirSync(path.join(root, "tests", ".tmp"), { recursive: true });
  const dir = mkdtempSync(path.join(root, "tests", ".tmp", "e2e-editor-"));
  const databaseUrl = `file:${path.join(dir, "site.db")}`;
  await prepareDatabase(databaseUrl, [path.join(dir, "mail"), path.join(dir, "uploads")]);
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "scripts/serve.ts"], {
    cwd: root,
    stdio: "ignore",
    detached: true,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      NEXT_TELEMETRY_DISABLED: "1",
      DATABASE_URL: databaseUrl,
      MAIL_DROP_DIR: path.join(dir, "mail"),
      UPLOAD_DIR: path.join(dir, "uploads"),
      SITE_URL: `http://localhost:${port}`,
      BLOG_EDITOR_ENABLED: "true",
      SESSION_SECRET: "e2e-session-secret-that-is-long-enough-42",
      STAFF_PASSWORD_HASH: hashPassword(STAFF_PASSWORD, { N: 1024, r: 8, p: 1 }),
    },
  });
  const stop = () => {
    // The whole process group of the server (started by us, detached above).
    if (child.pid) process.kill(-child.pid, "SIGTERM");
  };
  try {
    await waitFor(`http://localhost:${port}/api/test/hello`, 60_000);
  } catch (error) {
    stop();
    throw error;
  }
  return { baseURL: `http://localhost:${port}`, stop };
}
