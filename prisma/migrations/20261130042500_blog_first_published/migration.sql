-- AlterTable
ALTER TABLE "BlogPost" ADD COLUMN "firstPublishedAt" DATETIME;

-- Backfill: a post that has been live was shown as published at its creation until now (schema.org's
-- datePublished, the blog's order), and its first publish was not recorded, so it keeps that date.
UPDATE "BlogPost" SET "firstPublishedAt" = "createdAt" WHERE "publishedAt" IS NOT NULL OR "liveList" IS NOT NULL;
