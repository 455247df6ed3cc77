import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { test as plainTest } from "@playwright/test";
import { isBuildCurrent } from "../../scripts/lib/build-stamp";
import { prepareDatabase } from "../../scripts/lib/prepare-database";
import { freePort } from "../../scripts/lib/free-port";
import { expect, test } from "./fixtures";

/**
 * The site as Next's docs serve it: the suite's own `npm run build`, served by plain `next start` (no
 * scripts/serve.ts). Headers, policies and pages must be the same as under `npm start`. Then `npm start`
 * on that build: it finds it current (no build) and names the settings still at their placeholders. All in
 * a copy of the project, with the build copied, so the pages Next renders again stay out of the suite's
 * build. No build here: a stale build, two `npm start` at once and the lock are tried with a stand-in
 * `next` (tests/unit/scripts/ensure-build.test.ts), a configured calendar in jsdom
 * (tests/unit/forms/scheduling-widget.test.tsx).
 */
const root = process.cwd();
let nextStartPort = 0;
let dir = "";
let server: ChildProcess | undefined;
/** The `npm start` server of the last test. */
let started: ChildProcess | undefined;

test.describe.configure({ mode: "serial" });

function copyProject(): string {
  const copy = mkdtempSync(path.join(os.tmpdir(), "next-start-"));
  const files = spawnSync("git", ["ls-files", "-co", "--exclude-standard", "-z"], { cwd: root, encoding: "utf8" });
  for (const file of files.stdout.split("\0").filter(Boolean)) {
    mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    cpSync(path.join(root, file), path.join(copy, file));
  }
  for (const client of ["generated", "generated-pg"])
    cpSync(path.join(root, "lib", "db", client), path.join(copy, "lib", "db", client), { recursive: true });
  // The build, without the compiler's cache (only a build reads it).
  const build = path.join(root, ".next");
  cpSync(build, path.join(copy, ".next"), {
    recursive: true,
    filter: (source) => source !== path.join(build, "cache"),
  });
  // Nothing here builds, so the project's own node_modules serves (tests/support/build-sandbox.ts links it too).
  symlinkSync(path.join(root, "node_modules"), path.join(copy, "node_modules"));
  return copy;
}

/** The environment of a server in the copy, on its own database and folders. */
function serverEnv(name: string, port: number): Record<string, string | undefined> {
  const data = path.join(dir, "data", name);
  const env: Record<string, string | undefined> = {
    ...process.env,
    DATABASE_URL: `file:${path.join(data, "site.db")}`,
    MAIL_DROP_DIR: path.join(data, "mail"),
    UPLOAD_DIR: path.join(data, "uploads"),
    NEXT_TELEMETRY_DISABLED: "1",
    PORT: String(port),
    HOST: "127.0.0.1",
    // Staff sign-in on, so its form is there to try.
    SESSION_SECRET: "next-start-session-secret-long-enough-42",
  };
  delete env.NODE_ENV;
  return env;
}

function run(command: string[], env: Record<string, string | undefined>): { child: ChildProcess; log: () => string } {
  let output = "";
  // Without NODE_ENV, as a shell would start it (`next start` and `npm start` set it themselves).
  const child = spawn(command[0]!, command.slice(1), { cwd: dir, env: env as NodeJS.ProcessEnv });
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  process.once("exit", () => child.kill("SIGKILL"));
  return { child, log: () => output };
}

async function waitUntilServing(port: number, started: { child: ChildProcess; log: () => string }) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (started.child.exitCode !== null) throw new Error(`the server exited:\n${started.log()}`);
    const up = await fetch(`http://127.0.0.1:${port}/api/test/hello`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`no response on ${port}:\n${started.log()}`);
}

