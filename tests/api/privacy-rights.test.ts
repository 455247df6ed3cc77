/** @jest-environment node */
// Issue 48, point 5: the admin's side of one person's request. A contact message, a report request with
// its file, a sign-up with a phone, a newsletter sign-up and a verified privacy request are stored
// through the real handlers; the admin finds them by e-mail and by phone, exports them (files
// included), stops marketing and erases them (rows and files on disk), each written to the access log;
// other roles get 403. The same from the command line. Real SQLite, real handlers.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { DATABASE_URL, jsonRequest, setupTestDatabase, UPLOAD_DIR } from "./blog-harness";
import { signInAs, staffEmail } from "./staff-harness";
import { beforeAll, describe, expect, it } from "@jest/globals";
import { jsonPost } from "../support/api-request";
import { contactSubmit } from "../support/lead-payloads";
import { filesUnder } from "../unit/report/support/api-env";
import { setupNodeBundle } from "../support/node-bundle";
import { submitReportWithPlan } from "../support/report-submit";
import { validFields } from "../unit/report/support/multipart";

Object.assign(process.env, { RATE_LIMIT_PER_MINUTE: "600", LEADS_TO: "team@example.com" });

const prisma = setupTestDatabase();
let admin = "";
let marketing = "";

/** A person who used three forms under one address, and a report request under another address with the same phone. */
async function storePerson(email: string, phone: string): Promise<{ storedName: string }> {
  const mail = await import("@/app/api/main/email/route");
  expect((await mail.POST(jsonPost("/api/main/email", { ...contactSubmit, email }))).status).toBe(201);
  const subscribe = await import("@/app/api/subscribe/route");
  const signUp = { email, privacyConsent: true, marketingConsent: true };
  expect((await subscribe.POST(jsonPost("/api/subscribe", signUp))).status).toBe(202);
  const requestId = await submitReportWithPlan({ ...validFields, email: `other.${email}`, phone });
  const stored = await prisma.uploadedFile.findFirstOrThrow({ where: { requestId } });
  await prisma.privacyRequest.create({
    data: {
      name: "Ada Kim",
      email,
      phone,
      right: "erasure",
      locale: "en",
      status: "open",
      consentVersion: "2026-11-28",
      consentedAt: new Date(),
      verifiedAt: new Date(),
      dueAt: new Date(Date.now() + 10 * 86_400_000),
    },
  });
  return stored;
}

beforeAll(async () => {
  await Promise.all([
    import("@/app/api/main/email/route"),
    import("@/app/api/consulting-form/route"),
    import("@/app/api/subscribe/route"),
    import("@/app/api/staff/privacy/route"),
  ]);
  admin = await signInAs("Privacy Admin", "admin");
  marketing = await signInAs("Privacy Marketer", "marketing");
}, 90_000);

const lastLog = (action: string) =>
  prisma.accessLogEntry.findFirstOrThrow({ where: { action }, orderBy: { id: "desc" } });

