-- CreateEnum
CREATE TYPE "LedgerAccount" AS ENUM ('purse', 'fund', 'sweepPot', 'twosPot', 'twosRollover', 'cash');

-- CreateEnum
CREATE TYPE "LedgerKind" AS ENUM ('entry', 'withdrawal', 'settlement', 'payment', 'transfer', 'correction', 'reversal');

-- AlterTable
ALTER TABLE "Entry" ADD COLUMN     "inSweep" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "inTwos" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "Event" ADD COLUMN     "stakes" JSONB NOT NULL DEFAULT '{}';

-- AlterTable
ALTER TABLE "Sweep" ADD COLUMN     "moneyRules" JSONB NOT NULL DEFAULT '{}';

-- CreateTable
CREATE TABLE "LedgerEntry" (
    "id" UUID NOT NULL,
    "sweepId" UUID NOT NULL,
    "eventId" UUID,
    "kind" "LedgerKind" NOT NULL,
    "memo" TEXT NOT NULL,
    "reference" TEXT,
    "byPlayerId" UUID,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "reversesId" UUID,

    CONSTRAINT "LedgerEntry_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LedgerLine" (
    "id" UUID NOT NULL,
    "entryId" UUID NOT NULL,
    "sweepId" UUID NOT NULL,
    "account" "LedgerAccount" NOT NULL,
    "playerId" UUID,
    "eventId" UUID,
    "amount" INTEGER NOT NULL,

    CONSTRAINT "LedgerLine_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "LedgerEntry_reversesId_key" ON "LedgerEntry"("reversesId");

-- CreateIndex
CREATE INDEX "LedgerEntry_sweepId_createdAt_idx" ON "LedgerEntry"("sweepId", "createdAt");

-- CreateIndex
CREATE INDEX "LedgerEntry_eventId_idx" ON "LedgerEntry"("eventId");

-- CreateIndex
CREATE INDEX "LedgerLine_sweepId_account_playerId_idx" ON "LedgerLine"("sweepId", "account", "playerId");

-- CreateIndex
CREATE INDEX "LedgerLine_entryId_idx" ON "LedgerLine"("entryId");

-- AddForeignKey
ALTER TABLE "LedgerEntry" ADD CONSTRAINT "LedgerEntry_sweepId_fkey" FOREIGN KEY ("sweepId") REFERENCES "Sweep"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LedgerEntry" ADD CONSTRAINT "LedgerEntry_byPlayerId_fkey" FOREIGN KEY ("byPlayerId") REFERENCES "Player"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LedgerEntry" ADD CONSTRAINT "LedgerEntry_reversesId_fkey" FOREIGN KEY ("reversesId") REFERENCES "LedgerEntry"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LedgerLine" ADD CONSTRAINT "LedgerLine_entryId_fkey" FOREIGN KEY ("entryId") REFERENCES "LedgerEntry"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LedgerLine" ADD CONSTRAINT "LedgerLine_playerId_fkey" FOREIGN KEY ("playerId") REFERENCES "Player"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- The ledger is append-only (docs/money-rules.md#the-ledger): no row is deleted, and an update may only move a
-- player's rows onto the player who claimed them (lib/server/services/claim-player.ts).
CREATE FUNCTION "ledger_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'the ledger is append-only: write a reversing entry instead' USING ERRCODE = 'restrict_violation';
  END IF;
  IF TG_TABLE_NAME = 'LedgerLine' AND (to_jsonb(NEW) - 'playerId') IS DISTINCT FROM (to_jsonb(OLD) - 'playerId') THEN
    RAISE EXCEPTION 'the ledger is append-only: write a reversing entry instead' USING ERRCODE = 'restrict_violation';
  END IF;
  IF TG_TABLE_NAME = 'LedgerEntry' AND (to_jsonb(NEW) - 'byPlayerId') IS DISTINCT FROM (to_jsonb(OLD) - 'byPlayerId') THEN
    RAISE EXCEPTION 'the ledger is append-only: write a reversing entry instead' USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER "LedgerEntry_append_only" BEFORE UPDATE OR DELETE ON "LedgerEntry"
  FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();
CREATE TRIGGER "LedgerLine_append_only" BEFORE UPDATE OR DELETE ON "LedgerLine"
  FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();

-- Double entry: at commit, every entry's lines sum to zero.
CREATE FUNCTION "ledger_entry_balances"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT COALESCE(SUM("amount"), 0) FROM "LedgerLine" WHERE "entryId" = NEW."entryId") <> 0 THEN
    RAISE EXCEPTION 'ledger entry % does not balance', NEW."entryId" USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END $$;

CREATE CONSTRAINT TRIGGER "LedgerLine_balanced" AFTER INSERT ON "LedgerLine"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ledger_entry_balances"();
