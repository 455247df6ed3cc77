/** @jest-environment node */
// Answering a lead from its page: the reply goes through the outbox from the team's address to the
// lead's own, Reply-To the staff member, threaded under the acknowledgement the lead received (not the
// team's notification, which they never saw); the history shows it with its delivery, and a new lead
// becomes "contacted".
import { jsonRequest, params, setupTestDatabase, submitContactLeads } from "./blog-harness";
import { signInAs } from "./staff-harness";
import { decodedHeader, setupMailedSite } from "../support/mail-delivery";

const prisma = setupTestDatabase();
const { smtp, deliver } = setupMailedSite(prisma);
let ids: number[] = [];

beforeAll(async () => {
  Object.assign(process.env, { TEAM_LOCALE: "en", TEAM_TIME_ZONE: "Asia/Seoul" });
  ids = await submitContactLeads(prisma);
  // The team's notifications and acknowledgements go out first, as they would have long before.
  await deliver();
}, 60_000);

async function reply(cookie: string, id: number, body: unknown, headers: Record<string, string> = {}) {
  const { POST } = await import("@/app/api/staff/submissions/[kind]/[id]/reply/route");
  const request = jsonRequest("POST", `/api/staff/submissions/contact/${id}/reply`, body, cookie);
  request.headers.set("x-locale", "en");
  for (const [name, value] of Object.entries(headers)) request.headers.set(name, value);
  return POST(request, params({ kind: "contact", id: String(id) }));
}

const entry = (id: number) => prisma.submission.findFirstOrThrow({ where: { kind: "contact", sourceId: id } });
const answer = { language: "en", subject: "Your enquiry to Acme", body: "Dear Ann,\n\nWe can call you on Monday." };

