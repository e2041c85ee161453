import "server-only";
import { randomUUID } from "node:crypto";
import type { DrawEditBody } from "@/lib/validation/events";
import type { SweepExport } from "@/lib/validation/sweep-export";
import type { Prisma } from "./generated/client";
import type { Db } from "./infra/client";

/** Every id of the file to a new one, the same for each mention: records keep their links, never their old ids. */
function idMap() {
  const ids = new Map<string, string>();
  const to = (old: string): string => {
    let fresh = ids.get(old);
    if (!fresh) ids.set(old, (fresh = randomUUID()));
    return fresh;
  };
  return { to, toOrNull: (old: string | null) => (old === null ? null : to(old)) };
}

/**
 * Records in the order their references to their own kind need (a course before its copies, an entry before its
 * correction or reversal): wave by wave, each inserted by one statement. The file's check refused circles.
 */
function inWaves<T extends { id: string }>(records: readonly T[], refOf: (record: T) => string | null): T[][] {
  const waves: T[][] = [];
  const placed = new Set<string>();
  const ids = new Set(records.map((record) => record.id));
  let left = [...records];
  while (left.length > 0) {
    const wave = left.filter((record) => {
      const ref = refOf(record);
      return ref === null || !ids.has(ref) || placed.has(ref);
    });
    if (wave.length === 0) throw new Error("Records that refer to each other in a circle cannot be written.");
    wave.forEach((record) => placed.add(record.id));
    left = left.filter((record) => !placed.has(record.id));
    waves.push(wave);
  }
  return waves;
}

const at = (iso: string) => new Date(iso);
const atOrNull = (iso: string | null) => (iso === null ? null : new Date(iso));
const dayOf = (day: string) => new Date(`${day}T00:00:00.000Z`);
const dayOrNull = (day: string | null) => (day === null ? null : dayOf(day));

/**
 * Writes a checked export file as a new sweep, inside the caller's transaction, and answers its id. Every record gets
 * a new id. Players become players without an account (members an admin added, who can claim their history with
 * an invitation), except the file's owner, whose records become the importing player's: they own the new sweep.
 * Inserted table by table in the order of their foreign keys, and a table that refers to itself in waves; markers
 * (who may mark each other) are set once every entry is in.
 */
