// The outbox delivered as the worker does, to a real SMTP server on loopback (and a CRM stand-in where a
// test gives one), and the e-mails that arrive read as a mail client shows them.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll } from "@jest/globals";
import { env } from "@/lib/config/env";
import type { CrmConfig } from "@/lib/crm/active-campaign";
import { createPrismaClient, type PrismaClient } from "@/lib/db/create-client";
import { createDeliver } from "@/lib/mail/deliver";
import { smtpSender } from "@/lib/mail/transport";
import { runOutboxOnce } from "@/lib/mail/worker";
import { createSmtpTestServer, type ReceivedMail, type SmtpTestServer } from "./smtp-test-server";

/**
 * Runs the outbox once: e-mails to `smtp`, CRM calls to `crm` where given; Message-IDs on the site's host,
 * as the site's worker writes them, so that a reply threads under them.
 */
export function deliverOutbox(prisma: PrismaClient, smtp: SmtpTestServer, crm?: CrmConfig) {
  const deliver = createDeliver({
    mail: smtpSender(smtp.url),
    from: "Site <site@test>",
    messageIdHost: new URL(env().SITE_URL).hostname,
    ...(crm ? { crm } : {}),
  });
  return runOutboxOnce(prisma, deliver, { log: () => undefined });
}

/** Delivers what the outbox holds; the mails for `to` that arrived since `before` (by default, since the call). */
export async function deliverMailTo(
  prisma: PrismaClient,
  smtp: SmtpTestServer,
  to: string,
  before = smtp.received.length,
): Promise<ReceivedMail[]> {
  await deliverOutbox(prisma, smtp);
  return smtp.received.slice(before).filter((mail) => mail.to.includes(to));
}

/** A real SMTP server for one Jest file: listening before its tests, closed after them. */
export function setupSmtpTestServer(): SmtpTestServer {
  const smtp = createSmtpTestServer();
  beforeAll(() => smtp.listen());
  afterAll(() => smtp.close());
  return smtp;
}

/**
 * A real SMTP server and a client on a test site's database for one Jest file, and what its outbox sends:
 * both ready before the file's tests, closed after them. Given a client (the file's own) rather than the
 * database's address, it uses that one and leaves closing it to its owner.
 */
export function setupMailedSite(database: string | PrismaClient) {
  const prisma = typeof database === "string" ? createPrismaClient(database) : database;
  const smtp = setupSmtpTestServer();
  if (typeof database === "string") afterAll(() => prisma.$disconnect());
  return {
    prisma,
    smtp,
    /** Delivers what the outbox holds, as the site's worker does, from "Site <site@test>". */
    deliver: () => deliverOutbox(prisma, smtp),
    /** Delivers what the outbox holds; the mails that arrived for `to` since the call. */
    deliveredTo: (to: string) => deliverMailTo(prisma, smtp, to),
  };
}

/** A CRM on loopback that keeps every request's JSON body (and its API token) and answers 201. */
export async function startCrmStandIn() {
  const requests: { token: string | undefined; body: unknown }[] = [];
  const server = createServer((request, response) => {
    let text = "";
    request.on("data", (chunk: Buffer) => (text += chunk.toString()));
    request.on("end", () => {
      requests.push({ token: request.headers["api-token"] as string | undefined, body: JSON.parse(text) });
      response.writeHead(201, { "content-type": "application/json" });
      response.end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    /** The JSON bodies received, oldest first. */
    bodies: () => requests.map((request) => request.body),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A header as a mail client shows it: RFC 2047 encoded words (how a Korean subject travels) decoded. */
export const decodedHeader = (header: string | undefined) =>
  (header ?? "")
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?UTF-8\?B\?([^?]*)\?=/gi, (_, text: string) => Buffer.from(text, "base64").toString("utf8"))
    .replace(/=\?UTF-8\?Q\?([^?]*)\?=/gi, (_, text: string) =>
      Buffer.from(
        text
          .replace(/_/g, " ")
          .replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        "latin1",
      ).toString("utf8"),
    );

/** The token of the first `url?token=…` link in an e-mail's text. */
export function tokenIn(text: string, url: string): string {
  const match = new RegExp(`${url.replace(/[.?/]/g, "\\$&")}\\?token=([A-Za-z0-9_-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${url} link in:\n${text}`);
  return match[1];
}
