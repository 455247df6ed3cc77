-- Post ids are unique ignoring case (issue 46): "idLower" holds the id in lower case under a unique index.
-- Rows stored before, whose ids differ only in case, keep their addresses: the oldest of each group takes
-- the lower-cased id, the others '=' and their own id ('=' is never in an id, so nothing new can take it).
-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_BlogPost" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "idLower" TEXT NOT NULL,
    "draftList" JSONB NOT NULL,
    "draftContent" JSONB NOT NULL,
    "liveList" JSONB,
    "liveContent" JSONB,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    "publishedAt" DATETIME,
    "scheduledAt" DATETIME
);
INSERT INTO "new_BlogPost" ("createdAt", "draftContent", "draftList", "id", "idLower", "liveContent", "liveList", "publishedAt", "scheduledAt", "updatedAt") SELECT "createdAt", "draftContent", "draftList", "id", CASE WHEN EXISTS (
    SELECT 1 FROM "BlogPost" AS "older"
    WHERE lower("older"."id") = lower("BlogPost"."id")
      AND ("older"."createdAt" < "BlogPost"."createdAt"
        OR ("older"."createdAt" = "BlogPost"."createdAt" AND "older"."id" < "BlogPost"."id"))
  ) THEN '=' || "BlogPost"."id" ELSE lower("BlogPost"."id") END, "liveContent", "liveList", "publishedAt", "scheduledAt", "updatedAt" FROM "BlogPost";
DROP TABLE "BlogPost";
ALTER TABLE "new_BlogPost" RENAME TO "BlogPost";
CREATE UNIQUE INDEX "BlogPost_idLower_key" ON "BlogPost"("idLower");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
