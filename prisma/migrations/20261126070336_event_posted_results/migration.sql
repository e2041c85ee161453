-- AlterTable
ALTER TABLE "Event" ADD COLUMN     "postedResults" JSONB;
