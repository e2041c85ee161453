-- AlterTable
ALTER TABLE "Event" ADD COLUMN     "entriesOpenAfterDraw" BOOLEAN NOT NULL DEFAULT false;
