-- Data: the stored posts move to the spec's block format and to one publishing state.
-- Every row is kept. A `list` block's items move from `items` to `text`; a `youtube` block's id moves
-- from `videoId` to `url` (its optional `title` is dropped). Blocks already in the new shape are left
-- as they are, so running this on converted rows changes nothing.
UPDATE "BlogPost" SET "draftContent" = json_set("draftContent", '$.sections', (
  SELECT json_group_array(json((
    SELECT json_group_array(json(
      CASE
        WHEN b.value ->> '$.type' = 'list' AND json_type(b.value, '$.items') = 'array'
          THEN json_remove(json_set(b.value, '$.text', json(b.value -> '$.items')), '$.items')
        WHEN b.value ->> '$.type' = 'youtube' AND json_type(b.value, '$.videoId') = 'text'
          THEN json_remove(json_set(b.value, '$.url', b.value ->> '$.videoId'), '$.videoId', '$.title')
        ELSE b.value
      END) ORDER BY b.key)
    FROM json_each(s.value) AS b
  )) ORDER BY s.key)
  FROM json_each("draftContent", '$.sections') AS s
))
WHERE json_valid("draftContent") AND json_type("draftContent", '$.sections') = 'array';

UPDATE "BlogPost" SET "liveContent" = json_set("liveContent", '$.sections', (
  SELECT json_group_array(json((
    SELECT json_group_array(json(
      CASE
        WHEN b.value ->> '$.type' = 'list' AND json_type(b.value, '$.items') = 'array'
          THEN json_remove(json_set(b.value, '$.text', json(b.value -> '$.items')), '$.items')
        WHEN b.value ->> '$.type' = 'youtube' AND json_type(b.value, '$.videoId') = 'text'
          THEN json_remove(json_set(b.value, '$.url', b.value ->> '$.videoId'), '$.videoId', '$.title')
        ELSE b.value
      END) ORDER BY b.key)
    FROM json_each(s.value) AS b
  )) ORDER BY s.key)
  FROM json_each("liveContent", '$.sections') AS s
))
WHERE json_valid("liveContent") AND json_type("liveContent", '$.sections') = 'array';

-- "Live" is now the live version alone: a post whose Published box was unticked is a draft (its
-- draft is kept; the hidden live copy goes), and a ticked post never pushed stays a draft.
UPDATE "BlogPost" SET "liveList" = NULL, "liveContent" = NULL WHERE "isPublished" = 0;

-- CreateTable
CREATE TABLE "BlogJob" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "postId" TEXT NOT NULL,
    "kind" TEXT NOT NULL DEFAULT 'publish',
    "runAt" DATETIME NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "lockedUntil" DATETIME,
    "lastError" TEXT,
    "doneAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "BlogJob_postId_fkey" FOREIGN KEY ("postId") REFERENCES "BlogPost" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "BlogImage" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "originalName" TEXT NOT NULL,
    "mimeType" TEXT NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "bytes" INTEGER NOT NULL,
    "widths" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_BlogPost" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "draftList" TEXT NOT NULL,
    "draftContent" TEXT NOT NULL,
    "liveList" TEXT,
    "liveContent" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    "publishedAt" DATETIME,
    "scheduledAt" DATETIME
);
INSERT INTO "new_BlogPost" ("createdAt", "draftContent", "draftList", "id", "liveContent", "liveList", "publishedAt", "updatedAt") SELECT "createdAt", "draftContent", "draftList", "id", "liveContent", "liveList", "publishedAt", "updatedAt" FROM "BlogPost";
DROP TABLE "BlogPost";
ALTER TABLE "new_BlogPost" RENAME TO "BlogPost";
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "BlogJob_status_runAt_idx" ON "BlogJob"("status", "runAt");

-- CreateIndex
CREATE INDEX "BlogJob_postId_idx" ON "BlogJob"("postId");

-- CreateIndex
CREATE INDEX "BlogImage_createdAt_idx" ON "BlogImage"("createdAt");