export async function writeSweepImport(db: Db, file: SweepExport, ownerPlayerId: string): Promise<string> {
  const { to, toOrNull } = idMap();
  const player = new Map(file.players.map((p) => [p.id, p.id === file.sweep.ownerPlayerId ? ownerPlayerId : to(p.id)]));
  const playerOf = (old: string) => player.get(old) ?? to(old);
  const playerOrNull = (old: string | null) => (old === null ? null : playerOf(old));
  const sweepId = randomUUID();

  await db.player.createMany({
    data: file.players
      .filter((p) => p.id !== file.sweep.ownerPlayerId)
      .map((p) => ({ id: playerOf(p.id), fullName: p.fullName, guestEmail: p.guestEmail })),
  });
  await db.sweep.create({
    data: {
      id: sweepId,
      name: file.sweep.name,
      ownerId: ownerPlayerId,
      timeZone: file.sweep.timeZone,
      oomRules: file.sweep.oomRules,
      handicapRules: file.sweep.handicapRules,
      moneyRules: file.sweep.moneyRules,
      createdAt: at(file.sweep.createdAt),
    },
  });
  await db.sweepMember.createMany({ data: membersOf(file, sweepId, playerOf) });
  for (const wave of inWaves(file.courses, (c) => c.copiedFromId)) {
    await db.course.createMany({
      data: wave.map((c) => ({
        id: to(c.id),
        sweepId,
        name: c.name,
        createdAt: at(c.createdAt),
        copiedFromId: toOrNull(c.copiedFromId),
      })),
    });
  }
  await db.courseHole.createMany({
    data: file.courses.flatMap((c) => c.holes.map((hole) => ({ courseId: to(c.id), ...hole }))),
  });
  await db.courseTee.createMany({
    data: file.courses.flatMap((c) => c.tees.map((tee) => ({ courseId: to(c.id), ...tee }))),
  });
  await db.event.createMany({
    data: file.events.map((e) => ({
      id: to(e.id),
      sweepId,
      courseId: to(e.courseId),
      date: dayOf(e.date),
      movedFromDate: dayOrNull(e.movedFromDate),
      winterHandicaps: e.winterHandicaps,
      doublePoints: e.doublePoints,
      entriesOpenAfterDraw: e.entriesOpenAfterDraw,
      maxField: e.maxField,
      entryDeadline: dayOrNull(e.entryDeadline),
      teeName: e.teeName,
      nine: e.nine,
      drawn: e.drawn,
      start: e.start ?? undefined,
      drawMethod: e.drawMethod,
      groupSize: e.groupSize,
      complete: e.complete,
      closedAt: atOrNull(e.closedAt),
      stakes: e.stakes,
      createdAt: at(e.createdAt),
    })),
  });
  const entries = file.events.flatMap((e) => e.entries.map((entry) => ({ eventId: to(e.id), entry })));
  await db.entry.createMany({
    data: entries.map(({ eventId, entry }) => ({
      id: to(entry.id),
      eventId,
      playerId: playerOf(entry.playerId),
      group: entry.group,
      drawOrder: entry.drawOrder,
      inSweep: entry.inSweep,
      inTwos: entry.inTwos,
      teeName: entry.teeName,
      guest: entry.guest,
      createdAt: at(entry.createdAt),
      promotedAt: atOrNull(entry.promotedAt),
    })),
  });
  const marks = entries.flatMap(({ entry }) => (entry.marksEntryId ? [[to(entry.id), to(entry.marksEntryId)]] : []));
  if (marks.length > 0) {
    await db.$executeRaw`
      UPDATE "Entry" e SET "marksEntryId" = m."marks"
      FROM unnest(${marks.map(([id]) => id)}::uuid[], ${marks.map(([, marked]) => marked)}::uuid[]) AS m("id", "marks")
      WHERE e."id" = m."id"`;
  }
  const cards = entries.flatMap(({ entry }) =>
    entry.card ? [{ cardId: randomUUID(), entryId: to(entry.id), card: entry.card }] : [],
  );
  await db.scorecard.createMany({
    data: cards.map(({ cardId, entryId, card }) => ({
      id: cardId,
      entryId,
      eventHandicap: card.eventHandicap,
      drawnHandicap: card.drawnHandicap,
      handicapIndexTenths: card.handicapIndexTenths,
      courseHandicapTenths: card.courseHandicapTenths,
      created: at(card.created),
      version: card.version,
    })),
  });
  await db.score.createMany({
    data: cards.flatMap(({ cardId, card }) =>
      card.scores.map((score) => ({
        scorecardId: cardId,
        holeNumber: score.hole,
        gross: score.gross,
        version: score.version,
        updatedAt: at(score.updatedAt),
      })),
    ),
  });
  await db.cardChange.createMany({
    data: cards.flatMap(({ cardId, card }) =>
      card.changes.map((change) => ({
        scorecardId: cardId,
        kind: change.kind,
        holeNumber: change.holeNumber,
        previousValue: change.previousValue,
        value: change.value,
        role: change.role,
        byPlayerId: playerOf(change.byPlayerId),
        reason: change.reason,
        correction: change.correction,
        cardVersion: change.cardVersion,
        createdAt: at(change.createdAt),
      })),
    ),
  });
  await db.eventReserve.createMany({
    data: file.events.flatMap((e) =>
      e.reserves.map((reserve) => ({
        eventId: to(e.id),
        playerId: playerOf(reserve.playerId),
        createdAt: at(reserve.createdAt),
      })),
    ),
  });
  await db.oomResult.createMany({
    data: file.events.flatMap((e) =>
      e.results.map((result) => ({ eventId: to(e.id), ...result, playerId: playerOf(result.playerId) })),
    ),
  });
  await db.drawChange.createMany({
    data: file.events.flatMap((e) =>
      e.drawChanges.map((change) => ({
        eventId: to(e.id),
        byId: playerOf(change.byPlayerId),
        edit: drawEditWithPlayers(change.edit, playerOf),
        createdAt: at(change.createdAt),
      })),
    ),
  });
  for (const wave of inWaves(file.handicaps, (h) => h.correctsId)) {
    await db.handicapEntry.createMany({
      data: wave.map((h) => ({
        id: to(h.id),
        playerId: playerOf(h.playerId),
        sweepId,
        exactTenths: h.exactTenths,
        playingHandicap: h.playingHandicap,
        eventId: toOrNull(h.eventId),
        created: at(h.created),
        recordedAt: at(h.recordedAt),
        recordedById: playerOrNull(h.recordedById),
        reason: h.reason,
        correctsId: toOrNull(h.correctsId),
        correctedAt: atOrNull(h.correctedAt),
        withdrawnAt: atOrNull(h.withdrawnAt),
        withdrawnById: playerOrNull(h.withdrawnById),
        withdrawnReason: h.withdrawnReason,
      })),
    });
  }
  for (const wave of inWaves(file.ledger, (entry) => entry.reversesId)) {
    await db.ledgerEntry.createMany({
      data: wave.map((entry) => ({
        id: to(entry.id),
        sweepId,
        eventId: toOrNull(entry.eventId),
        kind: entry.kind,
        memo: entry.memo,
        reference: entry.reference,
        byPlayerId: playerOrNull(entry.byPlayerId),
        createdAt: at(entry.createdAt),
        reversesId: toOrNull(entry.reversesId),
      })),
    });
  }
  await db.ledgerLine.createMany({
    data: file.ledger.flatMap((entry) =>
      entry.lines.map((line) => ({
        entryId: to(entry.id),
        sweepId,
        account: line.account,
        playerId: playerOrNull(line.playerId),
        eventId: toOrNull(line.eventId),
        amount: line.amount,
      })),
    ),
  });
  await db.eventPrize.createMany({
    data: file.events.flatMap((e) =>
      e.prizes.map((prize) => ({
        eventId: to(e.id),
        kind: prize.kind,
        hole: prize.hole,
        amount: prize.amount,
        shareBp: prize.shareBp,
        winnerId: playerOrNull(prize.winnerId),
        paidEntryId: toOrNull(prize.paidEntryId),
      })),
    ),
  });
  await db.rulesChange.createMany({
    data: file.rulesChanges.map((change) => ({
      sweepId,
      kind: change.kind,
      byPlayerId: playerOf(change.byPlayerId),
      createdAt: at(change.createdAt),
      before: change.before as Prisma.InputJsonObject,
      after: change.after as Prisma.InputJsonObject,
      summary: change.summary,
    })),
  });
  return sweepId;
}

