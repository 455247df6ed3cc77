// Reads what the e2e server stored: its SQLite file and mail drop folder (paths from serve-e2e.ts).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseMessage } from "./smtp-test-server";
import Database from "better-sqlite3";

const root = path.resolve(import.meta.dirname, "..", "..");

export function e2eDataDir(): string {
  // playwright.config.ts sets E2E_PORT for its workers and for the server (serve-e2e.ts).
  const port = process.env.E2E_PORT;
  if (!port) throw new Error("E2E_PORT is not set: the specs run under playwright.config.ts");
  return readFileSync(path.join(root, "tests", ".tmp", `e2e-data-dir-${port}`), "utf8").trim();
}

export function queryE2e<T>(sql: string, ...params: unknown[]): T[] {
  const db = new Database(path.join(e2eDataDir(), "site.db"), { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

export interface LeadRow {
  id: number;
  sheet: string;
  fields: string;
  utmSource: string | null;
  utmMedium: string | null;
  isSpam: number;
}

/** Lead rows whose fields contain `needle` (each test uses its own e-mail address). */
export function leadsMatching(needle: string): LeadRow[] {
  return queryE2e<LeadRow>("SELECT * FROM LeadSubmission WHERE fields LIKE ? ORDER BY id", `%${needle}%`);
}

/** The inbox entries (`Submission`) stored for an e-mail address: one per submit. */
export function inboxEntries(email: string): { kind: string; form: string }[] {
  return queryE2e("SELECT kind, form FROM Submission WHERE email = ? ORDER BY id", email.toLowerCase());
}

/** The .eml files a server wrote to its drop folder `dir` (`MAIL_DROP_DIR`), raw, with CRLF line ends. */
export function mailDrops(dir: string): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith(".eml"))
    .map((name) => readFileSync(path.join(dir, name), "utf8").replace(/\r?\n/g, "\r\n"));
}

/** The .eml files the server wrote (no SMTP_URL in e2e): the header block as written, then the decoded text. */
export function droppedMails(): string[] {
  return mailDrops(path.join(e2eDataDir(), "mail")).map((raw) => {
    const { text } = parseMessage(raw);
    return `${raw.slice(0, raw.indexOf("\r\n\r\n")).replace(/\r\n/g, "\n")}\n\n${text}`;
  });
}

/** The team's mails about a visitor: the dropped mails naming `address`, less the acknowledgement sent to it. */
export function teamMailsAbout(address: string): string[] {
  const sentTo = (mail: string) => mail.split("\n").some((line) => line.startsWith("To: ") && line.includes(address));
  return droppedMails().filter((mail) => mail.includes(address) && !sentTo(mail));
}
