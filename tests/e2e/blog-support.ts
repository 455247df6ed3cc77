// A second `next start` of the same production build with the blog editor flag ON, on its own fresh
// database. The main e2e server keeps the flag off (routes.spec.ts checks the redirect there).
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { serverBundle } from "../../scripts/lib/ensure-build";
import { makeServerDir } from "../../scripts/lib/test-server-dirs";
import { buildSandbox } from "../support/build-sandbox";
import { mailDrops } from "../support/e2e-data";
import { freePort } from "../../scripts/lib/free-port";
import { parseMessage } from "../support/smtp-test-server";
import { prepareServerDatabase } from "../support/server-database";
import { STAFF_ACCOUNTS, STAFF_PASSWORD } from "../support/staff-account";
import { waitUntilUp } from "../support/system-server";
import { expect, test } from "./fixtures";

export { STAFF_ACCOUNTS, STAFF_PASSWORD } from "../support/staff-account";

export interface EditorServer {
  baseURL: string;
  /** The server's scratch folder: site.db, mail/ (the .eml files it sent) and uploads/. */
  dir: string;
  /** Ends the server's process group and resolves once it has exited. */
  stop: () => Promise<void>;
  /** The e-mails the server sent (its drop folder), decoded. */
  mails: () => ReturnType<typeof parseMessage>[];
}

/**
 * Also the back office's server (tests/e2e/staff-*.spec.ts): staff sign-in is configured here. Given
 * `stopped` (a server stopped before), it starts again on its database, uploads and address: a restart.
 */
export async function startEditorServer(
  extraEnv: Record<string, string> = {},
  stopped?: EditorServer,
): Promise<EditorServer> {
  const root = path.resolve(import.meta.dirname, "..", "..");
  const dir = stopped?.dir ?? makeServerDir(path.join(root, "tests", ".tmp"), "e2e-editor");
  const databaseUrl = `file:${path.join(dir, "site.db")}`;
  await prepareServerDatabase(
    databaseUrl,
    [path.join(dir, "mail"), path.join(dir, "uploads")],
    Object.values(STAFF_ACCOUNTS),
  );
  const project = buildSandbox(root, dir);
  // Chosen after the copy above, just before the launch, so that no other server takes it in between.
  const port = stopped ? Number(new URL(stopped.baseURL).port) : await freePort();
  const child: ChildProcess = spawn(process.execPath, [serverBundle(project)], {
    cwd: project,
    stdio: ["ignore", "ignore", "ignore", "ipc"],
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
      ...extraEnv,
    },
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    // The whole process group of the server (started by us, detached above).
    if (child.pid && child.exitCode === null) process.kill(-child.pid, "SIGTERM");
    await exited;
  };
  try {
    await waitUntilUp(`http://localhost:${port}`, child);
  } catch (error) {
    await stop();
    throw error;
  }
  const mails = () => mailDrops(path.join(dir, "mail")).map(parseMessage);
  return { baseURL: `http://localhost:${port}`, dir, stop, mails };
}

/**
 * A spec file's own server: started before its first test, stopped after its last. The object is
 * filled in when the server is up, so its fields are there from the first test on.
 */
export function editorServerForSpec(extraEnv: Record<string, string> = {}): EditorServer {
  const server = {} as EditorServer;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    Object.assign(server, await startEditorServer(extraEnv));
  });
  test.afterAll(async () => server.stop?.());
  return server;
}

/** A Korean visitor's price enquiry to `server`, as the contact form posts it: stored (201), or the caller fails. */
export async function sendContact(server: EditorServer, visitor: { company: string; name: string; email: string }) {
  const response = await fetch(`${server.baseURL}/api/main/email`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-locale": "ko" },
    body: JSON.stringify({
      tag: "Contact",
      ...visitor,
      purpose: "billing",
      message: "견적 문의드립니다.",
      privacyConsent: true,
    }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
}

/**
 * Links the last `text` typed in the writer to `href` by keyboard: Shift+← until `text` is selected,
 * then Ctrl+K, the address and Enter; the caret is back in the writer.
 */
export async function linkTypedText(page: Page, text: string, href: string) {
  const selected = () => page.evaluate(() => window.getSelection()?.toString() ?? "");
  for (let i = 0; i < text.length * 2 && (await selected()) !== text; i += 1) {
    await page.keyboard.press("Shift+ArrowLeft");
  }
  expect(await selected()).toBe(text);
  // The editor takes the selection from the DOM on selectionchange, a task after the key: two frames later
  // it has it (pressed at once, Ctrl+K linked the selection one character short).
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.keyboard.press("Control+K");
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByLabel("주소")).toBeFocused();
  await page.keyboard.type(href);
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("writer")).toBeFocused();
}

/** Pastes a 1200×800 PNG into the writer, as a picture copied to the clipboard arrives (a file, no markup). */
export async function pasteImage(page: Page, name = "pasted.png") {
  const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#2f855a" } })
    .png()
    .toBuffer();
  await page.getByTestId("writer").evaluate(
    (element, [bytes, fileName]) => {
      const data = new DataTransfer();
      data.items.add(new File([new Uint8Array(bytes)], fileName, { type: "image/png" }));
      element.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
    },
    [[...png], name] as const,
  );
}

/** The editor signs in on the Korean sign-in page, which sends it on to `next`. */
export async function signInToEditor(page: Page, server: EditorServer, next: string) {
  await page.goto(`${server.baseURL}/staff/sign-in?next=${encodeURIComponent(next)}`);
  await page.getByLabel("업무용 이메일").fill(STAFF_ACCOUNTS.editor.email);
  await page.getByLabel("비밀번호").fill(STAFF_PASSWORD);
  await page.getByRole("button", { name: "로그인" }).click();
  await expect(page).toHaveURL(`${server.baseURL}${next}`);
}

/**
 * The editor's session on `server`, signed in through the API before the first test: its cookie, and
 * calls to the server that carry it.
 */
export function editorSessionForSpec(server: EditorServer) {
  const session = {
    cookie: "",
    call: (method: string, pathname: string, body?: unknown) =>
      fetch(`${server.baseURL}${pathname}`, {
        method,
        headers: { "content-type": "application/json", cookie: session.cookie },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
  };
  test.beforeAll(async () => {
    const signIn = await fetch(`${server.baseURL}/api/staff/session`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: STAFF_ACCOUNTS.editor.email, password: STAFF_ACCOUNTS.editor.password }),
    });
    expect(signIn.status).toBe(200);
    session.cookie = (signIn.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  });
  return session;
}
