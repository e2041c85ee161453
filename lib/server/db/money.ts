import "server-only";
import { moneyRulesSchema, type MoneyRules } from "@/lib/money";
import type {
  EventMoneyDto,
  LedgerEntryDto,
  PaymentBody,
  PurseStatementDto,
  SweepMoneyDto,
} from "@/lib/validation/money";
import type { AuthorizedSweepId, EventAccess } from "../auth/authorized";
import { AppError, notFound } from "../errors";
import type { Db } from "./infra/client";
import { appendLedgerEntry, reverseLedgerEntry } from "./ledger";
import { readEventStakes, SWEEP_PAYOUTS, TWOS_PAYOUTS } from "./event-money";
import { readEventPrizes } from "./event-prizes";
import { toIsoDate } from "./sweeps";

/* The sweep's money as the treasurer and the members read it (docs/money-rules.md#the-ledger), and the payments. */

export async function readMoneyRules(db: Db, sweepId: string): Promise<MoneyRules> {
  const sweep = await db.sweep.findUniqueOrThrow({ where: { id: sweepId }, select: { moneyRules: true } });
  return moneyRulesSchema.parse(sweep.moneyRules);
}

export async function writeMoneyRules(db: Db, sweepId: AuthorizedSweepId, rules: MoneyRules): Promise<MoneyRules> {
  await db.sweep.update({ where: { id: sweepId }, data: { moneyRules: rules } });
  return rules;
}

const entrySelect = {
  id: true,
  kind: true,
  memo: true,
  reference: true,
  createdAt: true,
  eventId: true,
  reversesId: true,
  byPlayer: { select: { id: true, fullName: true } },
  reversedBy: { select: { id: true } },
  lines: {
    orderBy: { amount: "asc" as const },
    select: { account: true, eventId: true, amount: true, player: { select: { id: true, fullName: true } } },
  },
} as const;

type EntryRow = {
  id: string;
  kind: LedgerEntryDto["kind"];
  memo: string;
  reference: string | null;
  createdAt: Date;
  eventId: string | null;
  reversesId: string | null;
  byPlayer: { id: string; fullName: string } | null;
  reversedBy: { id: string } | null;
  lines: Array<{
    account: LedgerEntryDto["lines"][number]["account"];
    eventId: string | null;
    amount: number;
    player: { id: string; fullName: string } | null;
  }>;
};

const toEntryDto = (row: EntryRow): LedgerEntryDto => ({
  id: row.id,
  kind: row.kind,
  memo: row.memo,
  reference: row.reference,
  createdAt: row.createdAt.toISOString(),
  by: row.byPlayer,
  reversesId: row.reversesId,
  reversed: row.reversedBy !== null,
  eventId: row.eventId,
  lines: row.lines.map((line) => ({
    account: line.account,
    player: line.player,
    eventId: line.eventId,
    amount: line.amount,
  })),
});

/** The society ledger, oldest first: every entry with its lines (the CSV export). */
export async function listLedger(db: Db, sweepId: AuthorizedSweepId): Promise<LedgerEntryDto[]> {
  const rows = await db.ledgerEntry.findMany({
    where: { sweepId },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: entrySelect,
  });
  return rows.map(toEntryDto);
}

/** The payments recorded, newest first: what the treasurer may correct (already reversed ones say so). */
export async function listPayments(db: Db, sweepId: AuthorizedSweepId, take = 30): Promise<LedgerEntryDto[]> {
  const rows = await db.ledgerEntry.findMany({
    where: { sweepId, kind: "payment" },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take,
    select: entrySelect,
  });
  return rows.map(toEntryDto);
}

