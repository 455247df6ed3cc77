/** @jest-environment node */
// The migration 20261130040000_search_phone_reference on a database migrated to the state before it,
// with submissions in it whose search text lacks the receipt number and the phone: afterwards each row's
// search text is what the application writes for it today, and the inbox finds them by number and phone.
// On SQLite, and on PostgreSQL too when a server is given (TEST_POSTGRES_URL).
import { cp, mkdir } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "@jest/globals";
import { createPrismaClient, type PrismaClient } from "@/lib/db/create-client";
import { applyMigrations } from "@/lib/db/migrations/apply";
import { PROVIDER_PATHS } from "@/lib/db/migrations/read-migrations";
import { submissionFilterSchema } from "@/lib/submissions/filters";
import { listSubmissions } from "@/lib/submissions/list";
import { leadEntry, reportEntry, searchText, type SubmissionEntry } from "@/lib/submissions/record";
import { CALLBACK_FORM, CONTACT_FORM, SIGNUP_FORM } from "@/lib/validation/lead-variants";
import { en } from "@/messages/en";
import { temporaryDir } from "../../support/temp-dir";
import { migrationNames, postgresDatabaseUrl } from "./support/migration-folders";

const BACKFILL = "20261130040000_search_phone_reference";
const tmp = temporaryDir("search-backfill-", "test");

/** The search text as the application wrote it before: name, e-mail, company and message, lowered. */
const before = (entry: SubmissionEntry) =>
  [entry.name, entry.email, entry.company, entry.message].join("\n").toLowerCase();

/** The provider's migrations up to the one before the backfill, in a folder of their own. */
async function previousMigrations(provider: "sqlite" | "postgresql"): Promise<string> {
  const source = PROVIDER_PATHS[provider].migrations;
  const target = path.join(tmp(), "migrations");
  await mkdir(target, { recursive: true });
  await cp(path.join(source, "migration_lock.toml"), path.join(target, "migration_lock.toml"));
  await cp(path.join(source, "20261129194700_init"), path.join(target, "20261129194700_init"), { recursive: true });
  return target;
}

/** Rows of every form that stores a phone, one without, and wildcards, written as before the backfill. */
async function seedOldRows(prisma: PrismaClient): Promise<SubmissionEntry[]> {
  const entries: SubmissionEntry[] = [];
  const report = (id: number, phone: string) =>
    prisma.consultingRequest.create({
      data: {
        id,
        firstName: "민준",
        lastName: "김",
        email: `report${id}@hanbit.test`,
        phone,
        companyName: "한빛건설",
        projectName: "Riverside Lofts",
        siteAddress: "서울 성동구 1",
        fields: { additionalInformation: "Budget_2027: 100% equity" },
        useZoningAnalysis: true,
        useRenderingService: false,
        total: 1_500_000,
        currency: "KRW",
      },
    });
  entries.push(reportEntry(await report(42, "010-9876-5432")));
  // Past six digits the number grows, as reportReference writes it.
  entries.push(reportEntry(await report(1_234_567, "+1 (213) 555-0100")));
  const lead = async (sheet: string, fields: Record<string, string>) =>
    leadEntry(await prisma.leadSubmission.create({ data: { sheet, fields } }));
  // An English page keeps the number as typed: +82 is read as the national 0.
  entries.push(
    await lead(SIGNUP_FORM, {
      first_name: "Ada",
      last_name: "Park",
      email: "ada@park.test",
      phone: "+82 10-1234-5678",
    }),
  );
  entries.push(await lead(CALLBACK_FORM, { name: "Dana Day", email: "dana@day.test", phone: "02-555-0199" }));
  entries.push(
    await lead(CONTACT_FORM, { name: "Casey", email: "casey@acme.test", message: "C:\\plans 50% off_site" }),
  );
  entries.push(await lead(SIGNUP_FORM, { first_name: "Lee", last_name: "Kim", email: "lee@kim.test", phone: "" }));
  for (const entry of entries) {
    // The phone is no column of the entry: only its search text holds it.
    const columns = { ...entry };
    delete columns.phone;
    await prisma.submission.create({ data: { ...columns, searchText: before(entry) } });
  }
  return entries;
}

async function backfillOn(url: string, provider: "sqlite" | "postgresql") {
  const { applied } = await applyMigrations(url, { migrationsDir: await previousMigrations(provider) });
  expect(applied).not.toContain(BACKFILL);
  const writer = createPrismaClient(url);
  const entries = await seedOldRows(writer).finally(() => writer.$disconnect());
  // Then the application starts on its new release, migrating first (the backfill, and what came after it).
  const names = await migrationNames(PROVIDER_PATHS[provider].migrations);
  expect((await applyMigrations(url)).applied).toEqual(names.filter((name) => name.localeCompare(BACKFILL) >= 0));
  const prisma = createPrismaClient(url);
  try {
    const rows = await prisma.submission.findMany({ orderBy: { id: "asc" } });
    expect(rows.map((row) => row.searchText)).toEqual(entries.map((entry) => searchText(entry)));

    const found = async (q: string) => {
      const filters = submissionFilterSchema(en.staff.errors).parse({ q, sort: "email" });
      return (await listSubmissions(prisma, filters, "Asia/Seoul")).rows.map((row) => row.email);
    };
    expect(await found("fr-000042")).toEqual(["report42@hanbit.test"]);
    expect(await found("FR-1234567")).toEqual(["report1234567@hanbit.test"]);
    expect(await found("010-9876")).toEqual(["report42@hanbit.test"]);
    expect(await found("01098765432")).toEqual(["report42@hanbit.test"]);
    expect(await found("010 1234 5678")).toEqual(["ada@park.test"]);
    expect(await found("(213) 555-0100")).toEqual(["report1234567@hanbit.test"]);
    expect(await found("025550199")).toEqual(["dana@day.test"]);
    expect(await found("50%")).toEqual(["casey@acme.test"]);
    expect(await found("%")).toEqual(["casey@acme.test", "report1234567@hanbit.test", "report42@hanbit.test"]);
    expect(await found("_")).toEqual(["casey@acme.test", "report1234567@hanbit.test", "report42@hanbit.test"]);
    expect(await found("\\")).toEqual(["casey@acme.test"]);
  } finally {
    await prisma.$disconnect();
  }
}

describe("the search text backfill", () => {
  it("brings a SQLite database's rows to what the application writes", async () => {
    await backfillOn(`file:${path.join(tmp(), "site.db")}`, "sqlite");
  });

  (process.env.TEST_POSTGRES_URL ? it : it.skip)(
    "brings a PostgreSQL database's rows to what the application writes",
    async () => {
      await backfillOn(postgresDatabaseUrl("search_backfill"), "postgresql");
    },
  );
});
