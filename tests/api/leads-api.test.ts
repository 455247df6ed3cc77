/** @jest-environment node */
// The lead routes end to end below HTTP: real Requests into the exported handlers, a real migrated
// SQLite file, and the outbox worker delivering to a real SMTP server on loopback.
import { beforeAll, describe, expect, it } from "@jest/globals";
import { jsonPost, routeParams } from "../support/api-request";
import { setupLeadSite } from "../support/lead-site";
import { aiLeadSubmit, callbackSubmit, contactSubmit } from "../support/lead-payloads";
import { expectRefused } from "../support/refusal";

// Most checks read the English notification; the Korean default is checked on its own below.
const site = setupLeadSite({ teamLocale: "en" });
const { database, smtp } = site;
let email: typeof import("@/app/api/main/email/route");
let xlsx: typeof import("@/app/api/xlsx/[name]/route");

const contact = contactSubmit;

beforeAll(async () => {
  email = await import("@/app/api/main/email/route");
  xlsx = await import("@/app/api/xlsx/[name]/route");
});

const aiLead = { ...aiLeadSubmit, utm_source: "newsletter", utm_medium: "email" };

describe("POST /api/main/email", () => {
  it("stores a contact message and mails the team its fields with the tag", async () => {
    const response = await email.POST(jsonPost("/api/main/email", contact));
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    const row = await database.prisma.leadSubmission.findUniqueOrThrow({ where: { id } });
    expect(row.sheet).toBe("Contact");
    expect(row.fields).toMatchObject({ company: "Acme Builders", name: "Jane Doe", purpose: "Billing" });
    // The team's notification and the sender's acknowledgement.
    expect(await site.deliverAll()).toEqual({ sent: 2, failed: 0 });
    const mail = site.teamMail();
    expect(mail.to).toEqual(["team@leads.test"]);
    expect(mail.headers.subject).toBe("[Contact] New submission from Jane Doe, Acme Builders");
    expect(mail.headers["x-tag"]).toBe("Contact");
    expect(mail.headers["reply-to"]).toBe("jane@acme.test");
    expect(mail.text).toContain("Name: Jane Doe\nCompany: Acme Builders\nE-mail: jane@acme.test\nPurpose: Billing");
    expect(mail.text).toContain("Message: Please call me back.");
    const entry = await database.prisma.submission.findUniqueOrThrow({
      where: { kind_sourceId: { kind: "contact", sourceId: id } },
    });
    expect(entry).toMatchObject({ form: "Contact", name: "Jane Doe", email: "jane@acme.test", status: "new" });
    expect(mail.text).toContain(`Open in the back office: https://www.example.test/en/staff/submissions/contact/${id}`);
  });

  it("stores a sign-up with only the required fields filled", async () => {
    const body = { tag: "Sign Up", first_name: "Ana", last_name: "Kim", email: "ana@kim.test", privacyConsent: true };
    const response = await email.POST(jsonPost("/api/main/email", body));
    expect(response.status).toBe(201);
    await site.deliverAll();
    const mail = site.teamMail();
    expect(mail.headers.subject).toBe("[Sign Up] New submission from Ana Kim");
    expect(mail.text).toContain("Name: Ana Kim\nE-mail: ana@kim.test");
  });

  it("stores the demo call-back request as a lead and mails the team when to call", async () => {
    const response = await email.POST(jsonPost("/api/main/email", callbackSubmit));
    expect(response.status).toBe(201);
    const row = await database.prisma.leadSubmission.findUniqueOrThrow({ where: { id: (await response.json()).id } });
    expect(row.sheet).toBe("DemoCallback");
    // The team's notification and the sender's acknowledgement.
    expect(await site.deliverAll()).toEqual({ sent: 2, failed: 0 });
    const mail = site.teamMail();
    expect(mail.headers.subject).toBe("[Demo Call-back] New submission from Min Park, Event Co");
    expect(mail.headers["reply-to"]).toBe("min@event.test");
    expect(mail.text).toContain(
      "Preferred time: Weekday mornings (9:00–12:00)\nTime zone: Asia/Seoul\nOpened from: Header menu",
    );
  });

  it("responds 400 for a call-back request without a name or a time, in Korean by default", async () => {
    const response = await email.POST(jsonPost("/api/main/email", { tag: "Demo Call-back", email: "x@y.test" }));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      fieldErrors: {
        name: ["이름을 입력해 주세요."],
        company: ["회사명을 입력해 주세요."],
        preferredTime: ["연락받기 편한 시간을 선택해 주세요."],
      },
    });
  });

  it("responds to a retried submit with the first row and sends one mail", async () => {
    const headers = { "idempotency-key": "retry-key-0001" };
    const once = { ...contact, email: "retry@acme.test" };
    const first = await email.POST(jsonPost("/api/main/email", once, { headers }));
    const second = await email.POST(jsonPost("/api/main/email", once, { headers }));
    expect([first.status, second.status]).toEqual([201, 200]);
    expect((await second.json()).id).toBe((await first.json()).id);
    expect(await database.prisma.leadSubmission.count({ where: { idempotencyKey: "retry-key-0001" } })).toBe(1);
    // One team's notification and one acknowledgement to the sender.
    expect(await site.deliverAll()).toEqual({ sent: 2, failed: 0 });
  });

  it("responds 400 with a message naming each field, in the visitor's language", async () => {
    const bad = { tag: "Contact", company: " ", name: "", email: "nope", privacyConsent: true };
    const en = await email.POST(jsonPost("/api/main/email", bad, { headers: { "x-locale": "en" } }));
    await expectRefused(en, "Please correct the highlighted fields.", {
      company: ['Enter your company name. If you have none, write "Individual".'],
      name: ["Enter your name."],
      email: ["Enter your email address as name@company.com."],
      purpose: ["Choose a purpose from the list."],
    });
    const ko = await email.POST(jsonPost("/api/main/email", bad, { headers: { "x-locale": "ko" } }));
    expect(await ko.json()).toMatchObject({
      message: "표시된 항목을 확인해 주세요.",
      fieldErrors: { company: ['회사명을 입력해 주세요. 소속이 없으면 "개인"이라고 적어 주세요.'] },
    });
  });

  it("stores a honeypot hit flagged as spam, responds as usual and mails nothing", async () => {
    const response = await email.POST(jsonPost("/api/main/email", { ...contact, homepage: "http://spam.test" }));
    expect(response.status).toBe(201);
    const row = await database.prisma.leadSubmission.findUniqueOrThrow({ where: { id: (await response.json()).id } });
    expect(row.isSpam).toBe(true);
    const entry = await database.prisma.submission.findUniqueOrThrow({
      where: { kind_sourceId: { kind: "contact", sourceId: row.id } },
    });
    expect(entry.isSpam).toBe(true);
    expect(await database.prisma.outboxMessage.count({ where: { submissionId: entry.id } })).toBe(0);
  });
});

