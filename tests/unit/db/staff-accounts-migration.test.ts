/** @jest-environment node */
// The staff-accounts migration on a database the shared-password back office wrote: the inbox's
// history (status changed by, notes' authors, the audit's actors: names typed at sign-in) reads the
// same afterwards, the shared password's sessions are gone (they belong to no account), and no lead has
// an owner yet. SQLite always; PostgreSQL where npm test started a server.
import path from "node:path";
import { describe, expect, it } from "@jest/globals";
import type { DatabaseProvider } from "@/lib/db/provider";
import { temporaryDir } from "../../support/temp-dir";
import { migrateOverOldRows, postgresDatabaseUrl, type OldRow } from "./support/migration-folders";

const TARGET = /_staff_accounts$/;
const postgresServer = process.env.TEST_POSTGRES_URL;
const tmp = temporaryDir("staff-accounts-migration-", "file");
const at = new Date("2026-11-20T01:02:03.000Z");

/** Rows as the shared-password back office wrote them, as [table, columns, values]. */
const oldRows: OldRow[] = [
  [
    "Submission",
    ["id", "kind", "sourceId", "form", "receivedAt", "status", "statusChangedAt", "statusChangedBy"],
    [1, "lead", 1, "ZenApp", at, "contacted", at, "Jiyeon"],
  ],
  ["SubmissionNote", ["submissionId", "body", "author", "createdAt"], [1, "Called back", "Minho", at]],
  [
    "SubmissionAudit",
    ["submissionId", "at", "actor", "action", "oldValue", "newValue"],
    [1, at, "Jiyeon", "status", "new", "contacted"],
  ],
  ["StaffSession", ["id", "expiresAt", "staffName"], ["shared-password-session", new Date(Date.now() + 3600e3), "x"]],
];

async function migrateAndRead(provider: DatabaseProvider, url: string) {
  const { applied, read } = await migrateOverOldRows(provider, url, path.join(tmp(), `${provider}-migrations`), {
    target: TARGET,
    rows: oldRows,
    later: false,
    sqliteValue: (v) => (v instanceof Date ? v.getTime() : v),
    read: async (prisma) => ({
      // Only the columns this migration knew: later migrations add others the current client would ask for.
      submission: await prisma.submission.findFirstOrThrow({
        select: {
          status: true,
          statusChangedBy: true,
          statusChangedAt: true,
          ownerId: true,
          followUpAt: true,
          notes: true,
          audit: true,
        },
      }),
      sessions: await prisma.staffSession.count(),
      accounts: await prisma.staffUser.count(),
    }),
  });
  expect(applied).toEqual([expect.stringMatching(TARGET)]);
  return read;
}

function expectHistoryKept(read: Awaited<ReturnType<typeof migrateAndRead>>): void {
  expect(read.submission).toMatchObject({
    status: "contacted",
    statusChangedBy: "Jiyeon",
    statusChangedAt: at,
    ownerId: null,
    followUpAt: null,
  });
  expect(read.submission.notes.map(({ author, body }) => [author, body])).toEqual([["Minho", "Called back"]]);
  expect(read.submission.audit.map(({ actor, action }) => [actor, action])).toEqual([["Jiyeon", "status"]]);
  expect(read.sessions).toBe(0);
  expect(read.accounts).toBe(0);
}

describe("the staff accounts migration", () => {
  it("keeps the SQLite inbox's history and names, and ends the shared password's sessions", async () => {
    expectHistoryKept(await migrateAndRead("sqlite", `file:${path.join(tmp(), "site.db")}`));
  });

  (postgresServer ? it : it.skip)("does the same on PostgreSQL", async () => {
    expectHistoryKept(await migrateAndRead("postgresql", postgresDatabaseUrl("staff_accounts")));
  });
});