describe("finding, exporting, stopping marketing and erasing one person's data", () => {
  it("finds rows across forms by e-mail and by phone, and exports them with the files", async () => {
    const stored = await storePerson("ada@person.test", "010-5555-1234");
    const lookup = await import("@/app/api/staff/privacy/route");

    const byEmail = await lookup.GET(jsonRequest("GET", "/api/staff/privacy?email=Ada@Person.test", undefined, admin));
    expect(byEmail.status).toBe(200);
    const found = (await byEmail.json()) as { counts: Record<string, unknown>; submissions: { kind: string }[] };
    expect(found.submissions.map((entry) => entry.kind).sort()).toEqual(["contact", "newsletter"]);
    expect(found.counts).toMatchObject({ submissions: 2, newsletter: 1, privacyRequests: 1, suppressed: false });
    // The team's notification, the contact form's acknowledgement and the newsletter confirmation.
    expect(found.counts.outbox).toEqual(3);
    const looked = await lastLog("privacy.lookup");
    expect(looked).toMatchObject({ email: staffEmail("Privacy Admin"), target: "ada@person.test" });

    // The report request was sent under another address; the phone finds it, written another way.
    const byPhone = await lookup.GET(jsonRequest("GET", "/api/staff/privacy?phone=01055551234", undefined, admin));
    const phoneFound = (await byPhone.json()) as { counts: Record<string, unknown>; submissions: { kind: string }[] };
    expect(phoneFound.submissions.map((entry) => entry.kind)).toEqual(["report"]);
    expect(phoneFound.counts).toMatchObject({ files: 1, privacyRequests: 1 });

    const exporter = await import("@/app/api/staff/privacy/export/route");
    const response = await exporter.GET(
      jsonRequest("GET", "/api/staff/privacy/export?email=ada@person.test&phone=010-5555-1234", undefined, admin),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="personal-data-/);
    const exported = (await response.json()) as {
      submissions: { entry: { kind: string; email: string }; files: { originalName: string; content: string }[] }[];
      newsletter: { email: string; confirmTokenHash?: string }[];
      privacyRequests: { right: string }[];
    };
    expect(exported.submissions.map((held) => held.entry.kind).sort()).toEqual(["contact", "newsletter", "report"]);
    const [file] = exported.submissions.flatMap((held) => held.files);
    expect(file!.originalName).toBe("site plan.pdf");
    expect(Buffer.from(file!.content, "base64")).toEqual(
      readFileSync(path.join(UPLOAD_DIR, "files", stored.storedName)),
    );
    expect(exported.newsletter[0]).toMatchObject({ email: "ada@person.test" });
    expect(exported.newsletter[0]).not.toHaveProperty("confirmTokenHash");
    expect(exported.privacyRequests).toMatchObject([{ right: "erasure" }]);
    const logged = await lastLog("privacy.export");
    expect(logged).toMatchObject({
      email: staffEmail("Privacy Admin"),
      target: "ada@person.test / 010-5555-1234",
    });
    expect(logged.detail).toMatchObject({ submissions: 3, files: 1 });
  }, 60_000);

  it("stops marketing to the address: the suppression list from now, the newsletter withdrawn", async () => {
    const { mayReceiveMarketing } = await import("@/lib/leads/unsubscribe");
    await prisma.newsletterSubscriber.update({ where: { email: "ada@person.test" }, data: { status: "confirmed" } });
    expect(await mayReceiveMarketing(prisma, "ada@person.test")).toBe(true);
    const suppress = await import("@/app/api/staff/privacy/suppress/route");
    const response = await suppress.POST(
      jsonRequest("POST", "/api/staff/privacy/suppress", { email: "ada@person.test" }, admin),
    );
    expect(response.status).toBe(200);
    expect(await mayReceiveMarketing(prisma, "ada@person.test")).toBe(false);
    expect(await prisma.newsletterSubscriber.findUnique({ where: { email: "ada@person.test" } })).toMatchObject({
      status: "withdrawn",
    });
    expect(await lastLog("privacy.suppress")).toMatchObject({
      email: staffEmail("Privacy Admin"),
      target: "ada@person.test",
    });
  });

  it("erases the rows and the files on disk, keeping the suppression and the request", async () => {
    const stored = await prisma.uploadedFile.findFirstOrThrow();
    expect(filesUnder(UPLOAD_DIR)).toContain(path.join("files", stored.storedName));
    const erase = await import("@/app/api/staff/privacy/erase/route");
    const response = await erase.POST(
      jsonRequest("POST", "/api/staff/privacy/erase", { email: "ada@person.test", phone: "010 5555 1234" }, admin),
    );
    expect(response.status).toBe(200);
    expect(await prisma.submission.count()).toBe(0);
    expect(await prisma.leadSubmission.count()).toBe(0);
    expect(await prisma.consultingRequest.count()).toBe(0);
    expect(await prisma.uploadedFile.count()).toBe(0);
    expect(await prisma.newsletterSubscriber.count()).toBe(0);
    expect(await prisma.unsubscribeToken.count()).toBe(0);
    expect(await prisma.outboxMessage.count()).toBe(0);
    expect(filesUnder(UPLOAD_DIR)).not.toContain(path.join("files", stored.storedName));
    expect(await prisma.marketingSuppression.count({ where: { email: "ada@person.test" } })).toBe(1);
    expect(await prisma.privacyRequest.count({ where: { email: "ada@person.test" } })).toBe(1);
    const logged = await lastLog("privacy.erase");
    expect(logged).toMatchObject({ email: staffEmail("Privacy Admin"), target: "ada@person.test / 010 5555 1234" });
    expect(logged.detail).toMatchObject({ submissions: 3, files: 1 });
  }, 30_000);

  it("answers 400 with the fields for a bad subject and 403 to another role, logging the refusal", async () => {
    const lookup = await import("@/app/api/staff/privacy/route");
    const empty = await lookup.GET(jsonRequest("GET", "/api/staff/privacy?email=&phone=12", undefined, admin));
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({
      message: "표시된 항목을 확인해 주세요.",
      fieldErrors: { phone: ["전화번호를 7자리 이상 입력해 주세요."] },
    });
    const routes = [
      ["GET", "/api/staff/privacy?email=ada@person.test", (await import("@/app/api/staff/privacy/route")).GET],
      [
        "GET",
        "/api/staff/privacy/export?email=ada@person.test",
        (await import("@/app/api/staff/privacy/export/route")).GET,
      ],
      ["POST", "/api/staff/privacy/erase", (await import("@/app/api/staff/privacy/erase/route")).POST],
      ["POST", "/api/staff/privacy/suppress", (await import("@/app/api/staff/privacy/suppress/route")).POST],
    ] as const;
    for (const [method, url, handler] of routes) {
      const body = method === "POST" ? { email: "ada@person.test" } : undefined;
      const refused = await handler(jsonRequest(method, url, body, marketing), { params: Promise.resolve({}) });
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ message: "This needs the admin role." });
      expect(await lastLog("staff.refused")).toMatchObject({
        email: staffEmail("Privacy Marketer"),
        target: `${method} ${url.split("?")[0]}`,
      });
    }
    const signedOut = await lookup.GET(jsonRequest("GET", "/api/staff/privacy?email=ada@person.test"));
    expect(signedOut.status).toBe(401);
  });
});