async function stop(child: ChildProcess | undefined) {
  if (!child || child.exitCode !== null || child.signalCode) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dir = copyProject();
  nextStartPort = await freePort();
  const env = serverEnv("next-start", nextStartPort);
  await prepareDatabase(env.DATABASE_URL!, [env.MAIL_DROP_DIR!, env.UPLOAD_DIR!]);
  const started = run(
    [process.execPath, "node_modules/next/dist/bin/next", "start", "-p", String(nextStartPort), "-H", "127.0.0.1"],
    env,
  );
  server = started.child;
  await waitUntilServing(nextStartPort, started);
});
test.afterAll(async () => {
  await stop(server);
  await stop(started);
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const url = (pathname: string) => `http://127.0.0.1:${nextStartPort}${pathname}`;

plainTest(
  "next start: a page, an API response, a redirect and a 404 carry the security headers",
  async ({ request }) => {
    const cases: [string, number, RegExp][] = [
      ["/en", 200, /script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+ https:/],
      // Kept by Next since the build: its copy's hashes, and a nonce for a copy rendered for the request.
      ["/en/blog", 200, /script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+ 'nonce-[A-Za-z0-9+/=]{16,}' https:/],
      ["/api/test/hello", 200, /script-src 'self'; /],
      ["/en/beta", 308, /script-src 'self'; /],
      ["/no-such-page", 307, /script-src 'self'; /],
      ["/en/blog/no-such-post", 404, /script-src 'self' 'nonce-/],
      ["/missing-file.txt", 307, /script-src 'self'; /],
      ["/fonts/missing.woff2", 404, /script-src 'self'; /],
    ];
    for (const [pathname, status, scriptSrc] of cases) {
      const response = await request.get(url(pathname), { maxRedirects: 0 });
      expect(response.status(), pathname).toBe(status);
      const headers = response.headers();
      expect(headers["content-security-policy"], pathname).toMatch(scriptSrc);
      expect(/script-src [^;]*/.exec(headers["content-security-policy"] ?? "")?.[0], pathname).not.toContain("unsafe");
      expect(headers["content-security-policy"], pathname).toContain("object-src 'none'");
      expect(headers["x-content-type-options"], pathname).toBe("nosniff");
      expect(headers["referrer-policy"], pathname).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"], pathname).toContain("camera=()");
      const policies = response.headersArray().filter(({ name }) => /^content-security-policy$/i.test(name));
      expect(policies, pathname).toHaveLength(1);
    }
    const https = await request.get(url("/en"), { headers: { "x-forwarded-proto": "https" } });
    expect(https.headers()["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
    const refused = await request.post(url("/about"), { data: "x=1", maxRedirects: 0 });
    expect(refused.status()).toBe(405);
    expect(refused.headers()["allow"]).toBe("GET, HEAD");
    expect(refused.headers()["x-content-type-options"]).toBe("nosniff");
  },
);

test.describe("next start in Chromium", () => {
  test.use({ locale: "en-US", viewport: { width: 375, height: 700 } });
  // The fixture fails each test on any Content-Security-Policy violation.
  for (const pathname of ["/", "/en/about", "/en/contact", "/en/blog/ai-feasibility-in-minutes", "/en/staff/sign-in"]) {
    test(`${pathname} loads with its menu working`, async ({ page }) => {
      await page.goto(url(pathname));
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      if (pathname.includes("/staff/")) return;
      await page.getByRole("button", { name: /^(Menu|메뉴)$/ }).click();
      await expect(page.getByTestId("mobile-drawer")).toBeVisible();
    });
  }

  test("the contact form checks its fields and the sign-in form responds", async ({ page }) => {
    await page.goto(url("/en/contact"));
    const company = page.getByLabel("Company", { exact: false }).first();
    await company.focus();
    await company.blur();
    await expect(page.getByText("Enter your company name.", { exact: false }).first()).toBeVisible();

    await page.goto(url("/en/staff/sign-in"));
    await page.getByLabel("Work e-mail").fill("jiyeon@zen.test");
    await page.getByLabel("Password").fill("not the password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(
      page.getByText("Incorrect e-mail address, password or authenticator code. Please try again."),
    ).toBeVisible();
  });
});

plainTest(
  "npm start on the current build serves it without building, naming the settings left at placeholders",
  async () => {
    // A stale build would make `npm start` build it here, minutes long: the suite's build must be current.
    expect(isBuildCurrent(dir), "the suite's build is current (run `npm run build`)").toBe(true);
    const npmStartPort = await freePort();
    // package.json's own script, as npm runs it: a shell, with the project's tools on the PATH.
    const script = (JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8")) as { scripts: { start: string } })
      .scripts.start;
    const env = serverEnv("npm-start", npmStartPort);
    env.PATH = `${path.join(dir, "node_modules", ".bin")}:${env.PATH}`;
    const start = run(["sh", "-c", script], env);
    started = start.child;
    await waitUntilServing(npmStartPort, start);
    expect(start.log()).toContain("> Production build is current.");
    expect(start.log()).not.toContain("Building the production bundle");
    expect(start.log()).toMatch(/Warning: .*example\.com placeholder.*URL_MAP_PRODUCT/);
    // The server took the shell's place: a deploy's SIGTERM reaches it, and it drains and exits 0.
    const exited = new Promise<number | null>((resolve) => start.child.once("exit", resolve));
    start.child.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(start.log()).toContain("> Stopped");
  },
);
