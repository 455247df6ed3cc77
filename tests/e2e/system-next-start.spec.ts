import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { test as plainTest, type Page } from "@playwright/test";
import { brandSettingNames } from "@/lib/config/brand-settings";
import { sitePages } from "@/lib/seo/site-pages";
import { prepareDatabase } from "../../scripts/lib/prepare-database";
import { expectedSchedulingUrl } from "../support/scheduling-url";
import { expect, test } from "./fixtures";
import { localePath, pageLocales } from "./pages-helpers";
import { fillConsultingFields } from "./product-form";

/**
 * The site as Next's docs serve it: the suite's own `npm run build`, served by plain `next start` (no
 * scripts/serve.ts). Headers, policies and pages must be the same as under `npm start`. Then settings
 * without a code change: a scheduling page, an outside URL and the support address set in .env make the
 * build stale, and two `npm start` at once on the folder: one builds, the other waits for it, both serve,
 * and every public page in both languages carries the new values. The suite's build has no scheduling page,
 * so the calendar is tried on that second build. All in a copy of the project (its build copied, not
 * linked: the rebuild rewrites it), so the suite's own build is untouched; one build in all.
 */
const root = process.cwd();
const PORT = 3407;
const SCHEDULING_URL = "https://calendly.com/atlas-spatial/demo";
let dir = "";
let server: ChildProcess | undefined;
/** The two `npm start` servers of the settings test, serving the second build to the calendar tests. */
let rebuilt: { child: ChildProcess; log: () => string }[] = [];
const REBUILT_PORT = PORT + 1;

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
  // Hard links: the copy gets its own node_modules folder (Turbopack refuses one outside the project) in seconds.
  expect(spawnSync("cp", ["-al", path.join(root, "node_modules"), path.join(copy, "node_modules")]).status).toBe(0);
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
  const deadline = Date.now() + 400_000;
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
  test.setTimeout(600_000);
  dir = copyProject();
  const env = serverEnv("next-start", PORT);
  await prepareDatabase(env.DATABASE_URL!, [env.MAIL_DROP_DIR!, env.UPLOAD_DIR!]);
  const started = run(
    [process.execPath, "node_modules/next/dist/bin/next", "start", "-p", String(PORT), "-H", "127.0.0.1"],
    env,
  );
  server = started.child;
  await waitUntilServing(PORT, started);
});
test.afterAll(async () => {
  await stop(server);
  await Promise.all(rebuilt.map((started) => stop(started.child)));
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const url = (pathname: string) => `http://127.0.0.1:${PORT}${pathname}`;

plainTest(
  "next start: a page, an API response, a redirect and a 404 carry the security headers",
  async ({ request }) => {
    const cases: [string, number, RegExp][] = [
      ["/en", 200, /script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+ https:/],
      ["/en/blog", 200, /script-src 'self' 'nonce-[A-Za-z0-9+/=]{16,}' https:/],
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
    await expect(page.getByText("Please Enter!").first()).toBeVisible();

    await page.goto(url("/en/staff/sign-in"));
    await page.getByLabel("Work e-mail").fill("jiyeon@zen.test");
    await page.getByLabel("Password").fill("not the password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(
      page.getByText("Incorrect e-mail address, password or authenticator code. Please try again."),
    ).toBeVisible();
  });
});

const publicPaths = Object.values(sitePages).flatMap((page) => pageLocales.map((locale) => localePath(locale, page)));

plainTest(
  "two `npm start` at once after .env changed a setting: one builds, the other waits, both serve it",
  async () => {
    plainTest.setTimeout(900_000);
    await stop(server);
    server = undefined;
    // The values a company sets in place of the shipped placeholders (lib/config/brand-settings.ts). The
    // settings are baked into the pages, so the build is stale now.
    const placeholders = ["https://www.linkedin.com/company/example", "support@example.com"];
    const settings = {
      URL_LINKEDIN: "https://www.linkedin.com/company/atlas-second",
      SUPPORT_EMAIL: "help@second.test",
    };
    writeFileSync(
      path.join(dir, ".env"),
      Object.entries({ SCHEDULING_URL, ...settings })
        .map(([key, value]) => `${key}=${value}\n`)
        .join(""),
    );
    const ports = [REBUILT_PORT, REBUILT_PORT + 1];
    const starts = (rebuilt = ports.map((port, i) => {
      const env = serverEnv(`start-${i}`, port);
      // The copy's .env decides; nothing from the runner's environment may override it.
      for (const name of brandSettingNames) delete env[name];
      return run([process.execPath, "--import", "tsx", "scripts/start.ts"], env);
    }));
    await Promise.all(starts.map((started, i) => waitUntilServing(ports[i]!, started)));
    const logs = starts.map((started) => started.log());
    expect(logs.filter((log) => log.includes("Building the production bundle"))).toHaveLength(1);
    expect(logs.filter((log) => log.includes("Waiting for the build under way"))).toHaveLength(1);
    // Every public page, from the two servers in turn.
    for (const [index, page] of publicPaths.entries()) {
      const html = await (await fetch(`http://127.0.0.1:${ports[index % 2]}${page}`)).text();
      for (const value of Object.values(settings)) expect(html, `${page} shows ${value}`).toContain(value);
      for (const value of placeholders) expect(html, `${page} no longer shows ${value}`).not.toContain(value);
    }
    // The settings still at their placeholders are named at start, the ones set are not.
    for (const log of logs) {
      expect(log).toMatch(/Warning: .*example\.com placeholder.*URL_MAP_PRODUCT/);
      expect(log).not.toMatch(/placeholder[^\n]*URL_LINKEDIN/);
    }
  },
);

test.describe("npm start with a scheduling page set (the rebuilt site)", () => {
  test.use({ locale: "en-US" });
  const rebuiltUrl = (pathname: string) => `http://127.0.0.1:${REBUILT_PORT}${pathname}`;
  const query = "?utm_campaign=spring&utm_source=news&utm_medium=email";
  const expected = (content: string) =>
    expectedSchedulingUrl(content, { campaign: "spring", source: "news", medium: "email" }, SCHEDULING_URL);

  /** A stand-in for the provider's script that loads and draws a calendar. */
  async function serveWidget(page: Page) {
    await page.route("https://assets.calendly.com/**", (route) =>
      route.fulfill({
        contentType: "text/javascript",
        body: `window.Calendly = { initInlineWidget: function (o) {
          var d = document.createElement("p"); d.textContent = "Calendar for " + o.url; o.parentElement.appendChild(d);
        } };`,
      }),
    );
  }

  test("a widget that loads shows the calendar in the header's popup, not the call-back form", async ({ page }) => {
    await serveWidget(page);
    await page.goto(rebuiltUrl(`/en/about${query}`));
    await page.getByRole("banner").getByRole("button", { name: "Request a Demo", exact: true }).click();
    const region = page.getByRole("dialog").getByRole("region", { name: "Scheduling calendar" });
    await expect(region).toHaveAttribute("data-state", "ready");
    await expect(region).toContainText(`Calendar for ${expected("header")}`);
    await expect(page.getByRole("form", { name: "We'll call you instead" })).toHaveCount(0);
  });

  test("/demo with the provider's script blocked says so, and offers the call-back form and the page's link", async ({
    page,
  }) => {
    await page.route("https://assets.calendly.com/**", (route) => route.abort("blockedbyclient"));
    await page.goto(rebuiltUrl(`/en/demo${query}`));
    const region = page.getByRole("region", { name: "Scheduling calendar" });
    await expect(region).toHaveAttribute("data-state", "failed");
    await expect(page.getByRole("heading", { level: 2, name: "We'll call you instead" })).toBeVisible();
    await expect(page.getByRole("status").first()).toContainText("The booking calendar could not load here");
    await expect(page.getByRole("form", { name: "We'll call you instead" }).getByLabel("Name")).toBeVisible();
    await expect(page.getByRole("link", { name: /Open the scheduling page/ })).toHaveAttribute(
      "href",
      expected("default"),
    );
  });

  test("modular with a widget that loads: the demo popup opens after the submit, showing the calendar", async ({
    page,
  }) => {
    await serveWidget(page);
    await page.goto(rebuiltUrl("/en/modular?utm_source=google&utm_medium=cpc#form"));
    const form = page.locator('section#form[data-variant="Modular"]');
    await fillConsultingFields(form, "dana.modular-ready@parcel.test");
    await form.getByLabel("Job Title").selectOption("architect");
    await form.getByRole("button", { name: "Submit" }).click();
    const dialog = page.locator('dialog[data-trigger="modularlandingpage"]');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("region", { name: "Scheduling calendar" })).toContainText(
      `Calendar for ${expectedSchedulingUrl("modularlandingpage", { source: "google", medium: "cpc" }, SCHEDULING_URL)}`,
    );
  });
});