/** Every balance; the purses list each current member, and anyone else whose purse is not settled. */
export async function readSweepMoney(db: Db, sweepId: AuthorizedSweepId): Promise<SweepMoneyDto> {
  const [rules, sums, members] = await Promise.all([
    readMoneyRules(db, sweepId),
    db.ledgerLine.groupBy({ by: ["account", "playerId", "eventId"], where: { sweepId }, _sum: { amount: true } }),
    db.sweepMember.findMany({
      where: { sweepId, approved: true, removedAt: null },
      select: { player: { select: { id: true, fullName: true } } },
    }),
  ]);
  const balance = (row: (typeof sums)[number]) => row._sum.amount ?? 0;
  const purseSums = new Map(
    sums.filter((row) => row.account === "purse").map((row) => [row.playerId ?? "", balance(row)]),
  );
  const owing = [...purseSums].filter(([, amount]) => amount !== 0).map(([playerId]) => playerId);
  const others = await db.player.findMany({
    where: { id: { in: owing.filter((playerId) => !members.some((member) => member.player.id === playerId)) } },
    select: { id: true, fullName: true },
  });
  const purses = [...members.map((member) => member.player), ...others]
    .map((player) => ({ player, balance: purseSums.get(player.id) ?? 0 }))
    .sort((a, b) => a.player.fullName.localeCompare(b.player.fullName));
  const total = (account: string) =>
    sums.filter((row) => row.account === account).reduce((sum, row) => sum + balance(row), 0);
  const potEventIds = [
    ...new Set(sums.filter((row) => row.eventId && balance(row) !== 0).map((row) => row.eventId ?? "")),
  ];
  const events = await db.event.findMany({
    where: { id: { in: potEventIds } },
    orderBy: { date: "asc" },
    select: { id: true, date: true, course: { select: { name: true } } },
  });
  const potOf = (eventId: string, account: string) =>
    sums
      .filter((row) => row.eventId === eventId && row.account === account)
      .reduce((sum, row) => sum + balance(row), 0);
  return {
    currency: rules.currency,
    locale: rules.locale,
    purses,
    fund: total("fund"),
    cash: total("cash"),
    twosRollover: total("twosRollover"),
    pots: events.map((event) => ({
      eventId: event.id,
      date: toIsoDate(event.date),
      courseName: event.course.name,
      sweep: potOf(event.id, "sweepPot"),
      twos: potOf(event.id, "twosPot"),
    })),
    total: sums.reduce((sum, row) => sum + balance(row), 0),
  };
}

/** One member's purse: each movement with the balance after it, oldest first. */
export async function readPurseStatement(
  db: Db,
  sweepId: AuthorizedSweepId,
  playerId: string,
): Promise<PurseStatementDto> {
  const [rules, player, lines] = await Promise.all([
    readMoneyRules(db, sweepId),
    db.player.findUnique({ where: { id: playerId }, select: { id: true, fullName: true } }),
    db.ledgerLine.findMany({
      where: { sweepId, account: "purse", playerId },
      orderBy: [{ entry: { createdAt: "asc" } }, { entryId: "asc" }],
      select: {
        amount: true,
        entry: { select: { id: true, createdAt: true, kind: true, memo: true, reference: true, eventId: true } },
      },
    }),
  ]);
  if (!player) throw notFound("That player");
  let running = 0;
  return {
    currency: rules.currency,
    locale: rules.locale,
    player,
    balance: lines.reduce((sum, line) => sum + line.amount, 0),
    lines: lines.map((line) => {
      running += line.amount;
      return {
        entryId: line.entry.id,
        createdAt: line.entry.createdAt.toISOString(),
        kind: line.entry.kind,
        memo: line.entry.memo,
        reference: line.entry.reference,
        eventId: line.entry.eventId,
        amount: line.amount,
        balance: running,
      };
    }),
  };
}