describe("POST /api/xlsx/[name]", () => {
  it("saves the row under the form with its notification queued, and the e-mail call of the same submit reuses both", async () => {
    const headers = { "idempotency-key": "lead-submit-0001" };
    const saved = await xlsx.POST(
      jsonPost("/api/xlsx/AIConsulting", aiLead, { headers }),
      routeParams({ name: "AIConsulting" }),
    );
    expect(saved.status).toBe(201);
    const row = await database.prisma.leadSubmission.findUniqueOrThrow({
      where: { idempotencyKey: "lead-submit-0001" },
    });
    expect(row).toMatchObject({ sheet: "AIConsulting", utmSource: "newsletter", utmMedium: "email", isSpam: false });
    expect(row.fields).toMatchObject({ firstName: "Sam", jobTitle: "developer", interest: "" });
    const notifications = () => database.prisma.outboxMessage.count({ where: { dedupeKey: `email:lead-${row.id}` } });
    expect(await notifications()).toBe(1);
    const mailed = await email.POST(jsonPost("/api/main/email", { ...aiLead, tag: "AI Consulting" }, { headers }));
    expect(mailed.status).toBe(200);
    expect(await database.prisma.leadSubmission.count({ where: { sheet: "AIConsulting" } })).toBe(1);
    expect(await notifications()).toBe(1);
    await site.deliverAll();
    const mail = site.teamMail();
    expect(mail.headers.subject).toBe("[AI Consulting] New submission from Sam Lee, Lee Development");
    expect(mail.text).toContain("Job title: Developer\nMessage: A 2-acre site in Austin.");
    expect(mail.text).toContain("utm source: newsletter\nutm medium: email");
    expect(mail.headers["reply-to"]).toBe("sam@lee.test");
    expect(await database.prisma.submission.count({ where: { form: "AIConsulting" } })).toBe(1);
  });

  it("accepts the trial forms with their city variant's fields", async () => {
    const body = {
      firstName: "Al",
      lastName: "Po",
      company: "Desert Co",
      email: "al@desert.test",
      privacyConsent: true,
    };
    const response = await xlsx.POST(jsonPost("/api/xlsx/PHXTrial", body), routeParams({ name: "PHXTrial" }));
    expect(response.status).toBe(201);
    expect(await database.prisma.leadSubmission.count({ where: { sheet: "PHXTrial" } })).toBe(1);
  });

  it("refuses an unknown form name with 400", async () => {
    const response = await xlsx.POST(jsonPost("/api/xlsx/Payroll", aiLead), routeParams({ name: "Payroll" }));
    await expectRefused(response, 'Unknown form "Payroll".');
  });

  it("requires the variant's fields (ED1Report: address, lot size, project detail)", async () => {
    const response = await xlsx.POST(
      jsonPost("/api/xlsx/ED1Report", { ...aiLead }, { headers: { "x-locale": "en" } }),
      routeParams({ name: "ED1Report" }),
    );
    expect(response.status).toBe(400);
    expect((await response.json()).fieldErrors).toEqual({
      address: ["Enter your address."],
      lotSize: ["Enter the lot size."],
      projectDetail: ["Describe your project."],
    });
  });
});

