-- AlterTable
ALTER TABLE "PrivacyRequest" ADD COLUMN "answerSubject" TEXT;
ALTER TABLE "PrivacyRequest" ADD COLUMN "answerText" TEXT;
