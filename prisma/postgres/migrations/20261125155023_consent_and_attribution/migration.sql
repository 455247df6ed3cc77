-- AlterTable
ALTER TABLE "Submission" ADD COLUMN     "consentVersion" TEXT,
ADD COLUMN     "consentedAt" TIMESTAMP(3),
ADD COLUMN     "landingPage" TEXT,
ADD COLUMN     "marketingConsent" BOOLEAN,
ADD COLUMN     "referrer" TEXT,
ADD COLUMN     "utmCampaign" TEXT,
ADD COLUMN     "utmContent" TEXT,
ADD COLUMN     "utmTerm" TEXT;

-- CreateIndex
CREATE INDEX "Submission_utmCampaign_isSpam_receivedAt_idx" ON "Submission"("utmCampaign", "isSpam", "receivedAt");