/**
 * Puts every connection of the routes' client (PostgreSQL's pool; SQLite's one writer) in a transaction
 * for `ms`, as slow transactions on a loaded machine do; resolves once they all hold one, with their end.
 */
async function occupyConnections(ms: number): Promise<{ ended: Promise<unknown> }> {
  const { db } = await import("@/lib/db/client");
  const { POSTGRES_POOL_SIZE, providerOf } = await import("@/lib/db/create-client");
  const holding: Promise<void>[] = [];
  const transactions = Array.from({ length: providerOf(db()) === "postgresql" ? POSTGRES_POOL_SIZE : 1 }, () => {
    let held!: () => void;
    holding.push(new Promise<void>((resolve) => (held = resolve)));
    return db().$transaction(async (tx) => {
      await tx.$queryRaw`SELECT 1`;
      held();
      await new Promise((resolve) => setTimeout(resolve, ms));
    });
  });
  await Promise.all(holding);
  return { ended: Promise.all(transactions) };
}

describe("under concurrency", () => {
  it("refuses a transaction that waited past its turn or outran its time with 503 and Retry-After", async () => {
    const { db } = await import("@/lib/db/client");
    const { databaseUnavailable } = await import("@/lib/http/database-errors");
    const refusal = (error: unknown) => {
      const refused = databaseUnavailable(error);
      return { status: refused?.status, headers: refused?.headers };
    };
    const busy = await occupyConnections(500);
    const late = await db()
      .$transaction((tx) => tx.$queryRaw`SELECT 1`, { maxWait: 50 })
      .catch((error: unknown) => error);
    await busy.ended;
    expect(refusal(late)).toEqual({ status: 503, headers: { "Retry-After": "2" } });
    const expired = await db()
      .$transaction(
        async (tx) => {
          await new Promise((resolve) => setTimeout(resolve, 200));
          await tx.$queryRaw`SELECT 1`;
        },
        { timeout: 50 },
      )
      .catch((error: unknown) => error);
    expect(refusal(expired)).toEqual({ status: 503, headers: { "Retry-After": "2" } });
  });

  it("stores and mails every one of 40 simultaneous submits exactly once, with every connection busy for 4 s", async () => {
    // As on a loaded machine: the submits wait their turn longer than Prisma's default of 2 s.
    const busy = await occupyConnections(4_000);
    const before = smtp.received.length;
    const bodies = Array.from({ length: 40 }, (_, i) => ({ ...contact, email: `burst${i}@acme.test` }));
    const responses = await Promise.all(bodies.map((body) => email.POST(jsonPost("/api/main/email", body))));
    await busy.ended;
    expect(new Set(responses.map((response) => response.status))).toEqual(new Set([201]));
    const stored = await database.prisma.leadSubmission.findMany({ select: { fields: true } });
    expect(
      stored.filter(({ fields }) => String((fields as { email?: string }).email).startsWith("burst")),
    ).toHaveLength(40);
    await site.deliverAll();
    const burst = smtp.received
      .slice(before)
      .filter((mail) => mail.to.includes("team@leads.test") && mail.text.includes("burst"));
    expect(burst).toHaveLength(40);
  }, 40_000);
});

