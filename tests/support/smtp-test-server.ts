// A real SMTP server on loopback for the API and fault tests: it keeps every accepted message and
// can refuse the first N deliveries with a temporary error, as a mail server that is down would.
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  headers: Record<string, string>;
  text: string;
  /** The HTML part of a multipart/alternative message. */
  html?: string;
  /** When the server answered the message (Date.now()); unset while a delayed reply is still held. */
  repliedAt?: number;
}

export interface SmtpTestServer {
  url: string;
  received: ReceivedMail[];
  /** How many more DATA commands to refuse with 451 before accepting. */
  refuseNext(count: number): void;
  /**
   * How many more messages to read to the end and then never reply, the connection left open: a
   * server that hangs mid-delivery. Such a message is not received.
   */
  hangNext(count: number): void;
  hung(): number;
  /**
   * How many more messages to read to the end, keep, and reply only after `ms`: a slow server
   * (RFC 5321 gives the end of a message 10 minutes). The message counts as received at once, as a
   * real server has it even when the client gives up waiting for the response.
   */
  delayReplyNext(count: number, ms: number): void;
  /** Refuses this recipient for good (550 at RCPT TO), as a mail server does an address it lacks. */
  rejectRecipient(address: string): void;
  acceptRecipient(address: string): void;
  refused(): number;
  close(): Promise<void>;
}

/** `port` 0 picks a free one; a test that restarts "the same" mail server passes the old port. */
export async function startSmtpTestServer(port = 0): Promise<SmtpTestServer> {
  const smtp = createSmtpTestServer();
  await smtp.listen(port);
  return smtp;
}

/** The server before it listens (its `url` is known once `listen` has bound the port). */
export function createSmtpTestServer(): SmtpTestServer & { listen(port?: number): Promise<void> } {
  const received: ReceivedMail[] = [];
  let toRefuse = 0;
  let refusedCount = 0;
  let toHang = 0;
  let hungCount = 0;
  let toDelay = 0;
  let delayMs = 0;
  const rejected = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    // Senders may keep connections open (pooled, or hung on purpose); do not wait for them at the end.
    closeTimeout: 100,
    onRcptTo(address, _session, callback) {
      if (!rejected.has(address.address)) return callback();
      callback(Object.assign(new Error("No such user here"), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (toHang > 0) {
          toHang -= 1;
          hungCount += 1;
          return; // no reply, ever: the client must give up by itself
        }
        if (toRefuse > 0) {
          toRefuse -= 1;
          refusedCount += 1;
          const error = Object.assign(new Error("Mailbox temporarily unavailable"), { responseCode: 451 });
          return callback(error);
        }
        const raw = Buffer.concat(chunks).toString("utf8");
        const mail: ReceivedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
          ...parseMessage(raw),
        };
        received.push(mail);
        const reply = () => {
          mail.repliedAt = Date.now();
          callback();
        };
        if (toDelay > 0) {
          toDelay -= 1;
          // Unreferenced: a test that ends before the reply (its sender killed) does not wait for it.
          setTimeout(reply, delayMs).unref();
          return;
        }
        reply();
      });
    },
  });
  // A sender that dies mid-connection (the SIGKILLed instance of the two-instance spec) resets its
  // socket; smtp-server reports that as an "error" event, which, with no listener, would throw in the
  // test process. A real mail server shrugs it off and keeps serving the others: so does this one.
  server.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code !== "ECONNRESET" && error.code !== "EPIPE") console.warn("[smtp-test-server]", error);
  });
  let bound = 0;
  return {
    get url() {
      if (!bound) throw new Error("the SMTP test server is not listening yet");
      return `smtp://127.0.0.1:${bound}`;
    },
    async listen(port = 0) {
      await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
      bound = (server.server.address() as AddressInfo).port;
    },
    received,
    refuseNext(count) {
      toRefuse = count;
    },
    hangNext(count) {
      toHang = count;
    },
    hung: () => hungCount,
    delayReplyNext(count, ms) {
      toDelay = count;
      delayMs = ms;
    },
    rejectRecipient(address) {
      rejected.add(address);
    },
    acceptRecipient(address) {
      rejected.delete(address);
    },
    refused: () => refusedCount,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Headers (lower-cased names, unfolded) and the text body, quoted-printable decoded; a multipart message's text and HTML parts. */
export function parseMessage(raw: string): { headers: Record<string, string>; text: string; html?: string } {
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const headers: Record<string, string> = {};
  for (const line of head.split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  const body = raw.slice(split + 4);
  const boundary = /multipart\/[^;]+;.*boundary="?([^";]+)"?/i.exec(headers["content-type"] ?? "")?.[1];
  if (boundary) {
    const parts = body
      .split(`--${boundary}`)
      .slice(1, -1)
      .map((part) => parseMessage(part.replace(/^\r\n/, "")));
    const text = parts.find((part) => /text\/plain/i.test(part.headers["content-type"] ?? ""))?.text ?? "";
    const html = parts.find((part) => /text\/html/i.test(part.headers["content-type"] ?? ""))?.text;
    return { headers, text, html };
  }
  return { headers, text: decodeBody(body, headers["content-transfer-encoding"] ?? "") };
}

function decodeBody(body: string, encoding: string): string {
  let text = body;
  if (/quoted-printable/i.test(encoding)) {
    text = Buffer.from(
      text.replace(/=\r\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      "latin1",
    ).toString("utf8");
  } else if (/base64/i.test(encoding)) {
    text = Buffer.from(text, "base64").toString("utf8");
  }
  return text.replace(/\r\n/g, "\n");
}
