-- CreateTable
CREATE TABLE "StaffUser" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "emailVerified" BOOLEAN NOT NULL DEFAULT false,
    "image" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    "role" TEXT,
    "banned" BOOLEAN DEFAULT false,
    "banReason" TEXT,
    "banExpires" DATETIME,
    "twoFactorEnabled" BOOLEAN DEFAULT false
);

-- CreateTable
CREATE TABLE "StaffCredential" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "accountId" TEXT NOT NULL,
    "providerId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "accessToken" TEXT,
    "refreshToken" TEXT,
    "idToken" TEXT,
    "accessTokenExpiresAt" DATETIME,
    "refreshTokenExpiresAt" DATETIME,
    "scope" TEXT,
    "password" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "StaffCredential_userId_fkey" FOREIGN KEY ("userId") REFERENCES "StaffUser" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "StaffVerification" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "identifier" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "expiresAt" DATETIME NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "StaffTwoFactor" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "secret" TEXT NOT NULL,
    "backupCodes" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "verified" BOOLEAN DEFAULT true,
    "failedVerificationCount" INTEGER DEFAULT 0,
    "lockedUntil" DATETIME,
    CONSTRAINT "StaffTwoFactor_userId_fkey" FOREIGN KEY ("userId") REFERENCES "StaffUser" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "AccessLogEntry" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "accountId" TEXT,
    "email" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "target" TEXT,
    "detail" JSONB,
    "ip" TEXT NOT NULL
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_StaffSession" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "expiresAt" DATETIME NOT NULL,
    "token" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    "ipAddress" TEXT,
    "userAgent" TEXT,
    "userId" TEXT NOT NULL,
    "impersonatedBy" TEXT,
    CONSTRAINT "StaffSession_userId_fkey" FOREIGN KEY ("userId") REFERENCES "StaffUser" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
-- Sessions of the shared password belong to no account: everyone signs in again, as themselves.
DROP TABLE "StaffSession";
ALTER TABLE "new_StaffSession" RENAME TO "StaffSession";
CREATE UNIQUE INDEX "StaffSession_token_key" ON "StaffSession"("token");
CREATE INDEX "StaffSession_userId_idx" ON "StaffSession"("userId");
CREATE TABLE "new_Submission" (
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
    "utmCampaign" TEXT,
    "utmTerm" TEXT,
    "utmContent" TEXT,
    "landingPage" TEXT,
    "referrer" TEXT,
    "consentVersion" TEXT,
    "consentedAt" DATETIME,
    "marketingConsent" BOOLEAN,
    "isSpam" BOOLEAN NOT NULL DEFAULT false,
    "status" TEXT NOT NULL DEFAULT 'new',
    "statusChangedAt" DATETIME,
    "statusChangedBy" TEXT,
    "ownerId" TEXT,
    "followUpAt" DATETIME,
    CONSTRAINT "Submission_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "StaffUser" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_Submission" ("company", "consentVersion", "consentedAt", "email", "form", "id", "isSpam", "kind", "landingPage", "marketingConsent", "message", "name", "receivedAt", "referrer", "searchText", "sourceId", "status", "statusChangedAt", "statusChangedBy", "utmCampaign", "utmContent", "utmMedium", "utmSource", "utmTerm") SELECT "company", "consentVersion", "consentedAt", "email", "form", "id", "isSpam", "kind", "landingPage", "marketingConsent", "message", "name", "receivedAt", "referrer", "searchText", "sourceId", "status", "statusChangedAt", "statusChangedBy", "utmCampaign", "utmContent", "utmMedium", "utmSource", "utmTerm" FROM "Submission";
DROP TABLE "Submission";
ALTER TABLE "new_Submission" RENAME TO "Submission";
CREATE INDEX "Submission_isSpam_receivedAt_searchText_idx" ON "Submission"("isSpam", "receivedAt", "searchText");
CREATE INDEX "Submission_kind_isSpam_receivedAt_searchText_idx" ON "Submission"("kind", "isSpam", "receivedAt", "searchText");
CREATE INDEX "Submission_form_isSpam_receivedAt_idx" ON "Submission"("form", "isSpam", "receivedAt");
CREATE INDEX "Submission_status_isSpam_receivedAt_idx" ON "Submission"("status", "isSpam", "receivedAt");
CREATE INDEX "Submission_utmCampaign_isSpam_receivedAt_idx" ON "Submission"("utmCampaign", "isSpam", "receivedAt");
CREATE INDEX "Submission_ownerId_isSpam_receivedAt_idx" ON "Submission"("ownerId", "isSpam", "receivedAt");
CREATE INDEX "Submission_followUpAt_idx" ON "Submission"("followUpAt");
CREATE INDEX "Submission_email_idx" ON "Submission"("email");
CREATE UNIQUE INDEX "Submission_kind_sourceId_key" ON "Submission"("kind", "sourceId");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE UNIQUE INDEX "StaffUser_email_key" ON "StaffUser"("email");

-- CreateIndex
CREATE INDEX "StaffCredential_userId_idx" ON "StaffCredential"("userId");

-- CreateIndex
CREATE INDEX "StaffVerification_identifier_idx" ON "StaffVerification"("identifier");

-- CreateIndex
CREATE INDEX "StaffTwoFactor_userId_idx" ON "StaffTwoFactor"("userId");

-- CreateIndex
CREATE INDEX "AccessLogEntry_at_idx" ON "AccessLogEntry"("at");

-- CreateIndex
CREATE INDEX "AccessLogEntry_accountId_at_idx" ON "AccessLogEntry"("accountId", "at");

-- CreateIndex
CREATE INDEX "AccessLogEntry_action_at_idx" ON "AccessLogEntry"("action", "at");
