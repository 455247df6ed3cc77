-- Written by hand from the engine's diff, which drops and re-adds each column (losing its rows): every
-- column is converted in place instead, its text read as JSON or as the enum's value.

-- CreateEnum
CREATE TYPE "BlogJobStatus" AS ENUM ('pending', 'running', 'done', 'failed', 'cancelled');

-- CreateEnum
CREATE TYPE "BlogJobKind" AS ENUM ('publish');

-- CreateEnum
CREATE TYPE "OutboxKind" AS ENUM ('email', 'crm');

-- CreateEnum
CREATE TYPE "OutboxStatus" AS ENUM ('pending', 'sending', 'sent', 'failed');

-- AlterTable
ALTER TABLE "BlogPost" ALTER COLUMN "draftList" SET DATA TYPE JSONB USING "draftList"::jsonb,
ALTER COLUMN "draftContent" SET DATA TYPE JSONB USING "draftContent"::jsonb,
ALTER COLUMN "liveList" SET DATA TYPE JSONB USING "liveList"::jsonb,
ALTER COLUMN "liveContent" SET DATA TYPE JSONB USING "liveContent"::jsonb;

-- AlterTable
ALTER TABLE "BlogJob" ALTER COLUMN "kind" DROP DEFAULT,
ALTER COLUMN "kind" SET DATA TYPE "BlogJobKind" USING "kind"::"BlogJobKind",
ALTER COLUMN "kind" SET DEFAULT 'publish',
ALTER COLUMN "status" DROP DEFAULT,
ALTER COLUMN "status" SET DATA TYPE "BlogJobStatus" USING "status"::"BlogJobStatus",
ALTER COLUMN "status" SET DEFAULT 'pending';

-- AlterTable
ALTER TABLE "BlogImage" ALTER COLUMN "widths" SET DATA TYPE JSONB USING "widths"::jsonb;

-- AlterTable
ALTER TABLE "LeadSubmission" ALTER COLUMN "fields" SET DATA TYPE JSONB USING "fields"::jsonb;

-- AlterTable
ALTER TABLE "OutboxMessage" ALTER COLUMN "kind" DROP DEFAULT,
ALTER COLUMN "kind" SET DATA TYPE "OutboxKind" USING "kind"::"OutboxKind",
ALTER COLUMN "kind" SET DEFAULT 'email',
ALTER COLUMN "payload" SET DATA TYPE JSONB USING "payload"::jsonb,
ALTER COLUMN "status" DROP DEFAULT,
ALTER COLUMN "status" SET DATA TYPE "OutboxStatus" USING "status"::"OutboxStatus",
ALTER COLUMN "status" SET DEFAULT 'pending';

-- AlterTable
ALTER TABLE "CampaignContact" ALTER COLUMN "fields" SET DATA TYPE JSONB USING "fields"::jsonb;

-- AlterTable
ALTER TABLE "ConsultingRequest" ALTER COLUMN "fields" SET DATA TYPE JSONB USING "fields"::jsonb;
