/** @jest-environment node */
// Issue 48, points 3, 4 and 6: `npm run privacy:daily` (lib/privacy/daily.ts). Entries stored by the
// real handlers are dated back; one run destroys what is past its retention (rows in every table, files
// on disk) and keeps what had activity since, drops lapsed newsletter addresses, mails the two-yearly
// consent notice once (to a real SMTP server on loopback), destroys access-log entries past two years,
// logs itself once, and two runs at once do the work once.
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { createPrismaClient, type PrismaClient } from "@/lib/db/create-client";
import type { DailySettings } from "@/lib/privacy/daily";
import { freshIp, jsonPost } from "../support/api-request";
import { contactSubmit } from "../support/lead-payloads";
import { deliverOutbox } from "../support/mail-delivery";
import { startSmtpTestServer, type ReceivedMail, type SmtpTestServer } from "../support/smtp-test-server";
import { filesUnder, setupTempSite } from "../unit/report/support/api-env";
import { submitReportWithPlan } from "../support/report-submit";

const site = setupTempSite();
process.env.MAIL_DROP_DIR = path.join(site.dir, "mail");
process.env.RATE_LIMIT_PER_MINUTE = "600";
let prisma: PrismaClient;
let smtp: SmtpTestServer;
let daily: typeof import("@/lib/privacy/daily");

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);
const settings: DailySettings = { retention: { submissions: 1095, reports: 1826 }, accessLogDays: 730 };

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  prisma = createPrismaClient(site.databaseUrl);
  daily = await import("@/lib/privacy/daily");
  await Promise.all([
    import("@/app/api/main/email/route"),
    import("@/app/api/consulting-form/route"),
    import("@/app/api/subscribe/route"),
    import("@/app/api/unsubscribe/route"),
    import("@/lib/mail/worker"),
  ]);
}, 60_000);

afterAll(async () => {
  await smtp.close();
  await prisma.$disconnect();
});

/** A contact message sent through the form, then dated `days` back (entry, row and its e-mail). */
async function contactFrom(address: string, days: number, extra: object = {}) {
  const email = await import("@/app/api/main/email/route");
  const response = await email.POST(jsonPost("/api/main/email", { ...contactSubmit, email: address, ...extra }));
  expect(response.status).toBe(201);
  const entry = await prisma.submission.findFirstOrThrow({ where: { email: address } });
  const at = daysAgo(days);
  await prisma.leadSubmission.update({ where: { id: entry.sourceId }, data: { createdAt: at } });
  await prisma.outboxMessage.updateMany({ where: { submissionId: entry.id }, data: { createdAt: at } });
  return prisma.submission.update({ where: { id: entry.id }, data: { receivedAt: at, consentedAt: at } });
}

/** A report request with one file, dated `days` back; `won` when it became a contract (paid). */
async function reportFrom(days: number, status: "won" | "lost" = "won") {
  const requestId = await submitReportWithPlan();
  const at = daysAgo(days);
  const entry = await prisma.submission.update({
    where: { kind_sourceId: { kind: "report", sourceId: requestId } },
    data: { receivedAt: at, status },
  });
  await prisma.outboxMessage.updateMany({ where: { submissionId: entry.id }, data: { createdAt: at } });
  const file = await prisma.uploadedFile.findFirstOrThrow({ where: { requestId } });
  return { entry, file: path.join("files", file.storedName) };
}

async function signUp(address: string, locale: "ko" | "en" = "ko") {
  const subscribe = await import("@/app/api/subscribe/route");
  const headers = locale === "en" ? { headers: { "x-locale": "en" } } : {};
  const body = { email: address, privacyConsent: true, marketingConsent: true };
  expect((await subscribe.POST(jsonPost("/api/subscribe", body, headers))).status).toBe(202);
  return prisma.newsletterSubscriber.findUniqueOrThrow({ where: { email: address } });
}

/** Delivers the outbox to the SMTP server; the consent notices that arrived during the call. */
async function deliverNotices(): Promise<ReceivedMail[]> {
  const before = smtp.received.length;
  await deliverOutbox(prisma, smtp);
  return smtp.received.slice(before).filter((mail) => mail.headers["x-tag"] === "marketing-consent-notice");
}

const exists = async (id: number) => (await prisma.submission.findUnique({ where: { id } })) !== null;

