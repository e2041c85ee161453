import "server-only";
import type { Db } from "./infra/client";
import type { LedgerAccount, LedgerKind } from "./generated/client";

/*
 * The double-entry ledger (docs/money-rules.md#the-ledger): every write appends an entry whose lines sum to zero
 * (a deferred trigger checks it at commit) and nothing is ever updated or deleted (a trigger refuses it).
 */

export type LedgerLineInput = { account: LedgerAccount; playerId?: string; eventId?: string; amount: number };

export type LedgerEntryInput = {
  sweepId: string;
  eventId?: string;
  kind: LedgerKind;
  memo: string;
  reference?: string;
  byPlayerId: string | null;
  reversesId?: string;
};

/** Appends one movement; lines of zero are left out, and a movement of nothing is not written (null). */
export async function appendLedgerEntry(
  db: Db,
  entry: LedgerEntryInput,
  lines: readonly LedgerLineInput[],
  now = new Date(),
): Promise<string | null> {
  const moving = lines.filter((line) => line.amount !== 0);
  if (moving.length === 0) return null;
  const total = moving.reduce((sum, line) => sum + line.amount, 0);
  if (total !== 0) throw new Error(`appendLedgerEntry: "${entry.memo}" does not balance (${total})`);
  const created = await db.ledgerEntry.create({
    data: {
      ...entry,
      createdAt: now,
      lines: {
        create: moving.map((line) => ({
          sweepId: entry.sweepId,
          account: line.account,
          playerId: line.playerId ?? null,
          eventId: line.eventId ?? null,
          amount: line.amount,
        })),
      },
    },
    select: { id: true },
  });
  return created.id;
}

/** Writes the entry that undoes `entryId` line for line; an entry is reversed at most once (a unique key). */
export async function reverseLedgerEntry(
  db: Db,
  entryId: string,
  why: { memo: string; byPlayerId: string | null; kind?: LedgerKind },
  now = new Date(),
): Promise<string | null> {
  const original = await db.ledgerEntry.findUniqueOrThrow({
    where: { id: entryId },
    select: {
      sweepId: true,
      eventId: true,
      lines: { select: { account: true, playerId: true, eventId: true, amount: true } },
    },
  });
  return appendLedgerEntry(
    db,
    {
      sweepId: original.sweepId,
      ...(original.eventId ? { eventId: original.eventId } : {}),
      kind: why.kind ?? "reversal",
      memo: why.memo,
      byPlayerId: why.byPlayerId,
      reversesId: entryId,
    },
    original.lines.map((line) => ({
      account: line.account,
      ...(line.playerId ? { playerId: line.playerId } : {}),
      ...(line.eventId ? { eventId: line.eventId } : {}),
      amount: -line.amount,
    })),
    now,
  );
}

/** The event's entries of a kind that no later entry has reversed (for one player's purse when named). */
export async function unreversedEntryIds(
  db: Db,
  filter: { eventId: string; kind: LedgerKind; playerId?: string },
): Promise<string[]> {
  const rows = await db.ledgerEntry.findMany({
    where: {
      eventId: filter.eventId,
      kind: filter.kind,
      reversedBy: { is: null },
      ...(filter.playerId ? { lines: { some: { account: "purse", playerId: filter.playerId } } } : {}),
    },
    orderBy: { createdAt: "asc" },
    select: { id: true },
  });
  return rows.map((row) => row.id);
}

/** An account's balance: the sum of its lines. */
export async function accountBalance(
  db: Db,
  sweepId: string,
  account: LedgerAccount,
  owner: { playerId?: string; eventId?: string } = {},
): Promise<number> {
  const sum = await db.ledgerLine.aggregate({
    where: { sweepId, account, playerId: owner.playerId ?? null, eventId: owner.eventId ?? null },
    _sum: { amount: true },
  });
  return sum._sum.amount ?? 0;
}
