-- CreateTable
CREATE TABLE "MarketingConsentNotice" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "email" TEXT NOT NULL,
    "consentAt" DATETIME NOT NULL,
    "sentAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "JobRun" (
    "name" TEXT NOT NULL PRIMARY KEY,
    "lockedUntil" DATETIME,
    "lastRunAt" DATETIME
);

-- CreateIndex
CREATE UNIQUE INDEX "MarketingConsentNotice_email_key" ON "MarketingConsentNotice"("email");
