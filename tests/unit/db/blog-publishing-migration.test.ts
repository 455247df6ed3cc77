/** @jest-environment node */
// The publishing migration keeps every post and moves stored blocks to the API's format: a database
// with rows written the way the earlier code wrote them is migrated and read back through the schemas.
import { describe, expect, it } from "@jest/globals";
import Database from "better-sqlite3";
import { blogContentSchema } from "../../../lib/blog/schemas";
import { temporaryDir } from "../../support/temp-dir";
import { databaseBefore } from "./support/migration-folders";

const tmp = temporaryDir("blog-migration-", "file");

const oldContent = JSON.stringify({
  coverImage: "covers/a-full.svg",
  sections: [
    [{ type: "prolog", text: "Intro" }],
    [
      { type: "heading", level: 1, text: "Part" },
      { type: "list", ordered: true, items: ["one", "<b>two</b>", "three"] },
      { type: "youtube", videoId: "aqz-KE-bpKQ", title: "A walkthrough" },
      { type: "paragraph", text: "After" },
    ],
    [],
  ],
});
const list = JSON.stringify({ title: "T", category: "Guide", summary: "" });

describe("the blog publishing migration", () => {
  it("converts list and youtube blocks in drafts and live copies, keeps order and every row, and folds the Published flag into the live copy", async () => {
    const { file, applyTarget } = await databaseBefore(tmp(), /_blog_publishing$/);

    const db = new Database(file);
    const insert = db.prepare(
      `INSERT INTO BlogPost (id, draftList, draftContent, liveList, liveContent, isPublished, createdAt, updatedAt)
       VALUES (?, ?, ?, ?, ?, ?, '2025-01-01T00:00:00.000+00:00', '2025-01-02T00:00:00.000+00:00')`,
    );
    insert.run("live", list, oldContent, list, oldContent, 1);
    insert.run("unticked", list, oldContent, list, oldContent, 0);
    insert.run("never-pushed", list, oldContent, null, null, 1);
    insert.run("broken", list, "not json", null, null, 0);
    db.close();

    await applyTarget();

    const after = new Database(file, { readonly: true });
    const rows = after
      .prepare("SELECT id, draftContent, liveList, liveContent, scheduledAt FROM BlogPost ORDER BY id")
      .all() as {
      id: string;
      draftContent: string;
      liveList: string | null;
      liveContent: string | null;
      scheduledAt: string | null;
    }[];
    after.close();
    expect(rows.map((row) => row.id)).toEqual(["broken", "live", "never-pushed", "unticked"]);
    const byId = Object.fromEntries(rows.map((row) => [row.id, row]));
    const expected = {
      coverImage: "covers/a-full.svg",
      sections: [
        [{ type: "prolog", text: "Intro" }],
        [
          { type: "heading", level: 1, text: "Part" },
          { type: "list", ordered: true, text: ["one", "<b>two</b>", "three"] },
          { type: "youtube", url: "aqz-KE-bpKQ" },
          { type: "paragraph", text: "After" },
        ],
        [],
      ],
    };
    expect(JSON.parse(byId.live!.draftContent)).toEqual(expected);
    expect(JSON.parse(byId.live!.liveContent!)).toEqual(expected);
    expect(blogContentSchema.safeParse(JSON.parse(byId.live!.liveContent!)).success).toBe(true);
    expect(byId.unticked).toMatchObject({ liveList: null, liveContent: null });
    expect(JSON.parse(byId.unticked!.draftContent)).toEqual(expected);
    expect(byId["never-pushed"]).toMatchObject({ liveList: null, scheduledAt: null });
    expect(byId.broken!.draftContent).toBe("not json");
  });
});
