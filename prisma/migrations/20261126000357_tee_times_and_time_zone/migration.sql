-- CreateEnum
CREATE TYPE "DrawMethod" AS ENUM ('random', 'lowWithHigh', 'flighted');

-- AlterTable
ALTER TABLE "Event" ADD COLUMN     "drawMethod" "DrawMethod" NOT NULL DEFAULT 'random',
ADD COLUMN     "groupSize" INTEGER NOT NULL DEFAULT 4,
ADD COLUMN     "start" JSONB;

-- AlterTable
ALTER TABLE "Sweep" ADD COLUMN     "timeZone" TEXT;

-- CreateTable
CREATE TABLE "DrawChange" (
    "id" UUID NOT NULL,
    "eventId" UUID NOT NULL,
    "byId" UUID NOT NULL,
    "edit" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DrawChange_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "DrawChange_eventId_createdAt_idx" ON "DrawChange"("eventId", "createdAt");

-- AddForeignKey
ALTER TABLE "DrawChange" ADD CONSTRAINT "DrawChange_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DrawChange" ADD CONSTRAINT "DrawChange_byId_fkey" FOREIGN KEY ("byId") REFERENCES "Player"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
