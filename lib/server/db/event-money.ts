import "server-only";
import {
  entryCharge,
  eventStakesSchema,
  moneyRulesSchema,
  settleEvent,
  sweepPotAfterCut,
  type EventStakes,
  type RankedEntrant,
} from "@/lib/money";
import type { AuthorizedEventId } from "../auth/authorized";
import type { Db } from "./infra/client";
import { payPrize } from "./event-prizes";
import { accountBalance, appendLedgerEntry, reverseLedgerEntry, unreversedEntryIds } from "./ledger";
import { lockSweepMoney } from "./locks";

/*
 * The ledger's part of the golf day (docs/money-rules.md#stakes, #closing-an-event): each function runs inside the
 * transaction of the write it follows, after that write's event lock, so an entry and its charge, or a close and
 * its payouts, commit together or not at all.
 */

type MoneyEvent = { eventId: AuthorizedEventId; sweepId: string };
type By = { byPlayerId: string | null };

/** The memos of a close's two settlement entries: the event's money read tells the pots apart by them. */
export const SWEEP_PAYOUTS = "Sweep payouts";
export const TWOS_PAYOUTS = "Twos payouts";

export async function readEventStakes(db: Db, eventId: string): Promise<EventStakes> {
  const event = await db.event.findUniqueOrThrow({ where: { id: eventId }, select: { stakes: true } });
  return eventStakesSchema.parse(event.stakes);
}

/**
 * Debits a new entrant's purse with the fee and the compulsory sweep (an opt-in sweep and the twos are joined
 * afterwards, joinStakes). Call in the entry's transaction. A reserve (an entry past the field's cap) is charged
 * when promoted, not here: its entry calls this at promotion instead.
 */
export async function chargeEntry(db: Db, event: MoneyEvent, playerId: string, by: By): Promise<void> {
  const stakes = await readEventStakes(db, event.eventId);
  const inSweep = !stakes.sweepOptIn && stakes.sweepStake > 0;
  if (inSweep)
    await db.entry.update({ where: { eventId_playerId: { eventId: event.eventId, playerId } }, data: { inSweep } });
  const charge = entryCharge(stakes, { inSweep, inTwos: false });
  await appendStakes(db, event, playerId, charge, "Entry", by);
}

/** Joins or leaves an opted-in stake: the purse is debited (or credited back) the difference. */
export async function changeStakes(
  db: Db,
  event: MoneyEvent,
  playerId: string,
  from: { inSweep: boolean; inTwos: boolean },
  to: { inSweep: boolean; inTwos: boolean },
  by: By,
): Promise<void> {
  const stakes = await readEventStakes(db, event.eventId);
  const sign = (was: boolean, now: boolean) => (now === was ? 0 : now ? 1 : -1);
  const charge = {
    fee: 0,
    sweep: sign(from.inSweep, to.inSweep) * stakes.sweepStake,
    twos: sign(from.inTwos, to.inTwos) * stakes.twosStake,
  };
  await db.entry.update({ where: { eventId_playerId: { eventId: event.eventId, playerId } }, data: to });
  const memo = [
    to.inSweep !== from.inSweep ? (to.inSweep ? "Joined the sweep" : "Left the sweep") : null,
    to.inTwos !== from.inTwos ? (to.inTwos ? "Joined the twos" : "Left the twos") : null,
  ]
    .filter(Boolean)
    .join("; ");
  await appendStakes(db, event, playerId, charge, memo, by);
}

async function appendStakes(
  db: Db,
  event: MoneyEvent,
  playerId: string,
  charge: { fee: number; sweep: number; twos: number },
  memo: string,
  by: By,
) {
  await appendLedgerEntry(
    db,
    { sweepId: event.sweepId, eventId: event.eventId, kind: "entry", memo, byPlayerId: by.byPlayerId },
    [
      { account: "purse", playerId, amount: -(charge.fee + charge.sweep + charge.twos) },
      { account: "fund", amount: charge.fee },
      { account: "sweepPot", eventId: event.eventId, amount: charge.sweep },
      { account: "twosPot", eventId: event.eventId, amount: charge.twos },
    ],
  );
}

