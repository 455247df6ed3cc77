import "server-only";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type Mail from "nodemailer/lib/mailer";

export interface MailSender {
  send(message: Mail.Options): Promise<void>;
}

/** How long the mail server may take to reply: RFC 5321, section 4.5.3.2. */
export interface SmtpTimeouts {
  /** For the 220 greeting once connected (the RFC: 5 minutes); connecting gets as long again. */
  greetingMs: number;
  /**
   * For any later reply. The RFC gives MAIL and RCPT 5 minutes, DATA 2, each data block 3 and the
   * end of the message 10; nodemailer keeps one timer for all of them, so it is the longest, 10
   * minutes: a server still within the RFC's time is never given up on and sent a copy.
   */
  replyMs: number;
}

/** The RFC's times: what a slow but well-behaved mail server may take. */
export const rfcSmtpTimeouts: SmtpTimeouts = { greetingMs: 5 * 60_000, replyMs: 10 * 60_000 };

/**
 * The longest one attempt runs: connecting and the greeting, then four reply times (the RFC's
 * MAIL, RCPT, DATA, data and end-of-message limits add up to 2.5; the rest leaves room for EHLO and
 * AUTH). The attempt is cut off here even if a server keeps trickling bytes, and the outbox's lease is
 * longer, so a message is never claimed again while its attempt may still be running.
 */
export function smtpAttemptMs({ greetingMs, replyMs }: SmtpTimeouts): number {
  return 2 * greetingMs + 4 * replyMs;
}

/**
 * Sends over SMTP, one connection per message, so a server that stops responding in the middle of
 * one message (it read the body and never replied) holds that message only. The time-outs come from
 * `timeouts` (the same options in SMTP_URL's query are replaced, so they always agree with the
 * outbox's lease); at smtpAttemptMs the attempt is aborted and its connection closed. Connection
 * errors, time-outs and refusals reject, so the outbox retries later.
 */
export function smtpSender(smtpUrl: string, timeouts: SmtpTimeouts = rfcSmtpTimeouts): MailSender {
  const url = new URL(smtpUrl);
  url.searchParams.set("connectionTimeout", String(2 * timeouts.greetingMs));
  url.searchParams.set("greetingTimeout", String(timeouts.greetingMs));
  url.searchParams.set("socketTimeout", String(timeouts.replyMs));
  const transport = nodemailer.createTransport(url.toString());
  const attemptMs = smtpAttemptMs(timeouts);
  return {
    async send(message) {
      const signal = AbortSignal.timeout(attemptMs);
      try {
        await transport.sendMail({ ...message, signal } as Mail.Options);
      } catch (error) {
        if (signal.aborted) throw new MailTimeoutError(attemptMs);
        throw error;
      }
    },
  };
}

/** An attempt that passed smtpAttemptMs: retried like any connection fault. */
export class MailTimeoutError extends Error {
  readonly code = "ETIMEDOUT";
  constructor(ms: number) {
    super(`The mail server did not finish the message within ${ms} ms`);
    this.name = "MailTimeoutError";
  }
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
