-- CreateTable
CREATE TABLE "BuiltLeaderboard" (
    "eventId" UUID NOT NULL,
    "fingerprint" TEXT NOT NULL,
    "leaderboard" JSONB NOT NULL,
    "builtAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BuiltLeaderboard_pkey" PRIMARY KEY ("eventId")
);

-- AddForeignKey
ALTER TABLE "BuiltLeaderboard" ADD CONSTRAINT "BuiltLeaderboard_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;
