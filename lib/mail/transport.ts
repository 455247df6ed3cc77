import "server-only";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type Mail from "nodemailer/lib/mailer";

export interface MailSender {
  send(message: Mail.Options): Promise<void>;
}

/** A delivery that passed its deadline: retried like any connection fault. */
export class MailTimeoutError extends Error {
  readonly code = "ETIMEDOUT";
  constructor(ms: number) {
    super(`The mail server did not finish the message within ${ms} ms`);
    this.name = "MailTimeoutError";
  }
}

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new MailTimeoutError(ms)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/**
 * Sends over SMTP, one connection per message, so a server that stops answering in the middle of
 * one message (it read the body and never replied) holds that message only. Connecting, the
 * greeting and every answer must each come within `timeoutMs` (nodemailer's defaults wait up to 10
 * minutes), and the whole message within twice that. Connection errors, time-outs and refusals
 * reject, so the outbox retries later. Options given in SMTP_URL's query win.
 */
export function smtpSender(smtpUrl: string, timeoutMs = 20_000): MailSender {
  const url = new URL(smtpUrl);
  for (const option of ["connectionTimeout", "greetingTimeout", "socketTimeout"]) {
    if (!url.searchParams.has(option)) url.searchParams.set(option, String(timeoutMs));
  }
  const transport = nodemailer.createTransport(url.toString());
  return {
    async send(message) {
      await withDeadline(transport.sendMail(message), 2 * timeoutMs);
    },
  };
}

/**
 * The default without SMTP_URL: each message becomes an .eml file in `dir` (open it in any mail
 * client) and its path is logged, so a fresh checkout can see what the site would have sent.
 */
export function dropDirSender(dir: string, log: (line: string) => void = console.log): MailSender {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(message) {
      const info = await transport.sendMail(message);
      await mkdir(dir, { recursive: true });
      const id = String(message.messageId ?? Date.now()).replace(/[^a-zA-Z0-9._-]/g, "_");
      const file = path.resolve(dir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${id}.eml`);
      await writeFile(file, info.message as Buffer);
      log(`[mail] no SMTP_URL: wrote ${file}`);
    },
  };
}
