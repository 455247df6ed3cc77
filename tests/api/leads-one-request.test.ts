/** @jest-environment node */
// Issue 32, "one submit, one request": a lead form posts once to POST /api/leads, which stores the row
// and queues its notification (and, for the campaign forms, its CRM sync) before it responds. The old
// endpoints stay for outside callers. Real Requests into the exported handlers, a real migrated SQLite
// file, the outbox worker delivering to a real SMTP server and a CRM stand-in, both on loopback.
import { beforeAll, describe, expect, it } from "@jest/globals";
import { jsonPost, routeParams, type JsonPostOptions } from "../support/api-request";
import { setupLeadSite } from "../support/lead-site";
import { modularSubmit as modular } from "../support/lead-payloads";
import { expectRefused } from "../support/refusal";

const site = setupLeadSite({ teamLocale: "en", crmKey: "crm-key-123456" });
const { database, smtp } = site;
let leads: typeof import("@/app/api/leads/route");
let xlsx: typeof import("@/app/api/xlsx/[name]/route");
let email: typeof import("@/app/api/main/email/route");
let campaign: typeof import("@/app/api/active-campaign/route");

const ed1 = {
  firstName: "Ed",
  lastName: "One",
  email: "ed@ed1.test",
  company: "ED1 Builders",
  address: "123 Spring St, Los Angeles",
  lotSize: "7500",
  projectDetail: "Affordable housing under ED1",
  privacyConsent: true,
};

beforeAll(async () => {
  leads = await import("@/app/api/leads/route");
  xlsx = await import("@/app/api/xlsx/[name]/route");
  email = await import("@/app/api/main/email/route");
  campaign = await import("@/app/api/active-campaign/route");
});

const postLead = (body: object, options?: JsonPostOptions) => leads.POST(jsonPost("/api/leads", body, options));

/** The lead row a key stored, its one inbox entry and the team's jobs queued on that entry (not the sender's acknowledgement). */
async function storedUnder(key: string) {
  const rows = await database.prisma.leadSubmission.findMany({ where: { idempotencyKey: key } });
  const entries = await database.prisma.submission.findMany({ where: { sourceId: { in: rows.map((row) => row.id) } } });
  const jobs = await database.prisma.outboxMessage.findMany({
    where: { submissionId: { in: entries.map((entry) => entry.id) }, tag: { not: "acknowledgement" } },
    orderBy: { id: "asc" },
  });
  const contacts = await database.prisma.campaignContact.count({ where: { idempotencyKey: key } });
  return { rows, entries, jobs, contacts };
}

