/** @jest-environment node */
// Leads with an owner: assigning one (the owner is e-mailed through the outbox), a follow-up date,
// the inbox's "mine" and overdue filters, selected rows changed at once, and the dashboard's counts.
import { jsonRequest, params, setupTestDatabase, submitContactLeads } from "./blog-harness";
import { ensureStaffAccount, signInAs, staffEmail } from "./staff-harness";
import { deliverOutbox, setupMailedSite } from "../support/mail-delivery";
import { jsonPost } from "../support/api-request";

const prisma = setupTestDatabase();
const { smtp } = setupMailedSite(prisma);
let ids: number[] = [];
let minji = "";
let seojun = "";

beforeAll(async () => {
  Object.assign(process.env, { TEAM_LOCALE: "en", TEAM_TIME_ZONE: "Asia/Seoul" });
  ids = await submitContactLeads(prisma);
  minji = await ensureStaffAccount("Minji", "marketing");
  seojun = await ensureStaffAccount("Seojun", "marketing");
  await ensureStaffAccount("Editor Eun", "editor");
  await prisma.outboxMessage.updateMany({ data: { status: "sent" } });
}, 60_000);

const english = (request: Request) => {
  request.headers.set("x-locale", "en");
  return request;
};

async function patch(cookie: string, id: number, body: unknown) {
  const { PATCH } = await import("@/app/api/staff/submissions/[kind]/[id]/route");
  const url = `/api/staff/submissions/contact/${id}`;
  return PATCH(english(jsonRequest("PATCH", url, body, cookie)), params({ kind: "contact", id: String(id) }));
}

async function inbox(cookie: string, query: string) {
  const { GET } = await import("@/app/api/staff/submissions/route");
  const response = await GET(english(jsonRequest("GET", `/api/staff/submissions${query}`, undefined, cookie)));
  expect(response.status).toBe(200);
  return ((await response.json()) as { rows: { sourceId: number }[] }).rows.map((row) => row.sourceId).sort();
}

const deliver = () => deliverOutbox(prisma, smtp);

describe("assigning an owner", () => {
  it("sets the owner and the follow-up date, e-mails the owner, and records both in the history and the access log", async () => {
    const cookie = await signInAs("Seojun", "marketing");
    const before = smtp.received.length;
    const response = await patch(cookie, ids[0]!, { owner: minji, followUp: "2020-01-06" });
    expect(response.status).toBe(200);
    const row = await prisma.submission.findFirstOrThrow({ where: { kind: "contact", sourceId: ids[0] } });
    expect(row.ownerId).toBe(minji);
    // The start of that day in Seoul.
    expect(row.followUpAt?.toISOString()).toBe("2020-01-05T15:00:00.000Z");

    await deliver();
    const mails = smtp.received.slice(before);
    expect(mails.map((mail) => mail.to)).toEqual([["minji@staff.test"]]);
    expect(mails[0]!.headers.subject).toMatch(/A lead for you: Ann Lee, Acme$/);
    expect(mails[0]!.text).toContain("Seojun made you the owner of this lead.");
    expect(mails[0]!.text).toContain("Follow up by: 2020-01-06");
    expect(mails[0]!.text).toContain(`https://www.example.test/en/staff/submissions/contact/${ids[0]}`);

    const audit = await prisma.submissionAudit.findMany({ where: { submissionId: row.id }, orderBy: { id: "asc" } });
    expect(audit.map((entry) => [entry.actor, entry.action, entry.oldValue, entry.newValue])).toEqual([
      ["Seojun", "owner", null, "Minji"],
      ["Seojun", "followUp", null, "2020-01-06"],
    ]);
    const log = await prisma.accessLogEntry.findMany({
      where: { target: `contact/${ids[0]}`, action: { startsWith: "submission." } },
      orderBy: { id: "asc" },
    });
    expect(log.map((entry) => [entry.email, entry.action, entry.detail])).toEqual([
      ["seojun@staff.test", "submission.owner", { from: null, to: "minji@staff.test" }],
      ["seojun@staff.test", "submission.follow-up", { from: null, to: "2020-01-06" }],
    ]);
  }, 30_000);

  it("sends no e-mail to someone who takes a lead themselves", async () => {
    const cookie = await signInAs("Seojun", "marketing");
    const queued = await prisma.outboxMessage.count();
    expect((await patch(cookie, ids[1]!, { owner: seojun })).status).toBe(200);
    expect(await prisma.outboxMessage.count()).toBe(queued);
  });

  it("refuses an owner who is not an enabled marketing account, naming the field", async () => {
    const cookie = await signInAs("Seojun", "marketing");
    const editor = await ensureStaffAccount("Editor Eun", "editor");
    for (const owner of [editor, "no-such-account"]) {
      const response = await patch(cookie, ids[2]!, { owner });
      expect(response.status).toBe(400);
      expect((await response.json()).fieldErrors).toEqual({
        owner: ["Choose an active marketing account as the owner."],
      });
    }
    const bad = await patch(cookie, ids[2]!, { followUp: "next week" });
    expect(bad.status).toBe(400);
    expect((await bad.json()).fieldErrors).toEqual({ followUp: ["Enter a follow-up date as YYYY-MM-DD."] });
  });
});

