/** @jest-environment node */
// The migration that turns JSON text columns into JSON columns and free-text states into enums keeps every
// row: a database with rows written the way the earlier code wrote them (JSON as text) is migrated, then
// read back through the Prisma client as JSON values and enum states. SQLite always; PostgreSQL where
// npm test started a server (its migration converts each column in place).
import path from "node:path";
import { describe, expect, it } from "@jest/globals";
import type { DatabaseProvider } from "@/lib/db/provider";
import { temporaryDir } from "../../support/temp-dir";
import { migrateOverOldRows, postgresDatabaseUrl, type OldRow } from "./support/migration-folders";

const TARGET = /_json_and_enum_columns$/;
const postgresServer = process.env.TEST_POSTGRES_URL;
const tmp = temporaryDir("json-enum-migration-", "file");

const list = { title: "Live post", category: "Guide", summary: "S" };
const content = { sections: [[{ type: "paragraph", text: "본문" }]] };
const leadFields = { firstName: "민준", lastName: "김", email: "kim@hanbit.test", company: "한빛" };
const crmBody = { contact: { email: "m@mod.test", firstName: "Mo", lastName: "Du", fieldValues: [] } };

/** The rows, in the columns' old text form, as [table, columns, values]. */
const oldRows: OldRow[] = [
  ["LeadSubmission", ["sheet", "fields"], ["ZenApp", JSON.stringify(leadFields)]],
  [
    "CampaignContact",
    ["email", "firstName", "lastName", "tag", "fields"],
    ["m@mod.test", "Mo", "Du", "modular", '{"note":"Hi"}'],
  ],
  [
    "ConsultingRequest",
    [
      "firstName",
      "lastName",
      "email",
      "phone",
      "companyName",
      "projectName",
      "siteAddress",
      "fields",
      "useZoningAnalysis",
      "useRenderingService",
      "totalUsd",
    ],
    ["Ada", "Lee", "ada@lee.test", "1", "Lee Dev", "P", "A", '{"bedroomType":["studio"]}', false, false, 990],
  ],
  [
    "OutboxMessage",
    ["kind", "recipient", "subject", "body", "tag", "payload", "status"],
    ["crm", "m@mod.test", "s", "", "modular", JSON.stringify(crmBody), "failed"],
  ],
  [
    "OutboxMessage",
    ["kind", "recipient", "subject", "body", "tag", "payload", "status"],
    ["email", "team@test", "s", "b", "ZenApp", null, "sent"],
  ],
  [
    "OutboxMessage",
    ["recipient", "subject", "body", "tag", "payload"],
    ["team@test", "s", "b", "Contact", '{"replyTo":"jane@acme.test"}'],
  ],
  [
    "BlogPost",
    ["id", "draftList", "draftContent", "liveList", "liveContent", "updatedAt"],
    ["live", JSON.stringify(list), JSON.stringify(content), JSON.stringify(list), JSON.stringify(content), new Date()],
  ],
  [
    "BlogPost",
    ["id", "draftList", "draftContent", "updatedAt"],
    ["draft", JSON.stringify(list), JSON.stringify(content), new Date()],
  ],
  ["BlogJob", ["postId", "runAt", "status"], ["draft", new Date(), "cancelled"]],
  ["BlogJob", ["postId", "runAt"], ["draft", new Date()]],
  [
    "BlogImage",
    ["id", "originalName", "mimeType", "width", "height", "bytes", "widths"],
    ["img", "a.png", "image/png", 1600, 900, 1234, "[640,1280,1600]"],
  ],
];

async function migrateAndRead(provider: DatabaseProvider, url: string) {
  const { applied, read } = await migrateOverOldRows(provider, url, path.join(tmp(), `${provider}-migrations`), {
    target: TARGET,
    rows: oldRows,
    later: true,
    sqliteValue: (v) => (v instanceof Date ? v.toISOString() : typeof v === "boolean" ? Number(v) : v),
    read: async (prisma) => ({
      lead: await prisma.leadSubmission.findFirstOrThrow(),
      campaign: await prisma.campaignContact.findFirstOrThrow(),
      report: await prisma.consultingRequest.findFirstOrThrow(),
      outbox: await prisma.outboxMessage.findMany({ orderBy: { id: "asc" } }),
      posts: await prisma.blogPost.findMany({ orderBy: { id: "asc" } }),
      jobs: await prisma.blogJob.findMany({ orderBy: { id: "asc" } }),
      image: await prisma.blogImage.findFirstOrThrow(),
      failedMail: await prisma.outboxMessage.count({ where: { status: "failed" } }),
    }),
  });
  // The target first, then the later ones, so that today's client can read the rows.
  expect(applied[0]).toMatch(TARGET);
  return read;
}

function expectEveryRowKept(read: Awaited<ReturnType<typeof migrateAndRead>>): void {
  expect(read.lead.fields).toEqual(leadFields);
  expect(read.campaign.fields).toEqual({ note: "Hi" });
  expect(read.report.fields).toEqual({ bedroomType: ["studio"] });
  // Requests from before prices had a currency were in US dollars (…_report_price_currency).
  expect(read.report).toMatchObject({ total: 990, currency: "USD" });
  expect(read.outbox.map(({ kind, status, payload }) => ({ kind, status, payload }))).toEqual([
    { kind: "crm", status: "failed", payload: crmBody },
    { kind: "email", status: "sent", payload: null },
    { kind: "email", status: "pending", payload: { replyTo: "jane@acme.test" } },
  ]);
  expect(read.failedMail).toBe(1);
  expect(
    read.posts.map(({ id, draftList, draftContent, liveList, liveContent }) => ({
      id,
      draftList,
      draftContent,
      liveList,
      liveContent,
    })),
  ).toEqual([
    { id: "draft", draftList: list, draftContent: content, liveList: null, liveContent: null },
    { id: "live", draftList: list, draftContent: content, liveList: list, liveContent: content },
  ]);
  expect(read.jobs.map(({ kind, status }) => ({ kind, status }))).toEqual([
    { kind: "publish", status: "cancelled" },
    { kind: "publish", status: "pending" },
  ]);
  expect(read.image.widths).toEqual([640, 1280, 1600]);
}

describe("the JSON and enum columns migration", () => {
  it("keeps every SQLite row, read back as JSON values and enum states", async () => {
    expectEveryRowKept(await migrateAndRead("sqlite", `file:${path.join(tmp(), "site.db")}`));
  });

  (postgresServer ? it : it.skip)("keeps every PostgreSQL row, each column converted in place", async () => {
    expectEveryRowKept(await migrateAndRead("postgresql", postgresDatabaseUrl("json_enum")));
  });
});
