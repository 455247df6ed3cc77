/** @jest-environment node */
// The access log: one marketer's morning recorded row by row (account, client address, action,
// target, detail); admins read it filtered and export it as CSV; nobody edits or deletes it through
// the site; the server prunes rows past ACCESS_LOG_RETENTION_DAYS (two years at least).
import { jsonRequest, params, setupTestDatabase } from "./blog-harness";
import { ensureStaffAccount, sessionCookieOf, signInAs, staffEmail } from "./staff-harness";
import { contactSubmit } from "../support/lead-payloads";
import { jsonPost } from "../support/api-request";
import { submitReportWithPlan } from "../support/report-submit";

Object.assign(process.env, { TEAM_LOCALE: "en" });

const prisma = setupTestDatabase();
let contactId = 0;
let reportId = 0;
let fileId = 0;

beforeAll(async () => {
  const email = await import("@/app/api/main/email/route");
  const contact = { ...contactSubmit, company: "Acme", message: "Call me" };
  expect((await email.POST(jsonPost("/api/main/email", contact))).status).toBe(201);
  contactId = (await prisma.submission.findFirstOrThrow({ where: { kind: "contact" } })).sourceId;
  reportId = await submitReportWithPlan();
  fileId = (await prisma.uploadedFile.findFirstOrThrow({ where: { requestId: reportId } })).id;
}, 60_000);

describe("one marketer's morning", () => {
  it("is in the log row by row: sign-in, inbox, search, view, download, export, status, note, owner, follow-up, resend, sign-out", async () => {
    const ip = "198.51.100.7";
    const at = (method: string, url: string, body?: unknown, cookie?: string) =>
      jsonRequest(method, url, body, cookie, ip);
    const session = await import("@/app/api/staff/session/route");
    await signInAs("Morning", "marketing"); // makes the account
    const colleague = await ensureStaffAccount("Colleague", "marketing");
    const since = new Date();
    const signIn = await session.POST(
      at("POST", "/api/staff/session", { email: staffEmail("Morning"), password: "test-password-for-api-tests" }),
    );
    expect(signIn.status).toBe(200);
    const cookie = sessionCookieOf(signIn);

    // A page of the inbox shows names and addresses: logged with its query and the rows it showed,
    // once while the same rows come back under the same query (a refresh after each change).
    const inbox = await import("@/app/api/staff/submissions/route");
    for (const query of ["", "", "?q=acme", "?q=acme"]) {
      expect((await inbox.GET(at("GET", `/api/staff/submissions${query}`, undefined, cookie))).status).toBe(200);
    }

    const detail = await import("@/app/api/staff/submissions/[kind]/[id]/route");
    const contactRef = params({ kind: "contact", id: String(contactId) });
    const contactUrl = `/api/staff/submissions/contact/${contactId}`;
    expect((await detail.GET(at("GET", contactUrl, undefined, cookie), contactRef)).status).toBe(200);

    const file = await import("@/app/[locale]/(staff)/staff/files/[id]/route");
    const download = await file.GET(
      at("GET", `/en/staff/files/${fileId}`, undefined, cookie),
      params({ locale: "en", id: String(fileId) }),
    );
    expect(download.status).toBe(200);
    await download.arrayBuffer();

    const exporter = await import("@/app/api/staff/submissions/export/route");
    const exported = await exporter.GET(
      at("GET", "/api/staff/submissions/export?format=csv&kind=contact&status=new", undefined, cookie),
    );
    expect(exported.status).toBe(200);
    await exported.arrayBuffer();

    expect((await detail.PATCH(at("PATCH", contactUrl, { status: "contacted" }, cookie), contactRef)).status).toBe(200);
    expect(
      (await detail.PATCH(at("PATCH", contactUrl, { note: "Called, she wants a demo" }, cookie), contactRef)).status,
    ).toBe(200);

    const handOver = { owner: colleague, followUp: "2031-01-10" };
    expect((await detail.PATCH(at("PATCH", contactUrl, handOver, cookie), contactRef)).status).toBe(200);

    const entry = await prisma.submission.findFirstOrThrow({
      where: { kind: "report" },
      include: { notifications: true },
    });
    const outboxId = entry.notifications[0]!.id;
    await prisma.outboxMessage.update({ where: { id: outboxId }, data: { status: "failed" } });
    const resend = await import("@/app/api/staff/submissions/[kind]/[id]/resend/route");
    const resent = await resend.POST(
      at("POST", `/api/staff/submissions/report/${reportId}/resend`, { outboxId }, cookie),
      params({ kind: "report", id: String(reportId) }),
    );
    expect(resent.status).toBe(200);

    expect((await session.DELETE(at("DELETE", "/api/staff/session", undefined, cookie))).status).toBe(200);

    const account = await prisma.staffUser.findUniqueOrThrow({ where: { email: staffEmail("Morning") } });
    const rows = await prisma.accessLogEntry.findMany({ where: { at: { gte: since } }, orderBy: { id: "asc" } });
    expect(
      rows.every((row) => row.accountId === account.id && row.email === "morning@staff.test" && row.ip === ip),
    ).toBe(true);
    expect(rows.map((row) => [row.action, row.target, row.detail])).toEqual([
      ["sign-in", null, null],
      ["submission.list", `report/${reportId} contact/${contactId}`, { view: "", total: 2 }],
      ["submission.list", `contact/${contactId}`, { view: "?q=acme", total: 1 }],
      ["submission.view", `contact/${contactId}`, null],
      ["file.download", `file/${fileId}`, null],
      [
        "export",
        `contact/${contactId}`,
        { filters: { kind: "contact", status: "new", spam: "hide", sort: "-receivedAt" }, format: "csv", rows: 1 },
      ],
      ["submission.status", `contact/${contactId}`, { from: "new", to: "contacted" }],
      ["submission.note", `contact/${contactId}`, null],
      ["submission.owner", `contact/${contactId}`, { from: null, to: "colleague@staff.test" }],
      ["submission.follow-up", `contact/${contactId}`, { from: null, to: "2031-01-10" }],
      ["submission.resend", `report/${reportId}`, { outboxId }],
      ["sign-out", null, null],
    ]);
    for (const row of rows) expect(row.at.getTime()).toBeGreaterThanOrEqual(since.getTime());
  }, 30_000);
});