/** A withdrawal before the draw, or deleting the event, gives back everything entering (and joining stakes) took. */
export async function refundEntry(
  db: Db,
  event: MoneyEvent,
  playerId: string,
  by: By & { memo: string } & { memo: string },
): Promise<void> {
  for (const id of await unreversedEntryIds(db, { eventId: event.eventId, kind: "entry", playerId }))
    await reverseLedgerEntry(db, id, {
      memo: by.memo,
      byPlayerId: by.byPlayerId,
      kind: "withdrawal",
    });
}

/**
 * Pays out the event's pots from its ranking (docs/money-rules.md#closing-an-event), the twos pot with whatever
 * rolled over from earlier events. Call in the close's transaction, with the event locked.
 */
export async function settleEventMoney(
  db: Db,
  event: MoneyEvent,
  ranked: ReadonlyArray<{ playerId: string; position: number | null; gross: ReadonlyArray<number | null> }>,
  by: By,
): Promise<void> {
  await lockSweepMoney(db, event.sweepId);
  const [sweep, stakes, entries, prizes] = await Promise.all([
    db.sweep.findUniqueOrThrow({ where: { id: event.sweepId }, select: { moneyRules: true } }),
    readEventStakes(db, event.eventId),
    db.entry.findMany({ where: { eventId: event.eventId }, select: { playerId: true, inSweep: true, inTwos: true } }),
    db.eventPrize.findMany({ where: { eventId: event.eventId }, orderBy: [{ hole: "asc" }, { kind: "asc" }] }),
  ]);
  const rules = moneyRulesSchema.parse(sweep.moneyRules);
  const choices = new Map(entries.map((entry) => [entry.playerId, entry]));
  const field: RankedEntrant[] = ranked.map((entry) => ({
    playerId: entry.playerId,
    position: entry.position,
    inSweep: choices.get(entry.playerId)?.inSweep ?? false,
    inTwos: choices.get(entry.playerId)?.inTwos ?? false,
    twos: entry.gross.filter((gross) => gross === 2).length,
  }));
  const sweepPot = await accountBalance(db, event.sweepId, "sweepPot", { eventId: event.eventId });
  const stakesIn = await accountBalance(db, event.sweepId, "twosPot", { eventId: event.eventId });
  const rolledIn = await accountBalance(db, event.sweepId, "twosRollover");
  const settled = settleEvent({ sweep: sweepPot, twos: stakesIn + rolledIn }, field, stakes, rules, prizes);
  const prizeShares =
    settled.prizesHeld +
    settled.prizePayouts.filter((payout) => payout.from === "sweepPot").reduce((sum, payout) => sum + payout.amount, 0);
  const entry = {
    sweepId: event.sweepId,
    eventId: event.eventId,
    kind: "settlement" as const,
    byPlayerId: by.byPlayerId,
  };
  const toPurses = (payouts: ReadonlyArray<{ playerId: string; amount: number }>) =>
    payouts.map((payout) => ({ account: "purse" as const, playerId: payout.playerId, amount: payout.amount }));
  // The prizes' shares stay in the pot for their own entries below, or until their winner is recorded.
  await appendLedgerEntry(db, { ...entry, memo: SWEEP_PAYOUTS }, [
    { account: "sweepPot", eventId: event.eventId, amount: -(sweepPot - prizeShares) },
    { account: "fund", amount: settled.sweepToFund },
    ...toPurses(settled.sweepPayouts),
  ]);
  await appendLedgerEntry(db, { ...entry, memo: TWOS_PAYOUTS }, [
    { account: "twosPot", eventId: event.eventId, amount: -stakesIn },
    { account: "twosRollover", amount: settled.twosRollover - rolledIn },
    { account: "fund", amount: settled.twosToFund },
    ...toPurses(settled.twosPayouts),
  ]);
  const pot = sweepPotAfterCut(sweepPot, stakes.fundCutBp);
  for (const prize of prizes)
    if (prize.winnerId) await payPrize(db, event, { ...prize, winnerId: prize.winnerId }, pot, by);
}

/** A reopened event's settlement is reversed; closing again settles afresh. */
export async function unsettleEventMoney(db: Db, event: MoneyEvent, by: By): Promise<void> {
  await lockSweepMoney(db, event.sweepId);
  for (const id of await unreversedEntryIds(db, { eventId: event.eventId, kind: "settlement" }))
    await reverseLedgerEntry(db, id, { memo: "Event reopened: payouts reversed", byPlayerId: by.byPlayerId });
}
