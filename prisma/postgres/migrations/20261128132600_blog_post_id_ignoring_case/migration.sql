-- Post ids are unique ignoring case (issue 46): "idLower" holds the id in lower case under a unique index.
-- Rows stored before, whose ids differ only in case, keep their addresses: the oldest of each group takes
-- the lower-cased id, the others '=' and their own id ('=' is never in an id, so nothing new can take it).
-- AlterTable
ALTER TABLE "BlogPost" ADD COLUMN     "idLower" TEXT;
UPDATE "BlogPost" SET "idLower" = CASE WHEN EXISTS (
    SELECT 1 FROM "BlogPost" AS "older"
    WHERE lower("older"."id") = lower("BlogPost"."id")
      AND ("older"."createdAt" < "BlogPost"."createdAt"
        OR ("older"."createdAt" = "BlogPost"."createdAt" AND "older"."id" < "BlogPost"."id"))
  ) THEN '=' || "BlogPost"."id" ELSE lower("BlogPost"."id") END;
ALTER TABLE "BlogPost" ALTER COLUMN "idLower" SET NOT NULL;

-- CreateIndex
CREATE UNIQUE INDEX "BlogPost_idLower_key" ON "BlogPost"("idLower");