describe("/staff/access-log export (admins)", () => {
  const exportLog = async (query: string, cookie: string) => {
    const { GET } = await import("@/app/api/staff/access-log/export/route");
    const request = jsonRequest("GET", `/api/staff/access-log/export${query}`, undefined, cookie);
    request.headers.set("x-locale", "en");
    return GET(request);
  };

  it("exports the filtered view as CSV, and records the export", async () => {
    const admin = await signInAs("Auditor", "admin");
    const response = await exportLog("?account=morning&action=submission.view", admin);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /attachment; filename="access-log-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = Buffer.from(await response.arrayBuffer())
      .toString("utf8")
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\n");
    expect(lines[0]).toBe("Time,Account,Action,Target,Detail,Client address");
    expect(lines.slice(1)).toHaveLength(1);
    expect(lines[1]).toMatch(
      new RegExp(`,morning@staff\\.test,submission\\.view,contact/${contactId},,198\\.51\\.100\\.7$`),
    );
    const logged = await prisma.accessLogEntry.findFirstOrThrow({
      where: { action: "access-log.export" },
      orderBy: { id: "desc" },
    });
    expect([logged.email, logged.detail]).toEqual([
      "auditor@staff.test",
      { filters: { account: "morning", action: "submission.view" } },
    ]);
  });

  it("is refused to a marketer (403 naming the role) and responds to bad filters with 400", async () => {
    const marketer = await signInAs("Morning", "marketing");
    const refused = await exportLog("", marketer);
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toBe("This needs the admin role.");
    const admin = await signInAs("Auditor", "admin");
    const bad = await exportLog("?action=delete-everything&from=yesterday", admin);
    expect(bad.status).toBe(400);
    expect((await bad.json()).fieldErrors).toEqual({
      action: ["Choose an action from the list."],
      from: ["Enter a date as YYYY-MM-DD."],
    });
  });

  it("offers no way to change or delete a row: other methods respond 405", async () => {
    const admin = await signInAs("Auditor", "admin");
    const route = await import("@/app/api/staff/access-log/export/route");
    for (const method of ["POST", "PUT", "PATCH", "DELETE"] as const) {
      const response = await route[method](jsonRequest(method, "/api/staff/access-log/export", undefined, admin));
      expect(response.status).toBe(405);
    }
  });
});

