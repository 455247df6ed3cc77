-- AlterTable
ALTER TABLE "NewsItem" ADD COLUMN "locale" TEXT;

-- The two items seeded before this column existed are the English articles.
UPDATE "NewsItem" SET "locale" = 'en' WHERE "id" IN (1, 2) AND "locale" IS NULL;