describe("answering a lead", () => {
  it("mails the lead from the team's address, Reply-To the writer, threaded under their acknowledgement", async () => {
    const cookie = await signInAs("Seojun", "marketing");
    const lead = await entry(ids[0]!);
    // The acknowledgement the lead received, as it arrived: the reply threads under its Message-ID.
    const acknowledgement = await prisma.outboxMessage.findFirstOrThrow({
      where: { submissionId: lead.id, kind: "email", tag: "acknowledgement" },
    });
    // The one mail the lead has had so far.
    const received = smtp.received.find((mail) => mail.to.includes("ann@acme.test"));
    expect(decodedHeader(received?.headers.subject)).toBe(acknowledgement.subject);
    const threadId = received!.headers["message-id"]!;
    expect(threadId).toBe(`<outbox-${acknowledgement.id}-${acknowledgement.createdAt.getTime()}@www.example.test>`);
    // Not the team's notification, which went to the team's inbox alone.
    const team = await prisma.outboxMessage.findFirstOrThrow({
      where: { submissionId: lead.id, kind: "email", tag: { not: "acknowledgement" } },
      orderBy: { id: "asc" },
    });
    const notification = smtp.received.find((mail) => mail.headers.subject === team.subject);
    expect(notification?.to).not.toContain("ann@acme.test");
    expect(notification?.headers["message-id"]).not.toBe(threadId);

    const before = smtp.received.length;
    const response = await reply(cookie, ids[0]!, answer);
    expect(response.status).toBe(201);
    const { outboxId, status } = (await response.json()) as { outboxId: number; status: string };
    expect(status).toBe("contacted");
    expect((await prisma.outboxMessage.findUniqueOrThrow({ where: { id: outboxId } })).status).toBe("pending");

    await deliver();
    const mails = smtp.received.slice(before);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.to).toEqual(["ann@acme.test"]);
    expect(mail.headers.from).toBe("Site <site@test>");
    expect(mail.headers["reply-to"]).toBe("Seojun <seojun@staff.test>");
    expect(mail.headers["in-reply-to"]).toBe(threadId);
    expect(mail.headers.references).toBe(threadId);
    expect(mail.headers.subject).toBe("Your enquiry to Acme");
    expect(mail.text.trim()).toBe("Dear Ann,\n\nWe can call you on Monday.");

    const after = await prisma.submission.findUniqueOrThrow({ where: { id: lead.id }, include: { audit: true } });
    expect(after.status).toBe("contacted");
    expect(after.statusChangedBy).toBe("Seojun");
    expect(after.audit.map((row) => [row.actor, row.action, row.oldValue, row.newValue])).toEqual([
      ["Seojun", "reply", null, String(outboxId)],
      ["Seojun", "status", "new", "contacted"],
    ]);
    expect((await prisma.outboxMessage.findUniqueOrThrow({ where: { id: outboxId } })).status).toBe("sent");
    const log = await prisma.accessLogEntry.findMany({
      where: { target: `contact/${ids[0]}`, action: { in: ["submission.reply", "submission.status"] } },
      orderBy: { id: "asc" },
    });
    expect(log.map((row) => [row.email, row.action, row.detail])).toEqual([
      ["seojun@staff.test", "submission.reply", { outboxId }],
      ["seojun@staff.test", "submission.status", { from: "new", to: "contacted" }],
    ]);

    // The lead's page (its API) lists the answer with its delivery, and the notification stays the team's.
    const { GET } = await import("@/app/api/staff/submissions/[kind]/[id]/route");
    const detail = await GET(
      jsonRequest("GET", `/api/staff/submissions/contact/${ids[0]}`, undefined, cookie),
      params({ kind: "contact", id: String(ids[0]) }),
    );
    const body = (await detail.json()) as {
      submission: { notifications: { id: number; tag: string; status: string; subject: string }[] };
      delivery: { outboxId: number };
    };
    expect(body.submission.notifications.find((row) => row.id === outboxId)).toMatchObject({
      tag: "lead-reply",
      status: "sent",
      subject: "Your enquiry to Acme",
    });
    expect(body.delivery.outboxId).not.toBe(outboxId);
  }, 30_000);

  it("leaves a status other than new as it is", async () => {
    const cookie = await signInAs("Seojun", "marketing");
    const { PATCH } = await import("@/app/api/staff/submissions/[kind]/[id]/route");
    const patch = jsonRequest("PATCH", `/api/staff/submissions/contact/${ids[1]}`, { status: "qualified" }, cookie);
    expect((await PATCH(patch, params({ kind: "contact", id: String(ids[1]) }))).status).toBe(200);
    const response = await reply(cookie, ids[1]!, { ...answer, language: "ko", subject: "문의에 답변드립니다" });
    expect(response.status).toBe(201);
    expect(((await response.json()) as { status: string }).status).toBe("qualified");
    const lead = await prisma.submission.findUniqueOrThrow({
      where: { id: (await entry(ids[1]!)).id },
      include: { audit: { orderBy: { id: "asc" } } },
    });
    expect(lead.status).toBe("qualified");
    expect(lead.audit.map((row) => row.action)).toEqual(["status", "reply"]);
    // Again, on a lead that is contacted already: still one status change in its history.
    expect((await reply(cookie, ids[0]!, answer)).status).toBe(201);
    const first = await prisma.submissionAudit.findMany({ where: { submissionId: (await entry(ids[0]!)).id } });
    expect(first.filter((row) => row.action === "status")).toHaveLength(1);
    await deliver();
  }, 30_000);

  it("shows an answer the mail server refuses for good as failed", async () => {
    const cookie = await signInAs("Seojun", "marketing");
    smtp.rejectRecipient("cy@acme.test");
    try {
      const response = await reply(cookie, ids[2]!, answer);
      expect(response.status).toBe(201);
      const { outboxId } = (await response.json()) as { outboxId: number };
      await deliver();
      const row = await prisma.outboxMessage.findUniqueOrThrow({ where: { id: outboxId } });
      expect(row.status).toBe("failed");
      expect(row.lastError).toMatch(/550/);
    } finally {
      smtp.acceptRecipient("cy@acme.test");
    }
  }, 30_000);

  it("refuses accounts without the marketing role, other sites' pages and bad input, queueing nothing", async () => {
    const queued = await prisma.outboxMessage.count();
    const editor = await signInAs("Editor Eun", "editor");
    const refused = await reply(editor, ids[2]!, answer);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: expect.any(String) });
    expect((await reply("", ids[2]!, answer)).status).toBe(401);

    const cookie = await signInAs("Seojun", "marketing");
    const crossSite = await reply(cookie, ids[2]!, answer, { origin: "https://evil.test", host: "localhost:3000" });
    expect(crossSite.status).toBe(403);

    const blank = await reply(cookie, ids[2]!, { ...answer, subject: "  " });
    expect(blank.status).toBe(400);
    expect(await blank.json()).toEqual({
      message: "Please correct the highlighted fields.",
      fieldErrors: { subject: ["Write a subject of 1 to 200 characters."] },
    });
    // PIPA: an answer goes to the lead's own address; a request naming another is refused.
    const elsewhere = await reply(cookie, ids[2]!, { ...answer, to: "someone@else.test" });
    expect(elsewhere.status).toBe(400);
    const french = await reply(cookie, ids[2]!, { ...answer, language: "fr" });
    expect((await french.json()).fieldErrors).toEqual({ language: ["Choose Korean or English."] });
    expect((await reply(cookie, 999_999, answer)).status).toBe(404);
    expect(await prisma.outboxMessage.count()).toBe(queued);
  }, 30_000);
});