/** An event's stakes, its pots now, and the payouts of its close (none until it is closed). */
export async function readEventMoney(db: Db, access: EventAccess): Promise<EventMoneyDto> {
  const { eventId, sweepId } = access;
  const [rules, stakes, entries, sums, settlements, prizes] = await Promise.all([
    readMoneyRules(db, sweepId),
    readEventStakes(db, eventId),
    db.entry.findMany({ where: { eventId }, select: { playerId: true, inSweep: true, inTwos: true } }),
    db.ledgerLine.groupBy({ by: ["account"], where: { sweepId, eventId }, _sum: { amount: true } }),
    db.ledgerEntry.findMany({
      where: { eventId, kind: "settlement", reversedBy: { is: null } },
      select: {
        memo: true,
        lines: { select: { account: true, amount: true, player: { select: { id: true, fullName: true } } } },
      },
    }),
    readEventPrizes(db, eventId),
  ]);
  const pot = (account: string) => sums.find((row) => row.account === account)?._sum.amount ?? 0;
  const payouts = new Map<string, EventMoneyDto["payouts"][number]>();
  let toFund = 0;
  let twosRollover = 0;
  for (const settlement of settlements) {
    const pot = settlement.memo === SWEEP_PAYOUTS ? "sweep" : settlement.memo === TWOS_PAYOUTS ? "twos" : "prizes";
    for (const line of settlement.lines) {
      // A fixed prize comes out of the fund: what the pots sent the fund is the sweep's and the twos' lines.
      if (line.account === "fund" && pot !== "prizes") toFund += line.amount;
      if (line.account === "twosRollover") twosRollover += line.amount;
      if (line.account !== "purse" || !line.player) continue;
      const row = payouts.get(line.player.id) ?? { player: line.player, sweep: 0, twos: 0, prizes: 0 };
      row[pot] += line.amount;
      payouts.set(line.player.id, row);
    }
  }
  const mine = entries.find((entry) => entry.playerId === access.playerId);
  return {
    currency: rules.currency,
    locale: rules.locale,
    stakes,
    sweepPot: pot("sweepPot"),
    twosPot: pot("twosPot"),
    sweepEntrants: entries.filter((entry) => entry.inSweep).length,
    twosEntrants: entries.filter((entry) => entry.inTwos).length,
    me: mine ? { inSweep: mine.inSweep, inTwos: mine.inTwos } : null,
    prizes,
    payouts: [...payouts.values()].sort((a, b) => b.sweep + b.twos + b.prizes - (a.sweep + a.twos + a.prizes)),
    toFund,
    twosRollover,
  };
}

/**
 * Money the treasurer took from a member (their purse is credited, the cash held grows) or handed to one (the
 * reverse). Sweeps records it; it never moves money.
 */
export async function recordPayment(
  db: Db,
  sweepId: AuthorizedSweepId,
  payment: PaymentBody,
  byPlayerId: string,
): Promise<LedgerEntryDto> {
  const member = await db.sweepMember.findUnique({
    where: { sweepId_playerId: { sweepId, playerId: payment.playerId } },
    select: { approved: true, player: { select: { fullName: true } } },
  });
  if (!member?.approved) throw notFound("That member");
  const signed = payment.direction === "received" ? payment.amount : -payment.amount;
  const how = payment.method === "cash" ? "cash" : "bank transfer";
  const memo = payment.direction === "received" ? `Paid in (${how})` : `Paid out (${how})`;
  const id = await appendLedgerEntry(
    db,
    { sweepId, kind: "payment", memo, byPlayerId, ...(payment.reference ? { reference: payment.reference } : {}) },
    [
      { account: "purse", playerId: payment.playerId, amount: signed },
      { account: "cash", amount: -signed },
    ],
  );
  return readLedgerEntry(db, id ?? "");
}

/** A correction: a payment recorded in error is reversed with the reason (never edited or deleted). */
export async function reversePayment(
  db: Db,
  sweepId: AuthorizedSweepId,
  entryId: string,
  reason: string,
  byPlayerId: string,
): Promise<LedgerEntryDto> {
  const entry = await db.ledgerEntry.findFirst({
    where: { id: entryId, sweepId },
    select: { kind: true, reversedBy: { select: { id: true } } },
  });
  if (!entry) throw notFound("That ledger entry");
  if (entry.kind !== "payment")
    throw new AppError(
      "conflict",
      "Only a payment can be corrected here. Stakes go back when the player withdraws, and payouts when the event is reopened.",
    );
  if (entry.reversedBy) throw new AppError("conflict", "That payment has already been reversed.");
  const id = await reverseLedgerEntry(db, entryId, { memo: `Correction: ${reason}`, byPlayerId, kind: "correction" });
  return readLedgerEntry(db, id ?? "");
}

async function readLedgerEntry(db: Db, id: string): Promise<LedgerEntryDto> {
  return toEntryDto(await db.ledgerEntry.findUniqueOrThrow({ where: { id }, select: entrySelect }));
}
