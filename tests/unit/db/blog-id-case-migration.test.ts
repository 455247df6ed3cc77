/** @jest-environment node */
// Post ids unique ignoring case (issue 46): the migration gives every stored post its lower-cased id;
// ids stored before that differ only in case keep their addresses, the oldest holding the lower-cased one.
import { describe, expect, it } from "@jest/globals";
import Database from "better-sqlite3";
import { temporaryDir } from "../../support/temp-dir";
import { databaseBefore } from "./support/migration-folders";

const tmp = temporaryDir("blog-id-case-migration-", "file");
const list = JSON.stringify({ title: "T", category: "Guide", summary: "" });
const content = JSON.stringify({ sections: [] });

describe("the blog post id case migration", () => {
  it("fills idLower for every row, the oldest of a case-only pair taking the lower-cased id", async () => {
    const { file, applyTarget } = await databaseBefore(tmp(), /_blog_post_id_ignoring_case$/);
    const db = new Database(file);
    const insert = db.prepare(
      `INSERT INTO BlogPost (id, draftList, draftContent, liveList, liveContent, createdAt, updatedAt)
       VALUES (?, ?, ?, ?, ?, ?, '2026-01-05T00:00:00.000+00:00')`,
    );
    insert.run("T4-CASE", list, content, list, content, "2026-01-01T00:00:00.000+00:00");
    insert.run("t4-case", list, content, list, content, "2026-01-02T00:00:00.000+00:00");
    insert.run("Mixed-Only", list, content, null, null, "2026-01-03T00:00:00.000+00:00");
    db.close();

    await applyTarget();

    const after = new Database(file);
    const rows = after.prepare("SELECT id, idLower FROM BlogPost ORDER BY id").all();
    expect(rows).toEqual([
      { id: "Mixed-Only", idLower: "mixed-only" },
      { id: "T4-CASE", idLower: "t4-case" },
      { id: "t4-case", idLower: "=t4-case" },
    ]);
    const add = (id: string) =>
      after
        .prepare(
          `INSERT INTO BlogPost (id, idLower, draftList, draftContent, updatedAt) VALUES (?, ?, ?, ?, '2026-01-05')`,
        )
        .run(id, id.toLowerCase(), list, content);
    expect(() => add("T4-Case")).toThrow(/UNIQUE constraint failed: BlogPost.idLower/);
    expect(() => add("MIXED-ONLY")).toThrow(/UNIQUE constraint failed: BlogPost.idLower/);
    after.close();
  });
});