describe("the privacy requests list", () => {
  it("lists verified requests only, and marks an open one past its due date overdue", async () => {
    await prisma.privacyRequest.create({
      data: {
        name: "Not Yet",
        email: "pending@person.test",
        right: "access",
        locale: "ko",
        consentVersion: "2026-11-28",
        consentedAt: new Date(),
      },
    });
    const { listPrivacyRequests, isOverdue } = await import("@/lib/privacy/staff-requests");
    const listed = await listPrivacyRequests(prisma);
    expect(listed.map((row) => row.email)).toEqual(["ada@person.test"]);
    expect(isOverdue(listed[0]!)).toBe(false);
    const overdue = await prisma.privacyRequest.update({
      where: { id: listed[0]!.id },
      data: { dueAt: new Date(Date.now() - 1000) },
    });
    expect(isOverdue(overdue)).toBe(true);
    // Answering it (tests/api/privacy-answer.test.ts) ends the overdue mark.
    expect(isOverdue({ ...overdue, status: "answered" })).toBe(false);
  });
});

describe("the command line", () => {
  const scripts = {
    "privacy-export": setupNodeBundle("scripts/privacy-export.ts"),
    "privacy-erase": setupNodeBundle("scripts/privacy-erase.ts"),
  };
  const run = (script: keyof typeof scripts, args: string[]) =>
    // `npm run privacy:*` without npm's and tsx's own processes in between (a second each).
    spawnSync(process.execPath, ["--conditions=react-server", scripts[script].file, ...args], {
      encoding: "utf8",
      env: { ...process.env, DATABASE_URL, UPLOAD_DIR },
      timeout: 60_000,
    });

  it("exports to a file and erases, each in the access log", async () => {
    const stored = await storePerson("cli@person.test", "010-7777-0000");
    const out = path.join(path.dirname(UPLOAD_DIR), "export.json");
    const exported = run("privacy-export", ["--email", "cli@person.test", "--phone", "010-7777-0000", "--out", out]);
    expect(exported.stderr).toBe("");
    expect(exported.status).toBe(0);
    const file = JSON.parse(readFileSync(out, "utf8")) as { submissions: { files: { content: string }[] }[] };
    expect(file.submissions).toHaveLength(3);
    expect(file.submissions.flatMap((held) => held.files)[0]!.content).toBe(
      readFileSync(path.join(UPLOAD_DIR, "files", stored.storedName)).toString("base64"),
    );
    expect(await lastLog("privacy.export")).toMatchObject({
      accountId: null,
      email: expect.stringMatching(/^cli:/) as unknown,
      target: "cli@person.test / 010-7777-0000",
      ip: "command line",
    });

    const erased = run("privacy-erase", ["--email", "cli@person.test", "--phone", "010-7777-0000"]);
    expect(erased.status).toBe(0);
    expect(erased.stdout).toMatch(/^Erased: \{"submissions":3,/);
    expect(
      await prisma.submission.count({ where: { email: { in: ["cli@person.test", "other.cli@person.test"] } } }),
    ).toBe(0);
    expect(filesUnder(UPLOAD_DIR)).not.toContain(path.join("files", stored.storedName));
    expect(await lastLog("privacy.erase")).toMatchObject({
      accountId: null,
      target: "cli@person.test / 010-7777-0000",
    });

    const bad = run("privacy-erase", ["--email", "not-an-address"]);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain("Enter a valid e-mail address.");
  }, 120_000);
});
