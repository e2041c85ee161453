-- AlterTable
ALTER TABLE "CardChange" ADD COLUMN     "correction" BOOLEAN NOT NULL DEFAULT false;
