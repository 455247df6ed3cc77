-- AlterTable
ALTER TABLE "Submission" ADD COLUMN "consentVersion" TEXT;
ALTER TABLE "Submission" ADD COLUMN "consentedAt" DATETIME;
ALTER TABLE "Submission" ADD COLUMN "landingPage" TEXT;
ALTER TABLE "Submission" ADD COLUMN "marketingConsent" BOOLEAN;
ALTER TABLE "Submission" ADD COLUMN "referrer" TEXT;
ALTER TABLE "Submission" ADD COLUMN "utmCampaign" TEXT;
ALTER TABLE "Submission" ADD COLUMN "utmContent" TEXT;
ALTER TABLE "Submission" ADD COLUMN "utmTerm" TEXT;

-- CreateIndex
CREATE INDEX "Submission_utmCampaign_isSpam_receivedAt_idx" ON "Submission"("utmCampaign", "isSpam", "receivedAt");