describe("privacy:daily", () => {
  it("destroys what is past its retention with everything held about it, and keeps what is not", async () => {
    const old = await contactFrom("old@acme.test", 1200);
    await prisma.submissionNote.create({
      data: { submissionId: old.id, body: "Called", author: "Mina", createdAt: daysAgo(1150) },
    });
    await prisma.submissionAudit.create({
      data: { submissionId: old.id, actor: "Mina", action: "status", at: daysAgo(1150) },
    });
    const noted = await contactFrom("noted@acme.test", 1200);
    await prisma.submissionNote.create({
      data: { submissionId: noted.id, body: "Asked again", author: "Mina", createdAt: daysAgo(30) },
    });
    const followUp = await contactFrom("follow-up@acme.test", 1200);
    await prisma.submission.update({ where: { id: followUp.id }, data: { followUpAt: daysAgo(-10) } });
    const recent = await contactFrom("recent@acme.test", 100);
    const oldReport = await reportFrom(1900);
    const report = await reportFrom(1200);
    const unpaid = await reportFrom(1200, "lost");
    expect(filesUnder(site.uploadDir)).toEqual(expect.arrayContaining([oldReport.file, report.file]));

    const run = await daily.runPrivacyDaily(prisma, settings);

    expect(run).toMatchObject({ submissions: 2, reports: 1, reportFiles: 1 });
    // A request that never became a contract is a form's entry: three years, as its notice says.
    expect(await exists(unpaid.entry.id)).toBe(false);
    expect(filesUnder(site.uploadDir)).not.toContain(unpaid.file);
    expect(await exists(old.id)).toBe(false);
    expect(await prisma.leadSubmission.findUnique({ where: { id: old.sourceId } })).toBeNull();
    expect(await prisma.submissionNote.count({ where: { submissionId: old.id } })).toBe(0);
    expect(await prisma.submissionAudit.count({ where: { submissionId: old.id } })).toBe(0);
    expect(await prisma.outboxMessage.count({ where: { submissionId: { in: [old.id, oldReport.entry.id] } } })).toBe(0);
    expect(await exists(oldReport.entry.id)).toBe(false);
    expect(await prisma.consultingRequest.findUnique({ where: { id: oldReport.entry.sourceId } })).toBeNull();
    // A won report request is a contract record, kept five years; its files go after three.
    expect(await exists(report.entry.id)).toBe(true);
    expect(await prisma.uploadedFile.count({ where: { requestId: report.entry.sourceId } })).toBe(0);
    expect(filesUnder(site.uploadDir)).not.toContain(oldReport.file);
    expect(filesUnder(site.uploadDir)).not.toContain(report.file);
    for (const kept of [noted, followUp, recent]) {
      expect(await exists(kept.id)).toBe(true);
      expect(await prisma.leadSubmission.findUnique({ where: { id: kept.sourceId } })).not.toBeNull();
    }
    expect(await prisma.submissionNote.count({ where: { submissionId: noted.id } })).toBe(1);
  }, 60_000);

  it("destroys a job application sent through the contact form 180 days after it, as the policy says", async () => {
    // The postings ask applicants to use the contact form with the purpose "채용" (careers).
    const lapsed = await contactFrom("applicant-181@jobs.test", 181, { purpose: "careers" });
    const current = await contactFrom("applicant-179@jobs.test", 179, { purpose: "careers" });
    const inquiry = await contactFrom("inquiry-181@jobs.test", 181);

    const run = await daily.runPrivacyDaily(prisma, settings);

    expect(run).toMatchObject({ applications: 1 });
    expect(await exists(lapsed.id)).toBe(false);
    expect(await prisma.leadSubmission.findUnique({ where: { id: lapsed.sourceId } })).toBeNull();
    expect(await prisma.outboxMessage.count({ where: { submissionId: lapsed.id } })).toBe(0);
    for (const kept of [current, inquiry]) {
      expect(await exists(kept.id)).toBe(true);
      expect(await prisma.leadSubmission.findUnique({ where: { id: kept.sourceId } })).not.toBeNull();
    }
    expect(daily.describeRun(run!, settings)).toContain("1 job application(s) inactive for 180 days");
  }, 60_000);

  it("drops withdrawn and week-old unconfirmed newsletter addresses, keeping their suppression", async () => {
    const unsubscribe = await import("@/app/api/unsubscribe/route");
    const { hashLinkToken, newLinkToken } = await import("@/lib/leads/link-token");
    const withdrawn = await signUp("withdrawn@news.test");
    const token = newLinkToken();
    await prisma.unsubscribeToken.create({ data: { tokenHash: hashLinkToken(token), email: withdrawn.email } });
    const response = await unsubscribe.POST(
      new Request(`http://localhost:3000/api/unsubscribe?token=${token}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": freshIp() },
        body: "List-Unsubscribe=One-Click",
      }),
    );
    expect(response.status).toBe(200);
    // The withdrawal's result goes out first (정보통신망법 art. 50(7)); once sent, the run takes it too.
    const before = smtp.received.length;
    await deliverOutbox(prisma, smtp);
    const told = smtp.received.slice(before).filter((mail) => mail.to.includes("withdrawn@news.test"));
    expect(told.map((mail) => mail.headers["x-tag"])).toContain("marketing-consent-result");
    const lapsed = await signUp("lapsed@news.test");
    await prisma.newsletterSubscriber.update({ where: { id: lapsed.id }, data: { confirmSentAt: daysAgo(8) } });
    const waiting = await signUp("waiting@news.test");
    await prisma.newsletterSubscriber.update({ where: { id: waiting.id }, data: { confirmSentAt: daysAgo(6) } });
    const reader = await signUp("reader@news.test");
    await prisma.newsletterSubscriber.update({
      where: { id: reader.id },
      data: { status: "confirmed", confirmedAt: daysAgo(400), confirmSentAt: daysAgo(400) },
    });

    const run = await daily.runPrivacyDaily(prisma, settings);

    expect(run).toMatchObject({ subscribers: 2 });
    const left = await prisma.newsletterSubscriber.findMany({ orderBy: { email: "asc" }, select: { email: true } });
    expect(left.map((row) => row.email)).toEqual(["reader@news.test", "waiting@news.test"]);
    for (const address of ["withdrawn@news.test", "lapsed@news.test"]) {
      expect(await prisma.submission.count({ where: { kind: "newsletter", email: address } })).toBe(0);
      expect(await prisma.unsubscribeToken.count({ where: { email: address } })).toBe(0);
      expect(await prisma.outboxMessage.count({ where: { recipient: address } })).toBe(0);
    }
    expect(await prisma.marketingSuppression.findUnique({ where: { email: "withdrawn@news.test" } })).not.toBeNull();
    expect(await prisma.unsubscribeToken.count({ where: { email: "reader@news.test" } })).toBe(1);
  }, 60_000);

  it("drops privacy requests never verified within a week, and answered ones once their three years are up", async () => {
    const request = (email: string, data: object) =>
      prisma.privacyRequest.create({
        data: {
          name: "Ada Kim",
          email,
          right: "access",
          locale: "en",
          consentVersion: "2026-11-28",
          consentedAt: daysAgo(1200),
          ...data,
        },
      });
    await request("unverified@rights.test", { status: "pending", verifySentAt: daysAgo(8) });
    await request("just-sent@rights.test", { status: "pending", verifySentAt: daysAgo(6) });
    await request("answered-long-ago@rights.test", {
      status: "answered",
      verifiedAt: daysAgo(1200),
      answeredAt: daysAgo(settings.retention.submissions + 1),
    });
    await request("answered@rights.test", { status: "answered", verifiedAt: daysAgo(40), answeredAt: daysAgo(30) });
    await request("open@rights.test", { status: "open", verifiedAt: daysAgo(1200), dueAt: daysAgo(1190) });

    const run = await daily.runPrivacyDaily(prisma, settings);

    expect(run).toMatchObject({ privacyRequests: 2 });
    const left = await prisma.privacyRequest.findMany({ orderBy: { email: "asc" }, select: { email: true } });
    expect(left.map((row) => row.email)).toEqual(["answered@rights.test", "just-sent@rights.test", "open@rights.test"]);
  });

  it("mails the two-yearly consent notice once, in the person's language, with the date and the way out", async () => {
    await deliverNotices(); // what earlier tests queued
    const subscriber = await signUp("two-years@news.test", "en");
    await prisma.newsletterSubscriber.update({
      where: { id: subscriber.id },
      data: { status: "confirmed", consentAt: new Date("2024-03-05T03:00:00Z"), confirmedAt: daysAgo(900) },
    });
    const sender = await contactFrom("opted-in@acme.test", 10, { marketingConsent: true });
    await prisma.submission.update({
      where: { id: sender.id },
      data: { consentedAt: new Date("2024-06-10T03:00:00Z") },
    });
    const withdrew = await contactFrom("withdrew@acme.test", 10, { marketingConsent: true });
    await prisma.submission.update({
      where: { id: withdrew.id },
      data: { consentedAt: new Date("2024-06-10T03:00:00Z") },
    });
    await prisma.marketingSuppression.create({ data: { email: "withdrew@acme.test", withdrawnAt: daysAgo(5) } });
    const young = await signUp("young@news.test");
    await prisma.newsletterSubscriber.update({
      where: { id: young.id },
      data: { status: "confirmed", consentAt: daysAgo(700), confirmedAt: daysAgo(700) },
    });

    expect(await daily.runPrivacyDaily(prisma, settings)).toMatchObject({ notices: 2 });
    const mails = await deliverNotices();

    expect(mails.map((mail) => mail.to[0]).sort()).toEqual(["opted-in@acme.test", "two-years@news.test"]);
    const english = mails.find((mail) => mail.to[0] === "two-years@news.test")!;
    expect(english.text).toContain("On March 5, 2024 you agreed to receive advertising e-mail");
    expect(english.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    const korean = mails.find((mail) => mail.to[0] === "opted-in@acme.test")!;
    expect(korean.text).toContain("2024년 6월 10일에");
    expect(korean.text).toContain("수신을 원하지 않으시면 아래 링크에서 로그인 없이 바로 거부할 수 있습니다.");
    // The link in the text is a working one-click withdrawal.
    const link = /https:\/\/www\.example\.com\/en\/newsletter\/unsubscribe\?token=([A-Za-z0-9_-]+)/.exec(english.text);
    expect(link).not.toBeNull();
    const { withdrawMarketing } = await import("@/lib/leads/unsubscribe");
    expect(await withdrawMarketing(prisma, link![1]!, "ko")).toBe(true);
    expect(await prisma.marketingConsentNotice.findUnique({ where: { email: "opted-in@acme.test" } })).toMatchObject({
      consentAt: new Date("2024-06-10T03:00:00Z"),
    });

    expect(await daily.runPrivacyDaily(prisma, settings)).toMatchObject({ notices: 0 });
    expect(await deliverNotices()).toEqual([]);
  }, 60_000);

  it("destroys access-log entries older than two years, keeps the rest, and logs each run once, without personal data", async () => {
    const entry = (days: number, target: string) => ({
      at: daysAgo(days),
      accountId: null,
      email: "mina@staff.test",
      action: "submission.view",
      target,
      ip: "198.51.100.7",
    });
    await prisma.accessLogEntry.createMany({ data: [entry(731, "lead/1"), entry(729, "lead/2")] });
    const runsBefore = await prisma.accessLogEntry.count({ where: { action: "privacy.daily" } });

    const run = await daily.runPrivacyDaily(prisma, settings);

    expect(run).toMatchObject({ accessLog: 1 });
    const views = await prisma.accessLogEntry.findMany({ where: { action: "submission.view" } });
    expect(views.map((row) => row.target)).toEqual(["lead/2"]);
    const runs = await prisma.accessLogEntry.findMany({ where: { action: "privacy.daily" }, orderBy: { id: "asc" } });
    expect(runs).toHaveLength(runsBefore + 1);
    const last = runs.at(-1)!;
    expect(last).toMatchObject({ accountId: null, email: "privacy-daily", target: null });
    expect(last.detail).toEqual({ ...run });
    expect(JSON.stringify(last.detail)).not.toContain("@");
  }, 60_000);

  it("runs once when two processes start it at the same moment", async () => {
    const second = createPrismaClient(site.databaseUrl);
    try {
      await contactFrom("race@acme.test", 1200);
      const runsBefore = await prisma.accessLogEntry.count({ where: { action: "privacy.daily" } });
      const runs = await Promise.all([
        daily.runPrivacyDaily(prisma, settings),
        daily.runPrivacyDaily(second, settings),
      ]);
      expect(runs.filter((run) => run === null)).toHaveLength(1);
      expect(runs.find((run) => run !== null)).toMatchObject({ submissions: 1 });
      expect(await prisma.accessLogEntry.count({ where: { action: "privacy.daily" } })).toBe(runsBefore + 1);
      // The server's schedule: it ran just now, so an instance asking is told it is not due.
      expect(await daily.runPrivacyDaily(second, settings, { onlyIfDue: true })).toBeNull();
    } finally {
      await second.$disconnect();
    }
  }, 60_000);
});