describe("POST /api/leads", () => {
  it("has the notification and the CRM sync queued when the one response arrives, with one inbox entry", async () => {
    const key = "one-request-modular-01";
    const response = await postLead({ form: "Modular", ...modular }, { headers: { "idempotency-key": key } });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };

    // Before any worker runs: the row, its one inbox entry and both jobs are already in the database.
    const { rows, entries, jobs, contacts } = await storedUnder(key);
    expect(rows.map((row) => [row.id, row.sheet, row.utmSource, row.isSpam])).toEqual([[id, "Modular", "expo", false]]);
    expect(entries.map((entry) => [entry.kind, entry.form, entry.email])).toEqual([
      ["lead", "Modular", "mo@modco.test"],
    ]);
    expect(jobs.map((job) => [job.kind, job.status, job.recipient, job.tag])).toEqual([
      ["email", "pending", "team@leads.test", "Modular"],
      ["crm", "pending", "mo@modco.test", "modular"],
    ]);
    expect(contacts).toBe(0);

    // The notification, the CRM sync and the sender's acknowledgement.
    expect(await site.deliverAll()).toEqual({ sent: 3, failed: 0 });
    const mail = site.teamMail();
    expect(mail.headers.subject).toBe("[Modular] New submission from Mo Du, ModCo");
    expect(mail.headers["reply-to"]).toBe("mo@modco.test");
    expect(mail.text).toContain("utm source: expo\nutm medium: booth");
    // The CRM receives what the form's separate campaign call used to send.
    expect(site.crmBodies().at(-1)).toEqual({
      contact: {
        email: "mo@modco.test",
        firstName: "Mo",
        lastName: "Du",
        fieldValues: [
          { field: "company", value: "ModCo" },
          { field: "jobTitle", value: "architect" },
          { field: "note", value: "Modules please" },
          { field: "tag", value: "modular" },
        ],
      },
    });
    // The file's first request loads the route's modules and the first delivery opens the mail
    // connection: about 4 s alone, past Jest's 5 s on a busy machine.
  }, 20_000);

  it("sends the ED1 report's address fields to the CRM, and a retry of the submit stores and queues nothing twice", async () => {
    const headers = { "idempotency-key": "one-request-ed1-0001" };
    const first = await postLead({ form: "ED1Report", ...ed1 }, { headers });
    const again = await postLead({ form: "ED1Report", ...ed1 }, { headers });
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(((await again.json()) as { id: number }).id).toBe(((await first.json()) as { id: number }).id);
    const { rows, entries, jobs } = await storedUnder(headers["idempotency-key"]);
    expect([rows.length, entries.length, jobs.map((job) => job.kind)]).toEqual([1, 1, ["email", "crm"]]);
    expect(jobs[1]!.payload).toMatchObject({
      contact: {
        fieldValues: [
          { field: "company", value: "ED1 Builders" },
          { field: "ed1_address", value: "123 Spring St, Los Angeles" },
          { field: "ed1_lot_size", value: "7500" },
          { field: "ed1_message", value: "Affordable housing under ED1" },
          { field: "tag", value: "ed1_report" },
        ],
      },
    });
    expect(await site.deliverAll()).toEqual({ sent: 3, failed: 0 });
  });

  it("queues only the notification for a form without a campaign, under a trial form's city tag", async () => {
    const key = "one-request-trial-001";
    const body = { form: "PHXTrial", firstName: "Al", lastName: "Po", company: "Desert Co", email: "al@desert.test" };
    const response = await postLead({ ...body, privacyConsent: true }, { headers: { "idempotency-key": key } });
    expect(response.status).toBe(201);
    const { rows, jobs } = await storedUnder(key);
    expect(rows.map((row) => row.sheet)).toEqual(["PHXTrial"]);
    expect(jobs.map((job) => [job.kind, job.tag])).toEqual([["email", "PHX"]]);
  });

  it("takes a submit from a page loaded before the form was named `form`, which names it `sheet`", async () => {
    const key = "one-request-old-page-01";
    const body = { sheet: "PHXTrial", firstName: "Al", lastName: "Po", company: "Desert Co", email: "al@old.test" };
    const response = await postLead({ ...body, privacyConsent: true }, { headers: { "idempotency-key": key } });
    expect(response.status).toBe(201);
    expect((await storedUnder(key)).rows.map((row) => row.sheet)).toEqual(["PHXTrial"]);
  });

  it("stores a honeypot hit flagged as spam, responds as usual and queues no job", async () => {
    const key = "one-request-spam-0001";
    const body = { form: "Modular", ...modular, homepage: "http://spam.test" };
    expect((await postLead(body, { headers: { "idempotency-key": key } })).status).toBe(201);
    const { rows, entries, jobs } = await storedUnder(key);
    expect([rows[0]!.isSpam, entries[0]!.isSpam, jobs]).toEqual([true, true, []]);
  });

  it("responds 400 { message, fieldErrors } to an unknown form and to the form's own field errors", async () => {
    const en = { headers: { "x-locale": "en" } };
    await expectRefused(await postLead({ ...modular, form: "Payroll" }, en), "Please correct the highlighted fields.", {
      form: ["Name one of the site's lead forms."],
    });
    await expectRefused(await postLead(modular), "표시된 항목을 확인해 주세요.", {
      form: ["사이트의 신청 양식 중 하나를 지정해 주세요."],
    });
    // The same schema the form checks with: ED1 needs its address, lot size and project detail.
    await expectRefused(
      await postLead({ form: "ED1Report", ...modular }, en),
      "Please correct the highlighted fields.",
      {
        address: ["Enter your address."],
        lotSize: ["Enter the lot size."],
        projectDetail: ["Describe your project."],
      },
    );
    await expectRefused(await leads.POST(jsonPost("/api/leads", "{not json")), "The request body is not valid JSON.");
  });
});

describe("the per-address limit", () => {
  it("counts one request per submit: 20 submits pass, the 21st waits", async () => {
    const ip = "198.51.100.90";
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      const headers = { "idempotency-key": `limit-submit-${String(i).padStart(4, "0")}` };
      const response = await postLead({ form: "ZenApp", ...modular, email: `limit${i}@zen.test` }, { ip, headers });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(201));
    expect(statuses[20]).toBe(429);
  });

  it("counts every request of a submit's key: a retry is a request too, with no free calls", async () => {
    const ip = "198.51.100.91";
    const headers = { "idempotency-key": "limit-retries-0001" };
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      statuses.push((await postLead({ form: "ZenApp", ...modular }, { ip, headers })).status);
    }
    expect(statuses).toEqual([201, ...Array(19).fill(200), 429]);
  });
});

