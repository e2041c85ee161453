-- AlterTable
ALTER TABLE "Entry" ADD COLUMN     "promotedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "Event" ADD COLUMN     "entryDeadline" DATE,
ADD COLUMN     "maxField" INTEGER;

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "calendarFeedCreatedAt" TIMESTAMP(3),
ADD COLUMN     "calendarFeedTokenHash" TEXT;

-- CreateTable
CREATE TABLE "EventReserve" (
    "id" UUID NOT NULL,
    "eventId" UUID NOT NULL,
    "playerId" UUID NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "EventReserve_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "EventReserve_eventId_createdAt_idx" ON "EventReserve"("eventId", "createdAt");

-- CreateIndex
CREATE INDEX "EventReserve_playerId_idx" ON "EventReserve"("playerId");

-- CreateIndex
CREATE UNIQUE INDEX "EventReserve_eventId_playerId_key" ON "EventReserve"("eventId", "playerId");

-- CreateIndex
CREATE UNIQUE INDEX "User_calendarFeedTokenHash_key" ON "User"("calendarFeedTokenHash");

-- AddForeignKey
ALTER TABLE "EventReserve" ADD CONSTRAINT "EventReserve_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EventReserve" ADD CONSTRAINT "EventReserve_playerId_fkey" FOREIGN KEY ("playerId") REFERENCES "Player"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