describe("the inbox's owner filters", () => {
  it("lists my leads, nobody's leads, and overdue follow-ups (closed leads left out)", async () => {
    const minjiCookie = await signInAs("Minji", "marketing");
    const seojunCookie = await signInAs("Seojun", "marketing");
    expect(await inbox(minjiCookie, "?owner=mine")).toEqual([ids[0]]);
    expect(await inbox(seojunCookie, "?owner=mine")).toEqual([ids[1]]);
    expect(await inbox(seojunCookie, "?owner=none&kind=contact")).toEqual([ids[2]]);
    expect(await inbox(seojunCookie, "?overdue=yes")).toEqual([ids[0]]);
    expect((await patch(minjiCookie, ids[0]!, { status: "won" })).status).toBe(200);
    expect(await inbox(seojunCookie, "?overdue=yes")).toEqual([]);
    expect((await patch(minjiCookie, ids[0]!, { status: "contacted" })).status).toBe(200);

    const { GET } = await import("@/app/api/staff/submissions/route");
    const bad = await GET(
      english(jsonRequest("GET", "/api/staff/submissions?owner=every%20one", undefined, minjiCookie)),
    );
    expect(bad.status).toBe(400);
    expect((await bad.json()).fieldErrors).toEqual({
      owner: ["Choose mine, none or a staff account as the owner filter."],
    });
  });

  it("counts unassigned leads and overdue follow-ups on the dashboard, as the inbox views they link to", async () => {
    const { leadCounts } = await import("@/lib/submissions/dashboard");
    const cookie = await signInAs("Minji", "marketing");
    // A newsletter subscriber is nobody's to work: not an unassigned lead.
    const { POST } = await import("@/app/api/subscribe/route");
    const reader = { email: "reader@news.test", privacyConsent: true, marketingConsent: true };
    const subscribed = await POST(jsonPost("/api/subscribe", reader));
    expect(subscribed.status).toBe(202);
    const counts = await leadCounts(prisma, "Asia/Seoul");
    const unassigned = await inbox(cookie, "?kind=not-newsletter&owner=none&pageSize=200");
    expect(counts).toEqual({
      unassigned: unassigned.length,
      overdue: (await inbox(cookie, "?overdue=yes&pageSize=200")).length,
    });
    expect((await inbox(cookie, "?owner=none&pageSize=200")).length).toBe(unassigned.length + 1);
    expect(counts.overdue).toBe(1);
  });
});

