-- CreateEnum
CREATE TYPE "CardChangeKind" AS ENUM ('gross', 'handicap', 'signature', 'attestation');

-- CreateEnum
CREATE TYPE "CardRole" AS ENUM ('player', 'marker', 'admin');

-- AlterTable
ALTER TABLE "Score" ADD COLUMN     "version" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "Scorecard" ADD COLUMN     "version" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "CardChange" (
    "id" UUID NOT NULL,
    "scorecardId" UUID NOT NULL,
    "kind" "CardChangeKind" NOT NULL,
    "holeNumber" INTEGER,
    "previousValue" INTEGER,
    "value" INTEGER,
    "role" "CardRole" NOT NULL,
    "byPlayerId" UUID NOT NULL,
    "reason" TEXT,
    "cardVersion" INTEGER NOT NULL,
    "idempotencyKey" UUID,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CardChange_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "IdempotentWrite" (
    "key" UUID NOT NULL,
    "playerId" UUID NOT NULL,
    "request" TEXT NOT NULL,
    "status" INTEGER NOT NULL,
    "response" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "IdempotentWrite_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE INDEX "CardChange_scorecardId_createdAt_idx" ON "CardChange"("scorecardId", "createdAt");

-- CreateIndex
CREATE INDEX "IdempotentWrite_createdAt_idx" ON "IdempotentWrite"("createdAt");

-- AddForeignKey
ALTER TABLE "CardChange" ADD CONSTRAINT "CardChange_scorecardId_fkey" FOREIGN KEY ("scorecardId") REFERENCES "Scorecard"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CardChange" ADD CONSTRAINT "CardChange_byPlayerId_fkey" FOREIGN KEY ("byPlayerId") REFERENCES "Player"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- Every card gets one row per hole of its event's course, so that each hole has an id and a version to write against.
INSERT INTO "Score" ("id", "scorecardId", "holeNumber", "gross", "version", "updatedAt")
SELECT gen_random_uuid(), c."id", h."number", NULL, 0, CURRENT_TIMESTAMP
FROM "Scorecard" c
JOIN "Entry" en ON en."id" = c."entryId"
JOIN "Event" e ON e."id" = en."eventId"
JOIN "CourseHole" h ON h."courseId" = e."courseId"
ON CONFLICT ("scorecardId", "holeNumber") DO NOTHING;
