-- AlterTable
ALTER TABLE "StaffSession" ADD COLUMN "staffName" TEXT;

-- CreateTable
CREATE TABLE "Submission" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "kind" TEXT NOT NULL,
    "sourceId" INTEGER NOT NULL,
    "form" TEXT NOT NULL,
    "receivedAt" DATETIME NOT NULL,
    "name" TEXT NOT NULL DEFAULT '',
    "email" TEXT NOT NULL DEFAULT '',
    "company" TEXT NOT NULL DEFAULT '',
    "message" TEXT NOT NULL DEFAULT '',
    "searchText" TEXT NOT NULL DEFAULT '',
    "utmSource" TEXT,
    "utmMedium" TEXT,
    "isSpam" BOOLEAN NOT NULL DEFAULT false,
    "status" TEXT NOT NULL DEFAULT 'new',
    "statusChangedAt" DATETIME,
    "statusChangedBy" TEXT
);

-- CreateTable
CREATE TABLE "SubmissionNote" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "submissionId" INTEGER NOT NULL,
    "body" TEXT NOT NULL,
    "author" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "SubmissionNote_submissionId_fkey" FOREIGN KEY ("submissionId") REFERENCES "Submission" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "SubmissionAudit" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "submissionId" INTEGER NOT NULL,
    "at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "actor" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "oldValue" TEXT,
    "newValue" TEXT,
    CONSTRAINT "SubmissionAudit_submissionId_fkey" FOREIGN KEY ("submissionId") REFERENCES "Submission" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_OutboxMessage" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "kind" TEXT NOT NULL DEFAULT 'email',
    "recipient" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "tag" TEXT NOT NULL,
    "payload" TEXT,
    "dedupeKey" TEXT,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "lastError" TEXT,
    "nextAttemptAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lockedUntil" DATETIME,
    "sentAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "submissionId" INTEGER,
    CONSTRAINT "OutboxMessage_submissionId_fkey" FOREIGN KEY ("submissionId") REFERENCES "Submission" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_OutboxMessage" ("attempts", "body", "createdAt", "dedupeKey", "id", "kind", "lastError", "lockedUntil", "nextAttemptAt", "payload", "recipient", "sentAt", "status", "subject", "tag") SELECT "attempts", "body", "createdAt", "dedupeKey", "id", "kind", "lastError", "lockedUntil", "nextAttemptAt", "payload", "recipient", "sentAt", "status", "subject", "tag" FROM "OutboxMessage";
DROP TABLE "OutboxMessage";
ALTER TABLE "new_OutboxMessage" RENAME TO "OutboxMessage";
CREATE UNIQUE INDEX "OutboxMessage_dedupeKey_key" ON "OutboxMessage"("dedupeKey");
CREATE INDEX "OutboxMessage_status_nextAttemptAt_idx" ON "OutboxMessage"("status", "nextAttemptAt");
CREATE INDEX "OutboxMessage_submissionId_idx" ON "OutboxMessage"("submissionId");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "Submission_isSpam_receivedAt_searchText_idx" ON "Submission"("isSpam", "receivedAt", "searchText");

-- CreateIndex
CREATE INDEX "Submission_kind_isSpam_receivedAt_searchText_idx" ON "Submission"("kind", "isSpam", "receivedAt", "searchText");

-- CreateIndex
CREATE INDEX "Submission_form_isSpam_receivedAt_idx" ON "Submission"("form", "isSpam", "receivedAt");

-- CreateIndex
CREATE INDEX "Submission_status_isSpam_receivedAt_idx" ON "Submission"("status", "isSpam", "receivedAt");

-- CreateIndex
CREATE INDEX "Submission_email_idx" ON "Submission"("email");

-- CreateIndex
CREATE UNIQUE INDEX "Submission_kind_sourceId_key" ON "Submission"("kind", "sourceId");

-- CreateIndex
CREATE INDEX "SubmissionNote_submissionId_createdAt_idx" ON "SubmissionNote"("submissionId", "createdAt");