describe("abuse and transport responses", () => {
  it("responds 415 for a body that is not JSON", async () => {
    const request = jsonPost("/api/main/email", "company=x", {
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    const response = await email.POST(request);
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ message: "The request body must be sent as application/json." });
  });

  it("stores the longest message the form takes, in Korean, on either database (index entries have a size limit)", async () => {
    // 5,000 syllables that repeat nowhere nearby, so no database can compress them away: ~15 KB of UTF-8.
    let seed = 7;
    const syllables = Array.from({ length: 5000 }, () => {
      seed = (seed * 48271) % 2147483647;
      return String.fromCodePoint(0xac00 + (seed % 11172));
    }).join("");
    const response = await email.POST(
      jsonPost("/api/main/email", { ...contact, email: "long@acme.test", message: syllables }),
    );
    expect(response.status).toBe(201);
    const entry = await database.prisma.submission.findFirstOrThrow({ where: { email: "long@acme.test" } });
    expect(entry.message).toBe(syllables);
  });

  it("responds 413 for a body over 64 KiB", async () => {
    const response = await email.POST(jsonPost("/api/main/email", { ...contact, message: "x".repeat(70_000) }));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: "The request body is larger than the limit of 65536 bytes." });
  });

  it("responds 400 for JSON that does not parse", async () => {
    const response = await email.POST(jsonPost("/api/main/email", "{not json"));
    await expectRefused(response, "The request body is not valid JSON.");
  });

  it("responds 403 to a cross-site browser post", async () => {
    const response = await email.POST(
      jsonPost("/api/main/email", contact, { headers: { origin: "https://evil.test" } }),
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: "Cross-site requests are not accepted." });
  });

  it("responds 429 with Retry-After past the address's bucket (10 a slice + a burst of 10), counting keyless posts each", async () => {
    const ip = "198.51.100.77";
    const statuses: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      const response = await xlsx.POST(jsonPost("/api/xlsx/Nope", {}, { ip }), routeParams({ name: "Nope" }));
      statuses.push(response.status);
    }
    expect(new Set(statuses)).toEqual(new Set([400]));
    const limited = await email.POST(jsonPost("/api/main/email", contact, { ip }));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(await limited.json()).toEqual({ message: "Too many requests. Please wait a moment and try again." });
    // Another address, and another form family at the same address, keep their own budgets.
    expect((await email.POST(jsonPost("/api/main/email", contact))).status).toBe(201);
    const subscribe = await import("@/app/api/subscribe/route");
    const newsletter = { email: "crowd@news.test", privacyConsent: true, marketingConsent: true };
    expect((await subscribe.POST(jsonPost("/api/subscribe", newsletter, { ip }))).status).toBe(202);
  });

  it("counts each call of the old two-call sequence: 10 submits of two calls pass, the 11th's first call waits", async () => {
    const ip = "198.51.100.78";
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const headers = { "idempotency-key": `crowd-submit-${String(i).padStart(4, "0")}` };
      const body = { ...aiLead, email: `crowd${i}@lee.test` };
      const row = await xlsx.POST(
        jsonPost("/api/xlsx/AIConsulting", body, { ip, headers }),
        routeParams({ name: "AIConsulting" }),
      );
      const mail = await email.POST(jsonPost("/api/main/email", { ...body, tag: "AI Consulting" }, { ip, headers }));
      statuses.push(row.status, mail.status);
    }
    expect(statuses).toEqual(Array.from({ length: 10 }, () => [201, 200]).flat());
    expect(
      await database.prisma.leadSubmission.count({ where: { idempotencyKey: { startsWith: "crowd-submit-" } } }),
    ).toBe(10);
    // The bucket (10 a slice + a burst of 10) is now empty: the site's forms make one request per submit
    // (POST /api/leads, tests/api/leads-one-request.test.ts), so no call is free.
    const next = { "idempotency-key": "crowd-submit-next" };
    const refused = await xlsx.POST(
      jsonPost("/api/xlsx/AIConsulting", aiLead, { ip, headers: next }),
      routeParams({ name: "AIConsulting" }),
    );
    expect(refused.status).toBe(429);
  });
});