describe("an outside caller of the old sequence (lead-form row, e-mail, campaign; one key)", () => {
  const leadFormCall = (key: string, person = modular) =>
    xlsx.POST(
      jsonPost("/api/xlsx/Modular", person, { headers: { "idempotency-key": key } }),
      routeParams({ name: "Modular" }),
    );
  const emailCall = (key: string, person = modular) =>
    email.POST(jsonPost("/api/main/email", { ...person, tag: "Modular" }, { headers: { "idempotency-key": key } }));
  const campaignCall = (key: string, person = modular) =>
    campaign.POST(
      jsonPost(
        "/api/active-campaign",
        {
          tag: "modular",
          email: person.email,
          firstName: person.firstName,
          lastName: person.lastName,
          company: person.company,
          jobTitle: person.jobTitle,
          note: person.message,
          privacyConsent: true,
        },
        { headers: { "idempotency-key": key } },
      ),
    );

  async function oldSequence(key: string) {
    const responses = [await leadFormCall(key), await emailCall(key), await campaignCall(key)];
    return Promise.all(responses.map(async (response) => [response.status, await response.json()]));
  }

  /** The inbox entries of one visitor's address, and the team's jobs queued on them. */
  async function inboxOf(address: string) {
    const entries = await database.prisma.submission.findMany({ where: { email: address } });
    const jobs = await database.prisma.outboxMessage.findMany({
      where: { submissionId: { in: entries.map((entry) => entry.id) }, tag: { not: "acknowledgement" } },
      orderBy: { id: "asc" },
    });
    return { entries, jobs };
  }

  it("gets its 201, 200, 201 responses, and one row, one inbox entry, one e-mail and one CRM sync", async () => {
    const key = "old-sequence-key-0001";
    // What the earlier tests queued: some 45 mails over SMTP, 1.4 s on an idle core and over 5 s on a loaded one.
    await site.deliverAll();
    const responses = await oldSequence(key);
    const id = (responses[0]![1] as { id: number }).id;
    expect(responses).toEqual([
      [201, { ok: true, id }],
      [200, { ok: true, id }],
      [201, { ok: true, id }],
    ]);
    const { rows, entries, jobs, contacts } = await storedUnder(key);
    expect([rows.length, entries.length, contacts]).toEqual([1, 1, 0]);
    expect(jobs.map((job) => job.kind)).toEqual(["email", "crm"]);

    // The whole sequence again (a caller's retry): the same id, nothing new.
    expect((await oldSequence(key)).map(([status]) => status)).toEqual([200, 200, 200]);
    expect((await storedUnder(key)).jobs).toHaveLength(2);
    const before = smtp.received.length;
    expect(await site.deliverAll()).toEqual({ sent: 2, failed: 0 });
    expect(smtp.received.slice(before).map((mail) => mail.headers.subject)).toEqual([
      "[Modular] New submission from Mo Du, ModCo",
    ]);
  }, 20_000);

  it("has the notification queued after the lead-form call alone", async () => {
    const key = "old-sequence-key-0002";
    const response = await xlsx.POST(
      jsonPost("/api/xlsx/Modular", modular, { headers: { "idempotency-key": key } }),
      routeParams({ name: "Modular" }),
    );
    expect(response.status).toBe(201);
    expect((await storedUnder(key)).jobs.map((job) => job.kind)).toEqual(["email"]);
  });

  it("adds nothing when it replays the old calls after the site's one request", async () => {
    const key = "old-sequence-key-0003";
    const response = await postLead({ form: "Modular", ...modular }, { headers: { "idempotency-key": key } });
    expect(response.status).toBe(201);
    expect((await oldSequence(key)).map(([status]) => status)).toEqual([200, 200, 200]);
    const { rows, entries, jobs, contacts } = await storedUnder(key);
    expect([rows.length, entries.length, contacts, jobs.map((job) => job.kind)]).toEqual([1, 1, 0, ["email", "crm"]]);
  });

  it("keeps one inbox entry, the lead's, when the campaign call comes first", async () => {
    const key = "old-sequence-key-0004";
    const person = { ...modular, email: "first@modco.test" };
    const statuses = [];
    for (const call of [campaignCall, leadFormCall, emailCall]) statuses.push((await call(key, person)).status);
    expect(statuses).toEqual([201, 201, 200]);
    const { entries, jobs } = await inboxOf(person.email);
    const rows = await database.prisma.leadSubmission.findMany({ where: { idempotencyKey: key } });
    expect(entries.map((entry) => [entry.kind, entry.sourceId, entry.form])).toEqual([
      ["lead", rows[0]!.id, "Modular"],
    ]);
    expect(jobs.map((job) => job.kind)).toEqual(["crm", "email"]);
  });

  it("keeps one row and one inbox entry when each of its three calls is sent 20 times at once", async () => {
    const key = "old-sequence-race-0001";
    const person = { ...modular, email: "race@modco.test" };
    const calls = [leadFormCall, emailCall, campaignCall].flatMap((call) => Array.from({ length: 20 }, () => call));
    const responses = await Promise.all(calls.map((call) => call(key, person)));
    expect(responses.map((response) => response.status).filter((status) => status !== 200 && status !== 201)).toEqual(
      [],
    );
    const rows = await database.prisma.leadSubmission.findMany({ where: { idempotencyKey: key } });
    const { entries, jobs } = await inboxOf(person.email);
    expect([rows.length, entries.length]).toEqual([1, 1]);
    expect(entries[0]!.sourceId).toBe(rows[0]!.id);
    expect(jobs.map((job) => job.kind).sort()).toEqual(["crm", "email"]);
  }, 30_000);
});