-- CreateIndex
CREATE INDEX "SubmissionAudit_submissionId_at_idx" ON "SubmissionAudit"("submissionId", "at");
-- Backfill: one inbox entry for every row stored before this migration (written by hand; the
-- application writes them from now on, in the transaction that stores the source row). Names follow
-- lib/submissions/person-name.ts: Korean names family name first.
INSERT INTO "Submission" ("kind", "sourceId", "form", "receivedAt", "name", "email", "company", "message", "utmSource", "utmMedium", "isSpam")
SELECT
    CASE "sheet" WHEN 'Contact' THEN 'contact' WHEN 'Sign Up' THEN 'signup' ELSE 'lead' END,
    "id", "sheet", "createdAt",
    CASE
        WHEN "sheet" = 'Contact' THEN trim(coalesce(json_extract("fields", '$.name'), ''))
        WHEN (f || l) GLOB '*[가-힣]*' THEN trim(l || CASE WHEN f GLOB '*[가-힣]*' AND l GLOB '*[가-힣]*' THEN '' ELSE ' ' END || f)
        ELSE trim(f || ' ' || l)
    END,
    lower(trim(coalesce(json_extract("fields", '$.email'), ''))),
    trim(coalesce(json_extract("fields", '$.company'), '')),
    coalesce(nullif(json_extract("fields", '$.message'), ''), json_extract("fields", '$.projectDetail'), ''),
    "utmSource", "utmMedium", "isSpam"
FROM (
    SELECT *,
        trim(coalesce(json_extract("fields", '$.firstName'), json_extract("fields", '$.first_name'), '')) AS f,
        trim(coalesce(json_extract("fields", '$.lastName'), json_extract("fields", '$.last_name'), '')) AS l
    FROM "LeadSubmission"
) ORDER BY "createdAt";

INSERT INTO "Submission" ("kind", "sourceId", "form", "receivedAt", "name", "email", "company", "message")
SELECT 'report', "id", 'Report', "createdAt",
    CASE
        WHEN (f || l) GLOB '*[가-힣]*' THEN trim(l || CASE WHEN f GLOB '*[가-힣]*' AND l GLOB '*[가-힣]*' THEN '' ELSE ' ' END || f)
        ELSE trim(f || ' ' || l)
    END,
    lower(trim("email")), trim("companyName"),
    trim("projectName" || char(10) || "siteAddress" || char(10) || coalesce(json_extract("fields", '$.additionalInformation'), ''), char(10))
FROM (SELECT *, trim("firstName") AS f, trim("lastName") AS l FROM "ConsultingRequest") ORDER BY "createdAt";

INSERT INTO "Submission" ("kind", "sourceId", "form", "receivedAt", "name", "email", "company", "message", "isSpam")
SELECT 'campaign', "id", replace("tag", ':spam', ''), "createdAt",
    CASE
        WHEN (f || l) GLOB '*[가-힣]*' THEN trim(l || CASE WHEN f GLOB '*[가-힣]*' AND l GLOB '*[가-힣]*' THEN '' ELSE ' ' END || f)
        ELSE trim(f || ' ' || l)
    END,
    lower(trim("email")), trim(coalesce("company", '')),
    coalesce(nullif(json_extract("fields", '$.note'), ''), json_extract("fields", '$.ed1_message'), ''),
    "tag" LIKE '%:spam'
FROM (SELECT *, trim("firstName") AS f, trim("lastName") AS l FROM "CampaignContact") ORDER BY "createdAt";

INSERT INTO "Submission" ("kind", "sourceId", "form", "receivedAt", "email")
SELECT 'newsletter', "id", 'Newsletter', "createdAt", lower("email") FROM "NewsletterSubscriber" ORDER BY "createdAt";

-- Link the notifications already queued to their submissions: lead e-mails and CRM syncs by their
-- dedupe keys, report notifications by the request number their text starts with.
UPDATE "OutboxMessage" SET "submissionId" = (
    SELECT "id" FROM "Submission" s
    WHERE s."kind" IN ('lead', 'contact', 'signup') AND s."sourceId" = CAST(substr("OutboxMessage"."dedupeKey", 12) AS INTEGER)
) WHERE "dedupeKey" LIKE 'email:lead-%';
UPDATE "OutboxMessage" SET "submissionId" = (
    SELECT "id" FROM "Submission" s
    WHERE s."kind" = 'campaign' AND s."sourceId" = CAST(substr("OutboxMessage"."dedupeKey", 13) AS INTEGER)
) WHERE "dedupeKey" LIKE 'crm:contact-%';
UPDATE "OutboxMessage" SET "submissionId" = (
    SELECT "id" FROM "Submission" s
    WHERE s."kind" = 'report' AND "OutboxMessage"."body" LIKE 'New feasibility report request #' || s."sourceId" || char(10) || '%'
) WHERE "tag" = 'Feasibility Report' AND "submissionId" IS NULL;

-- The search column of every entry (the application writes it with the row from now on).
UPDATE "Submission" SET "searchText" = "name" || char(10) || "email" || char(10) || "company" || char(10) || "message";
