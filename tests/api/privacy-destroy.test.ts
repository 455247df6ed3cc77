/** @jest-environment node */
// Issue 48: destroySubmissions (lib/privacy/destroy.ts), shared by the daily retention job and the
// erasure of one person's data. Real handlers store a contact message, a report request with its file
// and a newsletter sign-up; the outbox drops their e-mails as .eml copies; the destruction is then
// checked in every table and on disk, and what it must not touch is checked still there.
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { createPrismaClient, type PrismaClient } from "@/lib/db/create-client";
import { jsonPost } from "../support/api-request";
import { contactSubmit } from "../support/lead-payloads";
import { filesUnder, setupTempSite } from "../unit/report/support/api-env";
import { submitReportWithPlan } from "../support/report-submit";

const site = setupTempSite();
const mailDir = path.join(site.dir, "mail");
process.env.MAIL_DROP_DIR = mailDir;
process.env.RATE_LIMIT_PER_MINUTE = "600";
let prisma: PrismaClient;

/** Delivers everything queued into the mail drop folder, as a site without SMTP_URL does. */
async function dropOutbox(): Promise<void> {
  const { createDeliver } = await import("@/lib/mail/deliver");
  const { dropDirSender } = await import("@/lib/mail/transport");
  const { runOutboxOnce } = await import("@/lib/mail/worker");
  const deliver = createDeliver({
    mail: dropDirSender(mailDir, () => undefined),
    from: "Site <site@test>",
    messageIdHost: "www.example.com",
  });
  await runOutboxOnce(prisma, deliver, { log: () => undefined });
}

const mailCopies = () => (existsSync(mailDir) ? readdirSync(mailDir).sort() : []);
const copyOf = (message: { id: number; createdAt: Date }) =>
  mailCopies().filter((name) => name.includes(`_outbox-${message.id}-${message.createdAt.getTime()}_`));

async function sendContact(address: string) {
  const email = await import("@/app/api/main/email/route");
  const response = await email.POST(jsonPost("/api/main/email", { ...contactSubmit, email: address }));
  expect(response.status).toBe(201);
  return prisma.submission.findFirstOrThrow({ where: { email: address } });
}

beforeAll(async () => {
  prisma = createPrismaClient(site.databaseUrl);
  // The routes' first import compiles much of the site: paid once here, not inside a test's time.
  await Promise.all([
    import("@/app/api/main/email/route"),
    import("@/app/api/consulting-form/route"),
    import("@/app/api/subscribe/route"),
    import("@/lib/mail/worker"),
  ]);
}, 60_000);

afterAll(() => prisma.$disconnect());

