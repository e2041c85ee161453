-- AlterTable
ALTER TABLE "OomResult" ADD COLUMN     "stablefordPoints" INTEGER;