describe("changing selected rows at once", () => {
  const bulk = async (cookie: string, body: unknown) => {
    const { POST } = await import("@/app/api/staff/submissions/bulk/route");
    return POST(english(jsonRequest("POST", "/api/staff/submissions/bulk", body, cookie)));
  };

  /** Seojun changes the second and third leads at once; both changed. `since` is from before the change. */
  async function changeBoth(change: object) {
    const cookie = await signInAs("Seojun", "marketing");
    const items = [`contact/${ids[1]}`, `contact/${ids[2]}`];
    const since = new Date();
    const response = await bulk(cookie, { items, ...change });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ changed: 2 });
    return { cookie, items, since };
  }

  it("sets the status and the owner of every selected row, each audited", async () => {
    const { items, since } = await changeBoth({ status: "qualified", owner: minji });
    const rows = await prisma.submission.findMany({ where: { kind: "contact", sourceId: { in: [ids[1]!, ids[2]!] } } });
    expect(rows.map((row) => [row.status, row.ownerId])).toEqual([
      ["qualified", minji],
      ["qualified", minji],
    ]);
    const logged = await prisma.accessLogEntry.count({
      where: {
        email: "seojun@staff.test",
        action: { in: ["submission.status", "submission.owner"] },
        target: { in: items },
        at: { gte: since },
      },
    });
    expect(logged).toBe(4);
  });

  it("sets the follow-up date and marks spam on every selected row, each in the history and the access log", async () => {
    const { cookie, items, since } = await changeBoth({ followUp: "2031-03-02", spam: true });
    const rows = await prisma.submission.findMany({
      where: { kind: "contact", sourceId: { in: [ids[1]!, ids[2]!] } },
      include: { audit: { where: { at: { gte: since } }, orderBy: { id: "asc" } } },
    });
    expect(rows.map((row) => [row.followUpAt?.toISOString(), row.isSpam])).toEqual([
      ["2031-03-01T15:00:00.000Z", true],
      ["2031-03-01T15:00:00.000Z", true],
    ]);
    expect(rows[0]!.audit.map((entry) => [entry.actor, entry.action, entry.newValue])).toEqual([
      ["Seojun", "spam", "true"],
      ["Seojun", "followUp", "2031-03-02"],
    ]);
    const logged = await prisma.accessLogEntry.findMany({
      where: { email: "seojun@staff.test", target: { in: items }, at: { gte: since } },
      select: { action: true },
    });
    expect(logged.map((entry) => entry.action).sort()).toEqual([
      "submission.follow-up",
      "submission.follow-up",
      "submission.spam",
      "submission.spam",
    ]);
    // Back out of spam, so the inbox lists them again.
    expect((await bulk(cookie, { items, spam: false })).status).toBe(200);
    expect(
      await prisma.submission.count({ where: { kind: "contact", sourceId: { in: [ids[1]!, ids[2]!] }, isSpam: true } }),
    ).toBe(0);
  });

  it("changes nothing when a selected row does not exist (404), and refuses an empty selection (400)", async () => {
    const cookie = await signInAs("Seojun", "marketing");
    const missing = await bulk(cookie, { items: [`contact/${ids[1]}`, "contact/999999"], status: "lost" });
    expect(missing.status).toBe(404);
    expect((await prisma.submission.findFirstOrThrow({ where: { kind: "contact", sourceId: ids[1] } })).status).toBe(
      "qualified",
    );
    const empty = await bulk(cookie, { items: [], status: "lost" });
    expect(empty.status).toBe(400);
    expect((await empty.json()).fieldErrors).toEqual({ items: ["Choose from 1 to 200 submissions."] });
    const nothing = await bulk(cookie, { items: [`contact/${ids[1]}`] });
    expect(nothing.status).toBe(400);
    expect((await nothing.json()).fieldErrors).toEqual({
      _root: ["Send a status, an owner, a follow-up date or the spam flag."],
    });
  });

  it("is refused to an editor (403 naming the role)", async () => {
    const cookie = await signInAs("Editor Eun", "editor");
    const response = await bulk(cookie, { items: [`contact/${ids[1]}`], status: "lost" });
    expect(response.status).toBe(403);
    expect((await response.json()).message).toBe("This needs the marketing role.");
    expect(staffEmail("Editor Eun")).toBe("editor.eun@staff.test");
  });
});
