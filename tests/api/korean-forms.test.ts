/** @jest-environment node */
// Korean forms in Korean shape (issue 47, point 5): a Korean page asks one 이름 and a phone number
// written 010-0000-0000, and no state; the route parses with the same schema in the language the form
// was filled in (`x-locale`), so the English forms still need both names. Real Requests into the
// exported handlers, a real migrated SQLite file, the team's mail through a real SMTP server and the
// CRM sync to a stand-in, both on loopback.
import { beforeAll, describe, expect, it, jest } from "@jest/globals";
import { jsonPost } from "../support/api-request";
import { setupLeadSite } from "../support/lead-site";
import { expectRefused } from "../support/refusal";

// The first submit loads the mail and CRM paths; a loaded 2-core runner needs more than 5 s for it.
jest.setTimeout(30_000);

const site = setupLeadSite({ teamLocale: "ko", crmKey: "crm-key-korean-forms" });
const { database } = site;
let leads: typeof import("@/app/api/leads/route");
let email: typeof import("@/app/api/main/email/route");

const korean = { headers: { "x-locale": "ko" } };
const english = { headers: { "x-locale": "en" } };

beforeAll(async () => {
  leads = await import("@/app/api/leads/route");
  email = await import("@/app/api/main/email/route");
});

/** A header as a mail client shows it: the RFC 2047 words (how a Korean subject travels) decoded together. */
const decoded = (header: string | undefined) =>
  Buffer.concat(
    [...(header ?? "").matchAll(/=\?UTF-8\?B\?([^?]*)\?=/gi)].map((word) => Buffer.from(word[1]!, "base64")),
  ).toString("utf8");

const entryOf = (kind: "lead" | "signup", sourceId: number) =>
  database.prisma.submission.findUniqueOrThrow({ where: { kind_sourceId: { kind, sourceId } } });

describe("a Korean sign-up", () => {
  it("stores one 이름 in first_name, the phone as 010-1234-5678 and no state, and mails the name alone", async () => {
    const body = {
      tag: "Sign Up",
      first_name: " 홍길동 ",
      email: "gildong@hong.test",
      phone: "+82 10-1234-5678",
      state: "CA",
      company: "홍 개발",
      privacyConsent: true,
    };
    const response = await email.POST(jsonPost("/api/main/email", body, korean));
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    const row = await database.prisma.leadSubmission.findUniqueOrThrow({ where: { id } });
    expect(row.fields).toMatchObject({ first_name: "홍길동", last_name: "", phone: "010-1234-5678", state: "" });
    expect(await entryOf("signup", id)).toMatchObject({ name: "홍길동", email: "gildong@hong.test" });

    // The team's notification, and the sender's acknowledgement.
    expect(await site.deliverAll()).toEqual({ sent: 2, failed: 0 });
    const mail = site.teamMail();
    // The form named as the back office names it; mail filters read the tag from its own header.
    expect(decoded(mail.headers.subject)).toBe("[가입 신청 양식] 새 접수: 홍길동, 홍 개발");
    expect(mail.headers["x-tag"]).toBe("Sign Up");
    expect(mail.text).toContain("이름: 홍길동\n");
    expect(mail.text).toContain("전화번호: 010-1234-5678");
    expect(mail.text).not.toMatch(/undefined|주: |성: /);
  });

  it.each(["01012345678", "010 1234 5678"])("writes %s as 010-1234-5678", async (typed) => {
    const body = { tag: "Sign Up", first_name: "홍길동", email: "a@hong.test", phone: typed, privacyConsent: true };
    const response = await email.POST(jsonPost("/api/main/email", body, korean));
    expect(response.status).toBe(201);
    const row = await database.prisma.leadSubmission.findUniqueOrThrow({ where: { id: (await response.json()).id } });
    expect(row.fields).toMatchObject({ phone: "010-1234-5678" });
  });

  it("refuses a phone number in another shape with a 400 that says the shape, in Korean", async () => {
    const body = { tag: "Sign Up", first_name: "홍길동", email: "a@hong.test", phone: "1234", privacyConsent: true };
    const before = await database.prisma.leadSubmission.count();
    const response = await email.POST(jsonPost("/api/main/email", body, korean));
    await expectRefused(response, "표시된 항목을 확인해 주세요.", {
      phone: ["전화번호를 010-1234-5678, 02-123-4567, 1588-1234처럼 입력해 주세요."],
    });
    expect(await database.prisma.leadSubmission.count()).toBe(before);
  });
});

describe("an English sign-up", () => {
  it("still needs the last name, and keeps the state and the number as typed", async () => {
    const base = { tag: "Sign Up", first_name: "Ana", email: "ana@kim.test", privacyConsent: true };
    const refused = await email.POST(jsonPost("/api/main/email", base, english));
    await expectRefused(refused, "Please correct the highlighted fields.", { last_name: ["Enter your last name."] });

    const full = { ...base, last_name: "Kim", phone: "(555) 123-4567", state: "CA" };
    const response = await email.POST(jsonPost("/api/main/email", full, english));
    expect(response.status).toBe(201);
    const row = await database.prisma.leadSubmission.findUniqueOrThrow({ where: { id: (await response.json()).id } });
    expect(row.fields).toMatchObject({ first_name: "Ana", last_name: "Kim", phone: "(555) 123-4567", state: "CA" });
  });
});

describe("a Korean lead form", () => {
  const lead = {
    form: "Modular",
    firstName: "김민준",
    email: "minjun@modco.test",
    company: "모듈코",
    jobTitle: "architect",
    message: "모듈러 주택",
    privacyConsent: true,
  };

  it("stores one 이름 with the last name empty, and sends the CRM the name without a stray part", async () => {
    const response = await leads.POST(jsonPost("/api/leads", lead, korean));
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    const row = await database.prisma.leadSubmission.findUniqueOrThrow({ where: { id } });
    expect(row.fields).toMatchObject({ firstName: "김민준", lastName: "" });
    expect(await entryOf("lead", id)).toMatchObject({ name: "김민준" });

    expect(await site.deliverAll()).toMatchObject({ failed: 0 });
    const mail = site.smtp.received.find((received) => received.headers["reply-to"] === "minjun@modco.test");
    expect(mail?.text).toContain("이름: 김민준\n");
    expect(site.crmBodies().at(-1)).toMatchObject({
      contact: { email: "minjun@modco.test", firstName: "김민준", lastName: "" },
    });
  });

  it("the English form refuses the same submit without a last name", async () => {
    const response = await leads.POST(jsonPost("/api/leads", { ...lead, firstName: "Minjun" }, english));
    await expectRefused(response, "Please correct the highlighted fields.", { lastName: ["Enter your last name."] });
  });
});
