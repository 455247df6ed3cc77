/** @jest-environment node */
// The export reads rows with SQL (lib/submissions/sql-where.ts), the inbox with Prisma (where.ts):
// for every filter both must pick the same submissions.
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { openExportReader } from "@/lib/export/export-batches";
import { en } from "@/messages/en";
import { submissionFilterSchema } from "@/lib/submissions/filters";
import { recordSubmission, type SubmissionEntry } from "@/lib/submissions/record";
import { submissionSql } from "@/lib/submissions/sql-where";
import { submissionWhere } from "@/lib/submissions/where";
import { createTestDatabase, type TestDatabase } from "../../support/test-database";

let database: TestDatabase;
const zone = "Asia/Seoul";

beforeAll(async () => {
  database = await createTestDatabase();
  const entry = (over: Partial<SubmissionEntry>, index: number): SubmissionEntry => ({
    kind: "lead",
    sourceId: index,
    form: "ZenApp",
    receivedAt: new Date(Date.UTC(2026, 2, 1, index)),
    name: `Person ${index}`,
    email: `p${index}@example.com`,
    company: "Acme",
    message: "",
    isSpam: false,
    ...over,
  });
  const entries = [
    { kind: "contact", form: "Contact", message: "100% sure_about it" },
    { company: "한빛건설", isSpam: true },
    { kind: "report", form: "Report", name: "Robin Reed", value: 1_500_000, currency: "KRW", phone: "010-9876-5432" },
    { form: "PHXTrial", message: "Discount code 50%" },
    { kind: "newsletter", form: "Newsletter", name: "" },
    { kind: "report", form: "Report", name: "Dana Day", value: 990, currency: "USD" },
  ] as Partial<SubmissionEntry>[];
  for (const [index, over] of entries.entries()) await recordSubmission(database.prisma, entry(over, index * 14));
  await database.prisma.submission.updateMany({ where: { form: "Report" }, data: { status: "contacted" } });
  // Owners and follow-up dates: one lead mine and overdue, one overdue but won, one someone else's, due later.
  const owner = (id: string) => database.prisma.staffUser.create({ data: { id, name: id, email: `${id}@staff.test` } });
  await owner("me");
  await owner("other");
  const rows = await database.prisma.submission.findMany({ orderBy: { id: "asc" } });
  const set = (index: number, data: object) =>
    database.prisma.submission.update({ where: { id: rows[index]!.id }, data });
  await set(0, { ownerId: "me", followUpAt: new Date(Date.UTC(2026, 2, 9, 15)) });
  await set(2, { ownerId: "other", followUpAt: new Date(Date.UTC(2026, 2, 20, 15)) });
  await set(3, { followUpAt: new Date(Date.UTC(2026, 2, 5, 15)), status: "won" });
}, 30_000);
afterAll(() => database.cleanup());

describe("the export's SQL filter", () => {
  it.each([
    {},
    { spam: "show" },
    { spam: "only" },
    { kind: "lead", spam: "show" },
    { form: "Contact" },
    { status: "contacted" },
    { q: "robin" },
    { q: "50%" },
    { q: "_" },
    { q: "fr-000028" },
    { q: "010-9876" },
    { q: "010 9876 5432" },
    { q: "한빛", spam: "show" },
    { from: "2026-03-01", to: "2026-03-01", spam: "show" },
    { from: "2026-03-02" },
    { owner: "mine" },
    { owner: "none", spam: "show" },
    { kind: "not-newsletter", owner: "none", spam: "show" },
    { owner: "other" },
    { overdue: "yes" },
    { overdue: "yes", owner: "mine" },
    { currency: "USD" },
    { currency: "KRW", minValue: "1500000", maxValue: "1500000" },
    { currency: "USD", minValue: "991" },
  ])("picks the inbox's rows for %j", async (query) => {
    const filters = submissionFilterSchema(en.staff.errors).parse(query);
    // "Today" is 15 March 2026 in Seoul: the lead due on the 10th is overdue, the one due on the 21st is not.
    const viewer = { accountId: "me", now: new Date(Date.UTC(2026, 2, 15, 3)) };
    const viaPrisma = await database.prisma.submission.findMany({
      where: submissionWhere(filters, zone, viewer),
      orderBy: { id: "asc" },
      select: { id: true },
    });
    const reader = await openExportReader(database.url);
    const where = submissionSql(filters, zone, viewer);
    const viaSql = await reader.all(`SELECT "id" FROM "Submission" WHERE ${where.sql} ORDER BY "id"`, where.params);
    await reader.close();
    expect(viaSql).toEqual(viaPrisma);
    if (query.overdue || query.owner || (query.currency && !query.minValue))
      expect(viaPrisma.length).toBeGreaterThan(0);
  });

  // The report request of index 2 is stored with id 28 (index * 14), so its receipt number is FR-000028.
  it.each([
    ["50%", ["Person 42"]],
    ["%", ["Person 0", "Person 42"]],
    ["_", ["Person 0"]],
    ["% s", ["Person 0"]],
    ["FR-000028", ["Robin Reed"]],
    ["01098765432", ["Robin Reed"]],
    ["+82 10-9876-5432", ["Robin Reed"]],
  ])("finds %j alike in both", async (q, names) => {
    const filters = submissionFilterSchema(en.staff.errors).parse({ q, spam: "show" });
    const viaPrisma = await database.prisma.submission.findMany({
      where: submissionWhere(filters, zone),
      orderBy: { id: "asc" },
      select: { id: true, name: true },
    });
    expect(viaPrisma.map((row) => row.name)).toEqual(names);
    const reader = await openExportReader(database.url);
    const where = submissionSql(filters, zone);
    const viaSql = await reader.all(`SELECT "id" FROM "Submission" WHERE ${where.sql} ORDER BY "id"`, where.params);
    await reader.close();
    expect(viaSql).toEqual(viaPrisma.map(({ id }) => ({ id })));
  });
});
