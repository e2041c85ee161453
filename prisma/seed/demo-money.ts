import type { AuthorizedEventId, AuthorizedSweepId } from "@/lib/server/auth/authorized";
import type { Prize, PrizeKind } from "@/lib/money";
import { chargeEntry, changeStakes } from "@/lib/server/db/event-money";
import { replaceEventPrizes } from "@/lib/server/db/event-prizes";
import type { RootDb } from "@/lib/server/db/infra/client";
import { accountBalance } from "@/lib/server/db/ledger";
import { recordPayment } from "@/lib/server/db/money";

/*
 * The demo society's money (docs/money-rules.md): every Sunday event has a £3 entry fee, a £2 sweep for everyone and
 * a £1 twos for every other entrant, so closing pays sweeps and twos (and rolls twos over when nobody made one).
 * Each has nearest the pin on its first par 3 (a quarter of the sweep pot) and longest drive on its first par 5 (£5
 * from the fund). The treasurer has collected from everyone but one member, who owes the society. No random numbers
 * are drawn here, so the demo's seeded ids stay as they were.
 */

export const DEMO_STAKES = { entryFee: 300, sweepStake: 200, sweepOptIn: false, twosStake: 100, fundCutBp: 1000 };

/** Sets the event's stakes and charges its entrants as entering would have; call before the event is closed. */
export async function chargeDemoEntrants(db: RootDb, sweepId: string, eventId: string): Promise<void> {
  await db.event.update({ where: { id: eventId }, data: { stakes: DEMO_STAKES } });
  const event = { eventId: eventId as AuthorizedEventId, sweepId };
  const entries = await db.entry.findMany({
    where: { eventId },
    orderBy: { drawOrder: "asc" },
    select: { playerId: true },
  });
  for (const [at, { playerId }] of entries.entries()) {
    await chargeEntry(db, event, playerId, { byPlayerId: null });
    if (at % 2 === 0)
      await changeStakes(
        db,
        event,
        playerId,
        { inSweep: true, inTwos: false },
        { inSweep: true, inTwos: true },
        { byPlayerId: null },
      );
  }
}

/** Everyone who owes pays the treasurer in cash, except the debtor, who is left owing. */
export async function settleDemoPurses(
  db: RootDb,
  sweepId: string,
  treasurerId: string,
  members: ReadonlyArray<{ playerId: string }>,
  debtorId: string,
): Promise<void> {
  for (const { playerId } of members) {
    if (playerId === debtorId) continue;
    const balance = await accountBalance(db, sweepId, "purse", { playerId });
    if (balance >= 0) continue;
    await recordPayment(
      db,
      sweepId as AuthorizedSweepId,
      { playerId, direction: "received", method: "cash", amount: -balance },
      treasurerId,
    );
  }
}

/** The demo's prizes on a course of these pars: nearest the pin on its first par 3, longest drive on its first par 5. */
function demoPrizes(pars: readonly number[]): Prize[] {
  return [
    { kind: "nearestPin", hole: pars.indexOf(3) + 1, shareBp: 2500 },
    { kind: "longestDrive", hole: pars.indexOf(5) + 1, amount: 500 },
  ];
}

/** Puts the demo's prizes on a charged event with their winners (player ids), for its close to pay. */
export async function setDemoPrizes(
  db: RootDb,
  eventId: string,
  pars: readonly number[],
  winners: Record<PrizeKind, string>,
): Promise<void> {
  const prizes = await replaceEventPrizes(db, eventId, demoPrizes(pars));
  for (const prize of prizes)
    await db.eventPrize.update({ where: { id: prize.id }, data: { winnerId: winners[prize.kind] } });
}
