-- CreateEnum
CREATE TYPE "PrizeKind" AS ENUM ('nearestPin', 'longestDrive');

-- CreateTable
CREATE TABLE "EventPrize" (
    "id" UUID NOT NULL,
    "eventId" UUID NOT NULL,
    "kind" "PrizeKind" NOT NULL,
    "hole" INTEGER NOT NULL,
    "amount" INTEGER,
    "shareBp" INTEGER,
    "winnerId" UUID,
    "paidEntryId" UUID,

    CONSTRAINT "EventPrize_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "EventPrize_eventId_kind_hole_key" ON "EventPrize"("eventId", "kind", "hole");

-- AddForeignKey
ALTER TABLE "EventPrize" ADD CONSTRAINT "EventPrize_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EventPrize" ADD CONSTRAINT "EventPrize_winnerId_fkey" FOREIGN KEY ("winnerId") REFERENCES "Player"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- A prize is worth a fixed amount or a share of the sweep pot, never both nor neither (docs/money-rules.md#prizes).
ALTER TABLE "EventPrize" ADD CONSTRAINT "EventPrize_one_worth" CHECK (("amount" IS NULL) <> ("shareBp" IS NULL));
