-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_BlogImage" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "originalName" TEXT NOT NULL,
    "mimeType" TEXT NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "bytes" INTEGER NOT NULL,
    "widths" JSONB NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);
INSERT INTO "new_BlogImage" ("bytes", "createdAt", "height", "id", "mimeType", "originalName", "width", "widths") SELECT "bytes", "createdAt", "height", "id", "mimeType", "originalName", "width", "widths" FROM "BlogImage";
DROP TABLE "BlogImage";
ALTER TABLE "new_BlogImage" RENAME TO "BlogImage";
CREATE INDEX "BlogImage_createdAt_idx" ON "BlogImage"("createdAt");
CREATE TABLE "new_BlogPost" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "draftList" JSONB NOT NULL,
    "draftContent" JSONB NOT NULL,
    "liveList" JSONB,
    "liveContent" JSONB,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    "publishedAt" DATETIME,
    "scheduledAt" DATETIME
);
INSERT INTO "new_BlogPost" ("createdAt", "draftContent", "draftList", "id", "liveContent", "liveList", "publishedAt", "scheduledAt", "updatedAt") SELECT "createdAt", "draftContent", "draftList", "id", "liveContent", "liveList", "publishedAt", "scheduledAt", "updatedAt" FROM "BlogPost";
DROP TABLE "BlogPost";
ALTER TABLE "new_BlogPost" RENAME TO "BlogPost";
CREATE TABLE "new_CampaignContact" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "email" TEXT NOT NULL,
    "firstName" TEXT NOT NULL,
    "lastName" TEXT NOT NULL,
    "company" TEXT,
    "tag" TEXT NOT NULL,
    "fields" JSONB NOT NULL,
    "idempotencyKey" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);
INSERT INTO "new_CampaignContact" ("company", "createdAt", "email", "fields", "firstName", "id", "idempotencyKey", "lastName", "tag") SELECT "company", "createdAt", "email", "fields", "firstName", "id", "idempotencyKey", "lastName", "tag" FROM "CampaignContact";
DROP TABLE "CampaignContact";
ALTER TABLE "new_CampaignContact" RENAME TO "CampaignContact";
CREATE UNIQUE INDEX "CampaignContact_idempotencyKey_key" ON "CampaignContact"("idempotencyKey");
CREATE INDEX "CampaignContact_email_idx" ON "CampaignContact"("email");
CREATE TABLE "new_ConsultingRequest" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "firstName" TEXT NOT NULL,
    "lastName" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "phone" TEXT NOT NULL,
    "companyName" TEXT NOT NULL,
    "projectName" TEXT NOT NULL,
    "siteAddress" TEXT NOT NULL,
    "fields" JSONB NOT NULL,
    "useZoningAnalysis" BOOLEAN NOT NULL,
    "useRenderingService" BOOLEAN NOT NULL,
    "totalUsd" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);
INSERT INTO "new_ConsultingRequest" ("companyName", "createdAt", "email", "fields", "firstName", "id", "lastName", "phone", "projectName", "siteAddress", "totalUsd", "useRenderingService", "useZoningAnalysis") SELECT "companyName", "createdAt", "email", "fields", "firstName", "id", "lastName", "phone", "projectName", "siteAddress", "totalUsd", "useRenderingService", "useZoningAnalysis" FROM "ConsultingRequest";
DROP TABLE "ConsultingRequest";
ALTER TABLE "new_ConsultingRequest" RENAME TO "ConsultingRequest";
CREATE TABLE "new_LeadSubmission" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "sheet" TEXT NOT NULL,
    "fields" JSONB NOT NULL,
    "utmSource" TEXT,
    "utmMedium" TEXT,
    "isSpam" BOOLEAN NOT NULL DEFAULT false,
    "idempotencyKey" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);
INSERT INTO "new_LeadSubmission" ("createdAt", "fields", "id", "idempotencyKey", "isSpam", "sheet", "utmMedium", "utmSource") SELECT "createdAt", "fields", "id", "idempotencyKey", "isSpam", "sheet", "utmMedium", "utmSource" FROM "LeadSubmission";
DROP TABLE "LeadSubmission";
ALTER TABLE "new_LeadSubmission" RENAME TO "LeadSubmission";
CREATE UNIQUE INDEX "LeadSubmission_idempotencyKey_key" ON "LeadSubmission"("idempotencyKey");
CREATE INDEX "LeadSubmission_sheet_createdAt_idx" ON "LeadSubmission"("sheet", "createdAt");
CREATE TABLE "new_OutboxMessage" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "kind" TEXT NOT NULL DEFAULT 'email',
    "recipient" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "tag" TEXT NOT NULL,
    "payload" JSONB,
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
INSERT INTO "new_OutboxMessage" ("attempts", "body", "createdAt", "dedupeKey", "id", "kind", "lastError", "lockedUntil", "nextAttemptAt", "payload", "recipient", "sentAt", "status", "subject", "submissionId", "tag") SELECT "attempts", "body", "createdAt", "dedupeKey", "id", "kind", "lastError", "lockedUntil", "nextAttemptAt", "payload", "recipient", "sentAt", "status", "subject", "submissionId", "tag" FROM "OutboxMessage";
DROP TABLE "OutboxMessage";
ALTER TABLE "new_OutboxMessage" RENAME TO "OutboxMessage";
CREATE UNIQUE INDEX "OutboxMessage_dedupeKey_key" ON "OutboxMessage"("dedupeKey");
CREATE INDEX "OutboxMessage_status_nextAttemptAt_idx" ON "OutboxMessage"("status", "nextAttemptAt");
CREATE INDEX "OutboxMessage_submissionId_idx" ON "OutboxMessage"("submissionId");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
