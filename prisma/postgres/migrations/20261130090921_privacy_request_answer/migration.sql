-- AlterTable
ALTER TABLE "PrivacyRequest" ADD COLUMN     "answerSubject" TEXT,
ADD COLUMN     "answerText" TEXT;