/** The file's memberships; the importing owner is a current admin whatever the file says of the owner it replaces. */
function membersOf(file: SweepExport, sweepId: string, playerOf: (old: string) => string) {
  const owner = file.sweep.ownerPlayerId;
  const now = new Date();
  const rows = file.members.map((m) => ({
    sweepId,
    playerId: playerOf(m.playerId),
    approved: m.approved || m.playerId === owner,
    isAdmin: m.isAdmin || m.playerId === owner,
    requestedAt: at(m.requestedAt),
    approvedAt: m.approvedAt === null && m.playerId === owner ? now : atOrNull(m.approvedAt),
    removedAt: m.playerId === owner ? null : atOrNull(m.removedAt),
  }));
  if (file.members.some((m) => m.playerId === owner)) return rows;
  return [
    ...rows,
    {
      sweepId,
      playerId: playerOf(owner),
      approved: true,
      isAdmin: true,
      requestedAt: now,
      approvedAt: now,
      removedAt: null,
    },
  ];
}

/** A draw edit as stored, naming the moved players by their new ids. */
function drawEditWithPlayers(edit: DrawEditBody, playerOf: (old: string) => string): DrawEditBody {
  if (edit.kind === "move") return { ...edit, playerId: playerOf(edit.playerId) };
  if (edit.kind === "swap") return { ...edit, playerIds: [playerOf(edit.playerIds[0]), playerOf(edit.playerIds[1])] };
  return edit;
}
