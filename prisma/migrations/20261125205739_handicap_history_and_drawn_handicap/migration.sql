-- AlterTable
ALTER TABLE "HandicapEntry" ADD COLUMN     "correctedAt" TIMESTAMP(3),
ADD COLUMN     "correctsId" UUID,
ADD COLUMN     "reason" TEXT,
ADD COLUMN     "recordedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
ADD COLUMN     "recordedById" UUID,
ADD COLUMN     "withdrawnAt" TIMESTAMP(3),
ADD COLUMN     "withdrawnById" UUID,
ADD COLUMN     "withdrawnReason" TEXT;

-- AlterTable
ALTER TABLE "Scorecard" ADD COLUMN     "drawnHandicap" INTEGER;

-- CreateIndex
CREATE INDEX "HandicapEntry_correctsId_idx" ON "HandicapEntry"("correctsId");

-- AddForeignKey
ALTER TABLE "HandicapEntry" ADD CONSTRAINT "HandicapEntry_recordedById_fkey" FOREIGN KEY ("recordedById") REFERENCES "Player"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "HandicapEntry" ADD CONSTRAINT "HandicapEntry_correctsId_fkey" FOREIGN KEY ("correctsId") REFERENCES "HandicapEntry"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "HandicapEntry" ADD CONSTRAINT "HandicapEntry_withdrawnById_fkey" FOREIGN KEY ("withdrawnById") REFERENCES "Player"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Entries written before this migration were recorded when they took effect; drawn cards were drawn as they are.
UPDATE "HandicapEntry" SET "recordedAt" = "created";
UPDATE "Scorecard" c SET "drawnHandicap" = c."eventHandicap"
  FROM "Entry" en JOIN "Event" e ON e."id" = en."eventId"
 WHERE en."id" = c."entryId" AND e."drawn" AND en."group" IS NOT NULL;