describe("the log's page", () => {
  it("names each row's account by the name its owner gave", async () => {
    const { listAccessLog, accessLogFilterSchema } = await import("@/lib/access-log/query");
    const { en } = await import("@/messages/en");
    const id = await ensureStaffAccount("Hana Seo", "marketing");
    await prisma.accessLogEntry.create({
      data: { accountId: id, email: staffEmail("Hana Seo"), action: "sign-in", ip: "127.0.0.1" },
    });
    const filters = accessLogFilterSchema(en.staff.accessLog.errors).parse({ account: "Hana Seo" });
    const { rows, names } = await listAccessLog(prisma, filters, "Asia/Seoul");
    expect(rows.map((row) => names[row.accountId ?? ""])).toEqual(["Hana Seo"]);
  });
});

describe("the dashboard's failed notifications", () => {
  it("are a look-up of people: logged with the submissions they name, once per visit", async () => {
    const { failedNotifications, failedNotificationsView } = await import("@/lib/submissions/dashboard");
    const { recordStaffView } = await import("@/lib/access-log/record");
    const id = await ensureStaffAccount("Dana Failed", "marketing");
    const staff = { accountId: id, email: staffEmail("Dana Failed") };
    const contact = await prisma.submission.findFirstOrThrow({
      where: { kind: "contact", sourceId: contactId },
      include: { notifications: true },
    });
    const failing = contact.notifications[0]!;
    await prisma.outboxMessage.update({ where: { id: failing.id }, data: { status: "failed", lastError: "550" } });

    const failed = await failedNotifications(prisma);
    expect(failed.rows.map((row) => row.subject)).toContain(failing.subject);
    const view = jsonRequest("GET", "/en/staff", undefined, undefined, "203.0.113.9");
    expect(await recordStaffView(view, staff, failedNotificationsView(failed))).toBe(true);
    expect(await recordStaffView(view, staff, failedNotificationsView(failed))).toBe(false);
    const rows = await prisma.accessLogEntry.findMany({ where: { accountId: id } });
    expect(rows.map((row) => [row.action, row.target?.split(" "), row.detail, row.ip])).toEqual([
      ["notification.list", expect.arrayContaining([`contact/${contactId}`]), { total: failed.total }, "203.0.113.9"],
    ]);
    const { ko } = await import("@/messages/ko");
    expect(ko.staff.accessLog.actions.notification_list).toBe("발송 실패 알림 조회");
  });
});

describe("retention", () => {
  it("prunes rows older than the retention, keeps the younger ones", async () => {
    const { pruneAccessLog } = await import("@/lib/access-log/prune");
    const now = new Date("2031-06-01T00:00:00Z");
    const day = 24 * 3600_000;
    const base = { email: "old@staff.test", action: "sign-in", ip: "192.0.2.1" };
    await prisma.accessLogEntry.createMany({
      data: [
        { ...base, target: "keep", at: new Date(now.getTime() - 729 * day) },
        { ...base, target: "drop", at: new Date(now.getTime() - 731 * day) },
      ],
    });
    expect(await pruneAccessLog(prisma, 730, now)).toBeGreaterThanOrEqual(1);
    const left = await prisma.accessLogEntry.findMany({ where: { email: "old@staff.test" } });
    expect(left.map((row) => row.target)).toEqual(["keep"]);
  });

  it("refuses a retention under two years in the environment", async () => {
    const { envSchema } = await import("@/lib/config/env-schema");
    const short = envSchema.safeParse({ ACCESS_LOG_RETENTION_DAYS: "365" });
    expect(short.success).toBe(false);
    expect(JSON.stringify(short.error?.issues)).toContain("expected the days the access log is kept, 730 or more");
    expect(envSchema.parse({}).ACCESS_LOG_RETENTION_DAYS).toBe(730);
  });
});
