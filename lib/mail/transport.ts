import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type Mail from "nodemailer/lib/mailer";

export interface MailSender {
  send(message: Mail.Options): Promise<void>;
}

/**
 * Sends over SMTP through a small connection pool (one TCP/TLS handshake for many messages).
 * Connection errors and refusals reject, so the outbox retries later.
 */
export function smtpSender(smtpUrl: string): MailSender {
  const url = new URL(smtpUrl);
  if (!url.searchParams.has("pool")) url.searchParams.set("pool", "true");
  const transport = nodemailer.createTransport(url.toString());
  return {
    async send(message) {
      await transport.sendMail(message);
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
