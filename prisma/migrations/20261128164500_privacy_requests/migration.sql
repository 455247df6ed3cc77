-- CreateTable
CREATE TABLE "PrivacyRequest" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "phone" TEXT NOT NULL DEFAULT '',
    "right" TEXT NOT NULL,
    "details" TEXT NOT NULL DEFAULT '',
    "locale" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "consentVersion" TEXT NOT NULL,
    "consentedAt" DATETIME NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "verifyTokenHash" TEXT,
    "verifySentAt" DATETIME,
    "verifiedAt" DATETIME,
    "dueAt" DATETIME,
    "answeredAt" DATETIME,
    "answeredBy" TEXT
);

-- CreateIndex
CREATE UNIQUE INDEX "PrivacyRequest_verifyTokenHash_key" ON "PrivacyRequest"("verifyTokenHash");

-- CreateIndex
CREATE INDEX "PrivacyRequest_status_dueAt_idx" ON "PrivacyRequest"("status", "dueAt");

-- CreateIndex
CREATE INDEX "PrivacyRequest_email_idx" ON "PrivacyRequest"("email");