describe("destroySubmissions", () => {
  it("destroys a report request and a contact message in every table and on disk, and nothing else", async () => {
    const { destroySubmissions } = await import("@/lib/privacy/destroy");
    const { enqueueCrm } = await import("@/lib/mail/outbox");
    const contact = await sendContact("gone@acme.test");
    const kept = await sendContact("kept@acme.test");
    const requestId = await submitReportWithPlan();
    const request = await prisma.submission.findUniqueOrThrow({
      where: { kind_sourceId: { kind: "report", sourceId: requestId } },
    });
    const stored = await prisma.uploadedFile.findFirstOrThrow({ where: { requestId } });
    expect(filesUnder(site.uploadDir)).toContain(path.join("files", stored.storedName));
    for (const entry of [contact, kept]) {
      await prisma.submissionNote.create({ data: { submissionId: entry.id, body: "Called", author: "Mina" } });
      await prisma.submissionAudit.create({ data: { submissionId: entry.id, actor: "Mina", action: "note" } });
    }
    await enqueueCrm(prisma, { email: request.email, tag: "Report", payload: {}, submissionId: request.id });
    await dropOutbox();
    const gone = await prisma.outboxMessage.findMany({ where: { submissionId: { in: [contact.id, request.id] } } });
    const keptMail = await prisma.outboxMessage.findFirstOrThrow({ where: { submissionId: kept.id } });
    // The contact's team mail and its sender's acknowledgement, the report's team mail (its sample
    // address at example.com is never acknowledged) and the CRM sync.
    expect(gone.map((message) => message.kind).sort()).toEqual(["crm", "email", "email", "email"]);
    for (const message of gone.filter((row) => row.kind === "email")) expect(copyOf(message)).toHaveLength(1);
    expect(copyOf(keptMail)).toHaveLength(1);

    const destroyed = await destroySubmissions(prisma, [contact.id, request.id, 999_999]);

    expect(destroyed).toEqual({
      submissions: 2,
      sourceRows: 2,
      files: 1,
      notes: 1,
      audit: 1,
      outbox: 4,
      unsubscribeTokens: 0,
      consentNotices: 0,
      mailCopies: 3,
    });
    expect(await prisma.submission.findMany({ where: { id: { in: [contact.id, request.id] } } })).toEqual([]);
    expect(await prisma.leadSubmission.findUnique({ where: { id: contact.sourceId } })).toBeNull();
    expect(await prisma.consultingRequest.findUnique({ where: { id: requestId } })).toBeNull();
    expect(await prisma.uploadedFile.findMany({ where: { requestId } })).toEqual([]);
    expect(filesUnder(site.uploadDir)).not.toContain(path.join("files", stored.storedName));
    expect(await prisma.submissionNote.count({ where: { submissionId: contact.id } })).toBe(0);
    expect(await prisma.submissionAudit.count({ where: { submissionId: contact.id } })).toBe(0);
    expect(await prisma.outboxMessage.findMany({ where: { id: { in: gone.map((row) => row.id) } } })).toEqual([]);
    for (const message of gone) expect(copyOf(message)).toEqual([]);
    // The other sender's entry keeps everything.
    expect(await prisma.leadSubmission.findUnique({ where: { id: kept.sourceId } })).not.toBeNull();
    expect(await prisma.submissionNote.count({ where: { submissionId: kept.id } })).toBe(1);
    expect(await prisma.submissionAudit.count({ where: { submissionId: kept.id } })).toBe(1);
    expect(await prisma.outboxMessage.count({ where: { submissionId: kept.id } })).toBe(2);
    expect(copyOf(keptMail)).toHaveLength(1);
  }, 30_000);

  it("destroys a newsletter address with its confirmation mail and tokens, and keeps its suppression", async () => {
    const { destroySubmissions } = await import("@/lib/privacy/destroy");
    const subscribe = await import("@/app/api/subscribe/route");
    const address = "reader@acme.test";
    const signUp = await subscribe.POST(
      jsonPost("/api/subscribe", { email: address, privacyConsent: true, marketingConsent: true }),
    );
    expect(signUp.status).toBe(202);
    await dropOutbox();
    const entry = await prisma.submission.findFirstOrThrow({ where: { kind: "newsletter", email: address } });
    const confirmation = await prisma.outboxMessage.findFirstOrThrow({ where: { recipient: address } });
    expect(copyOf(confirmation)).toHaveLength(1);
    expect(await prisma.unsubscribeToken.count({ where: { email: address } })).toBe(1);
    await prisma.marketingSuppression.create({ data: { email: address, withdrawnAt: new Date() } });

    const destroyed = await destroySubmissions(prisma, [entry.id]);

    expect(destroyed).toMatchObject({ submissions: 1, sourceRows: 1, outbox: 1, unsubscribeTokens: 1, mailCopies: 1 });
    expect(await prisma.newsletterSubscriber.findUnique({ where: { email: address } })).toBeNull();
    expect(await prisma.outboxMessage.count({ where: { recipient: address } })).toBe(0);
    expect(await prisma.unsubscribeToken.count({ where: { email: address } })).toBe(0);
    expect(copyOf(confirmation)).toEqual([]);
    expect(await prisma.marketingSuppression.count({ where: { email: address } })).toBe(1);
  }, 30_000);

  it("destroys what is kept by address (tokens, consent notices) once no other entry holds the address", async () => {
    const { destroySubmissions } = await import("@/lib/privacy/destroy");
    const { enqueueEmail } = await import("@/lib/mail/outbox");
    const { CONSENT_NOTICE_TAG } = await import("@/lib/privacy/consent-notice");
    const first = await sendContact("twice@acme.test");
    const second = await prisma.submission.update({
      where: { id: (await sendContact("twice-b@acme.test")).id },
      data: { email: "twice@acme.test" },
    });
    const address = "twice@acme.test";
    await prisma.unsubscribeToken.create({ data: { tokenHash: "a".repeat(64), email: address } });
    await prisma.marketingConsentNotice.create({ data: { email: address, consentAt: new Date(), sentAt: new Date() } });
    await enqueueEmail(prisma, { to: address, subject: "Notice", text: "Notice", tag: CONSENT_NOTICE_TAG });
    const held = () =>
      Promise.all([
        prisma.unsubscribeToken.count({ where: { email: address } }),
        prisma.marketingConsentNotice.count({ where: { email: address } }),
        prisma.outboxMessage.count({ where: { recipient: address, tag: CONSENT_NOTICE_TAG } }),
      ]);

    expect(await destroySubmissions(prisma, [first.id])).toMatchObject({ submissions: 1, unsubscribeTokens: 0 });
    expect(await held()).toEqual([1, 1, 1]);
    expect(await destroySubmissions(prisma, [second.id])).toMatchObject({
      submissions: 1,
      unsubscribeTokens: 1,
      consentNotices: 1,
    });
    expect(await held()).toEqual([0, 0, 0]);
  }, 30_000);

  it("does nothing for an empty list", async () => {
    const { destroySubmissions } = await import("@/lib/privacy/destroy");
    const before = await prisma.submission.count();
    expect((await destroySubmissions(prisma, [])).submissions).toBe(0);
    expect(await prisma.submission.count()).toBe(before);
  });
});
