import "server-only";
import { prizeWorth, sweepPotAfterCut, type Prize, type PrizeKind } from "@/lib/money";
import type { EventPrizeDto } from "@/lib/validation/money";
import type { Db } from "./infra/client";
import { appendLedgerEntry, reverseLedgerEntry } from "./ledger";

/*
 * An event's nearest-the-pin and longest-drive prizes (docs/money-rules.md#prizes) and their payment: a prize with a
 * winner is paid by its own settlement entry, remembered on the prize so that a change of winner reverses it.
 */

type MoneyEvent = { eventId: string; sweepId: string };
type By = { byPlayerId: string | null };

const KIND_WORDS: Record<PrizeKind, string> = { nearestPin: "Nearest the pin", longestDrive: "Longest drive" };
const prizeName = (prize: { kind: PrizeKind; hole: number }) => `${KIND_WORDS[prize.kind]}, hole ${prize.hole}`;

const prizeSelect = {
  id: true,
  kind: true,
  hole: true,
  amount: true,
  shareBp: true,
  winner: { select: { id: true, fullName: true } },
} as const;

export async function readEventPrizes(db: Db, eventId: string): Promise<EventPrizeDto[]> {
  return db.eventPrize.findMany({
    where: { eventId },
    orderBy: [{ hole: "asc" }, { kind: "asc" }],
    select: prizeSelect,
  });
}

/** Replaces the event's prizes; a prize kept (same kind and hole) keeps its winner. Call before the close. */
export async function replaceEventPrizes(db: Db, eventId: string, prizes: readonly Prize[]): Promise<EventPrizeDto[]> {
  await db.eventPrize.deleteMany({
    where: { eventId, NOT: { OR: prizes.map((prize) => ({ kind: prize.kind, hole: prize.hole })) } },
  });
  for (const prize of prizes) {
    const worth = {
      amount: "amount" in prize ? prize.amount : null,
      shareBp: "shareBp" in prize ? prize.shareBp : null,
    };
    await db.eventPrize.upsert({
      where: { eventId_kind_hole: { eventId, kind: prize.kind, hole: prize.hole } },
      create: { eventId, kind: prize.kind, hole: prize.hole, ...worth },
      update: worth,
    });
  }
  return readEventPrizes(db, eventId);
}

/** What the event's sweep stakes put in its pot (entries less withdrawals), whatever its settlements paid since. */
async function sweepStakesIn(db: Db, eventId: string): Promise<number> {
  const sum = await db.ledgerLine.aggregate({
    where: { eventId, account: "sweepPot", entry: { kind: { in: ["entry", "withdrawal"] } } },
    _sum: { amount: true },
  });
  return sum._sum.amount ?? 0;
}

/**
 * Pays one prize to its winner: a share from the event's sweep pot, where the close held it, a fixed amount from the
 * fund. `pot` is the sweep pot less the society's cut. Call in the close's (or the winner's) transaction.
 */
export async function payPrize(
  db: Db,
  event: MoneyEvent,
  prize: { id: string; kind: PrizeKind; hole: number; amount: number | null; shareBp: number | null; winnerId: string },
  pot: number,
  by: By,
): Promise<void> {
  const amount = prizeWorth(prize, pot);
  const from =
    prize.shareBp === null ? { account: "fund" as const } : { account: "sweepPot" as const, eventId: event.eventId };
  const entryId = await appendLedgerEntry(
    db,
    {
      sweepId: event.sweepId,
      eventId: event.eventId,
      kind: "settlement",
      memo: prizeName(prize),
      byPlayerId: by.byPlayerId,
    },
    [
      { account: "purse", playerId: prize.winnerId, amount },
      { ...from, amount: -amount },
    ],
  );
  await db.eventPrize.update({ where: { id: prize.id }, data: { paidEntryId: entryId } });
}

/**
 * Records a prize's winner (null: none yet). On a closed event the winner is paid at once, and a winner paid before
 * is reversed first. Call with the event locked.
 */
export async function recordPrizeWinner(
  db: Db,
  event: MoneyEvent & { complete: boolean; fundCutBp: number },
  prizeId: string,
  winnerId: string | null,
  by: By,
): Promise<EventPrizeDto | null> {
  const prize = await db.eventPrize.findFirst({ where: { id: prizeId, eventId: event.eventId } });
  if (!prize) return null;
  await db.eventPrize.update({ where: { id: prize.id }, data: { winnerId } });
  if (event.complete && winnerId !== prize.winnerId) {
    const paid = prize.paidEntryId
      ? await db.ledgerEntry.findUnique({
          where: { id: prize.paidEntryId },
          select: { reversedBy: { select: { id: true } } },
        })
      : null;
    if (prize.paidEntryId && paid && !paid.reversedBy)
      await reverseLedgerEntry(db, prize.paidEntryId, {
        memo: `${prizeName(prize)}: winner changed`,
        byPlayerId: by.byPlayerId,
      });
    if (winnerId) {
      const pot = sweepPotAfterCut(await sweepStakesIn(db, event.eventId), event.fundCutBp);
      await payPrize(db, event, { ...prize, winnerId }, pot, by);
    } else await db.eventPrize.update({ where: { id: prize.id }, data: { paidEntryId: null } });
  }
  const [row] = (await readEventPrizes(db, event.eventId)).filter((one) => one.id === prize.id);
  return row ?? null;
}
