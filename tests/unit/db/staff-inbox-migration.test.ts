/** @jest-environment node */
// The inbox migration keeps every row and gives each one its inbox entry: a database with rows from
// before it (written the way the earlier code wrote them) is migrated and read back.
import { describe, expect, it } from "@jest/globals";
import Database from "better-sqlite3";
import { temporaryDir } from "../../support/temp-dir";
import { databaseBefore } from "./support/migration-folders";

const INBOX_MIGRATION = /_staff_inbox$/;
const tmp = temporaryDir("inbox-migration-", "file");

const at = (iso: string) => new Date(iso).toISOString().replace("Z", "+00:00");

describe("the staff inbox migration", () => {
  it("backfills an inbox entry per stored row and links the notifications already queued", async () => {
    const { file, applyTarget } = await databaseBefore(tmp(), INBOX_MIGRATION);

    const db = new Database(file);
    const lead = db.prepare(
      "INSERT INTO LeadSubmission (sheet, fields, utmSource, utmMedium, isSpam, createdAt) VALUES (?, ?, ?, ?, ?, ?)",
    );
    lead.run(
      "ZenApp",
      JSON.stringify({ firstName: "민준", lastName: "김", email: "Kim@Hanbit.test", company: "한빛", message: "견적" }),
      "ads",
      "cpc",
      0,
      at("2026-01-02T03:04:05Z"),
    );
    lead.run(
      "Contact",
      JSON.stringify({ name: "Jane Doe", email: "jane@acme.test", company: "Acme", purpose: "Billing" }),
      null,
      null,
      0,
      at("2026-01-03T00:00:00Z"),
    );
    lead.run(
      "Sign Up",
      JSON.stringify({ first_name: "Ana", last_name: "Kim", email: "ana@kim.test" }),
      null,
      null,
      1,
      at("2026-01-04T00:00:00Z"),
    );
    db.prepare(
      "INSERT INTO ConsultingRequest (firstName, lastName, email, phone, companyName, projectName, siteAddress, fields, useZoningAnalysis, useRenderingService, totalUsd, createdAt) VALUES ('Ada', 'Lee', 'ada@lee.test', '1', 'Lee Dev', 'P', 'A', ?, 0, 0, 0, ?)",
    ).run(JSON.stringify({ additionalInformation: "Soon" }), at("2026-01-05T00:00:00Z"));
    db.prepare(
      "INSERT INTO CampaignContact (email, firstName, lastName, company, tag, fields, createdAt) VALUES ('m@mod.test', 'Mo', 'Du', 'ModCo', 'modular:spam', ?, ?)",
    ).run(JSON.stringify({ note: "Hi" }), at("2026-01-06T00:00:00Z"));
    db.prepare(
      "INSERT INTO NewsletterSubscriber (email, consentAt, locale, createdAt) VALUES ('n@news.test', ?, 'ko', ?)",
    ).run(at("2026-01-07T00:00:00Z"), at("2026-01-07T00:00:00Z"));
    const outbox = db.prepare(
      "INSERT INTO OutboxMessage (recipient, subject, body, tag, dedupeKey, status) VALUES ('team@test', 's', ?, ?, ?, 'sent')",
    );
    outbox.run("Name: x", "Zen App", "email:lead-1");
    outbox.run("New feasibility report request #1\n\nName: Ada Lee", "Feasibility Report", null);
    db.close();

    const { applied } = await applyTarget();
    expect(applied).toHaveLength(1);

    const after = new Database(file, { readonly: true });
    try {
      const rows = after
        .prepare(
          "SELECT kind, sourceId, form, receivedAt, name, email, company, message, utmSource, isSpam, status FROM Submission ORDER BY id",
        )
        .all();
      expect(rows).toEqual([
        {
          kind: "lead",
          sourceId: 1,
          form: "ZenApp",
          receivedAt: at("2026-01-02T03:04:05Z"),
          name: "김민준",
          email: "kim@hanbit.test",
          company: "한빛",
          message: "견적",
          utmSource: "ads",
          isSpam: 0,
          status: "new",
        },
        {
          kind: "contact",
          sourceId: 2,
          form: "Contact",
          receivedAt: at("2026-01-03T00:00:00Z"),
          name: "Jane Doe",
          email: "jane@acme.test",
          company: "Acme",
          message: "",
          utmSource: null,
          isSpam: 0,
          status: "new",
        },
        {
          kind: "signup",
          sourceId: 3,
          form: "Sign Up",
          receivedAt: at("2026-01-04T00:00:00Z"),
          name: "Ana Kim",
          email: "ana@kim.test",
          company: "",
          message: "",
          utmSource: null,
          isSpam: 1,
          status: "new",
        },
        {
          kind: "report",
          sourceId: 1,
          form: "Report",
          receivedAt: at("2026-01-05T00:00:00Z"),
          name: "Ada Lee",
          email: "ada@lee.test",
          company: "Lee Dev",
          message: "P\nA\nSoon",
          utmSource: null,
          isSpam: 0,
          status: "new",
        },
        {
          kind: "campaign",
          sourceId: 1,
          form: "modular",
          receivedAt: at("2026-01-06T00:00:00Z"),
          name: "Mo Du",
          email: "m@mod.test",
          company: "ModCo",
          message: "Hi",
          utmSource: null,
          isSpam: 1,
          status: "new",
        },
        {
          kind: "newsletter",
          sourceId: 1,
          form: "Newsletter",
          receivedAt: at("2026-01-07T00:00:00Z"),
          name: "",
          email: "n@news.test",
          company: "",
          message: "",
          utmSource: null,
          isSpam: 0,
          status: "new",
        },
      ]);
      const links = after
        .prepare(
          "SELECT o.tag, s.kind, s.sourceId FROM OutboxMessage o JOIN Submission s ON s.id = o.submissionId ORDER BY o.id",
        )
        .all();
      expect(links).toEqual([
        { tag: "Zen App", kind: "lead", sourceId: 1 },
        { tag: "Feasibility Report", kind: "report", sourceId: 1 },
      ]);
      expect(after.prepare("SELECT COUNT(*) AS n FROM LeadSubmission").get()).toEqual({ n: 3 });
    } finally {
      after.close();
    }
  });
});
