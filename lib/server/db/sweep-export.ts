import "server-only";
import { type SweepExport, sweepExportSchema } from "@/lib/validation/sweep-export";
import { SWEEP_EXPORT_FORMAT, SWEEP_EXPORT_VERSION } from "@/lib/validation/sweep-export-shape";
import { drawEditBodySchema } from "@/lib/validation/events";
import type { AuthorizedSweepId } from "../auth/authorized";
import { Prisma } from "./generated/client";
import type { Db, RootDb } from "./infra/client";

const iso = (at: Date) => at.toISOString();
const isoOrNull = (at: Date | null) => (at ? at.toISOString() : null);
const dayOrNull = (at: Date | null) => (at ? at.toISOString().slice(0, 10) : null);

/**
 * The whole sweep in the export format (docs/export-format.md), read in one repeatable-read transaction so that
 * every reference in the file names a record of the same moment. Players are whoever the sweep's records name:
 * members, guests and former members alike, with their name only (no account data leaves with the file).
 */
export function readSweepExport(db: RootDb, sweepId: AuthorizedSweepId, now = new Date()): Promise<SweepExport> {
  return db.$transaction((tx) => readInSnapshot(tx, sweepId, now), {
    isolationLevel: Prisma.TransactionIsolationLevel.RepeatableRead,
    timeout: EXPORT_TIMEOUT_MS,
  });
}

/** Ten seasons of cards and their audit are read in a few seconds; the default 5 s would refuse a large sweep. */
const EXPORT_TIMEOUT_MS = 120_000;

async function readInSnapshot(db: Db, sweepId: AuthorizedSweepId, now: Date): Promise<SweepExport> {
  const sweep = await db.sweep.findUniqueOrThrow({ where: { id: sweepId } });
  // One after another: a transaction is one connection, which runs one query at a time.
  const members = await db.sweepMember.findMany({
    where: { sweepId },
    orderBy: [{ requestedAt: "asc" }, { id: "asc" }],
  });
  const courses = await db.course.findMany({
    where: { sweepId },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    include: { holes: { orderBy: { number: "asc" } }, tees: { orderBy: { name: "asc" } } },
  });
  const events = await db.event.findMany({
    where: { sweepId },
    orderBy: [{ date: "asc" }, { createdAt: "asc" }, { id: "asc" }],
    include: {
      entries: {
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
        include: {
          scoreCard: {
            include: {
              scores: { orderBy: { holeNumber: "asc" } },
              changes: { orderBy: [{ createdAt: "asc" }, { id: "asc" }] },
            },
          },
        },
      },
      reserves: { orderBy: [{ createdAt: "asc" }, { id: "asc" }] },
      oomResults: { orderBy: [{ position: "asc" }, { playerId: "asc" }] },
      prizes: { orderBy: [{ kind: "asc" }, { hole: "asc" }] },
      drawChanges: { orderBy: [{ createdAt: "asc" }, { id: "asc" }] },
    },
  });
  const handicaps = await db.handicapEntry.findMany({
    where: { sweepId },
    orderBy: [{ created: "asc" }, { id: "asc" }],
  });
  const ledger = await db.ledgerEntry.findMany({
    where: { sweepId },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    include: { lines: { orderBy: { id: "asc" } } },
  });
  const rulesChanges = await db.rulesChange.findMany({
    where: { sweepId },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });

  const named = new Set<string>([sweep.ownerId, ...members.map((member) => member.playerId)]);
  const name = (playerId: string | null) => (playerId === null ? null : (named.add(playerId), playerId));
  for (const change of events.flatMap((event) => event.drawChanges)) nameDrawEditPlayers(change.edit, name);
  const file = {
    format: SWEEP_EXPORT_FORMAT,
    version: SWEEP_EXPORT_VERSION,
    exportedAt: iso(now),
    sweep: {
      name: sweep.name,
      ownerPlayerId: sweep.ownerId,
      timeZone: sweep.timeZone,
      oomRules: sweep.oomRules,
      handicapRules: sweep.handicapRules,
      moneyRules: sweep.moneyRules,
      createdAt: iso(sweep.createdAt),
    },
    members: members.map((member) => ({
      playerId: member.playerId,
      approved: member.approved,
      isAdmin: member.isAdmin,
      requestedAt: iso(member.requestedAt),
      approvedAt: isoOrNull(member.approvedAt),
      removedAt: isoOrNull(member.removedAt),
    })),
    courses: courses.map((course) => ({
      id: course.id,
      name: course.name,
      createdAt: iso(course.createdAt),
      copiedFromId: course.copiedFromId,
      holes: course.holes.map(({ number, par, index }) => ({ number, par, index })),
      tees: course.tees.map(({ name, courseRatingTenths, slopeRating, yards }) => ({
        name,
        courseRatingTenths,
        slopeRating,
        yards,
      })),
    })),
    events: events.map((event) => ({
      id: event.id,
      courseId: event.courseId,
      date: iso(event.date).slice(0, 10),
      movedFromDate: dayOrNull(event.movedFromDate),
      winterHandicaps: event.winterHandicaps,
      doublePoints: event.doublePoints,
      entriesOpenAfterDraw: event.entriesOpenAfterDraw,
      maxField: event.maxField,
      entryDeadline: dayOrNull(event.entryDeadline),
      teeName: event.teeName,
      nine: event.nine,
      drawn: event.drawn,
      start: event.start,
      drawMethod: event.drawMethod,
      groupSize: event.groupSize,
      complete: event.complete,
      closedAt: isoOrNull(event.closedAt),
      stakes: event.stakes,
      createdAt: iso(event.createdAt),
      entries: event.entries.map((entry) => ({
        id: entry.id,
        playerId: name(entry.playerId),
        group: entry.group,
        drawOrder: entry.drawOrder,
        inSweep: entry.inSweep,
        inTwos: entry.inTwos,
        teeName: entry.teeName,
        marksEntryId: entry.marksEntryId,
        guest: entry.guest,
        createdAt: iso(entry.createdAt),
        promotedAt: isoOrNull(entry.promotedAt),
        card: entry.scoreCard && {
          eventHandicap: entry.scoreCard.eventHandicap,
          drawnHandicap: entry.scoreCard.drawnHandicap,
          handicapIndexTenths: entry.scoreCard.handicapIndexTenths,
          courseHandicapTenths: entry.scoreCard.courseHandicapTenths,
          created: iso(entry.scoreCard.created),
          version: entry.scoreCard.version,
          scores: entry.scoreCard.scores.map((score) => ({
            hole: score.holeNumber,
            gross: score.gross,
            version: score.version,
            updatedAt: iso(score.updatedAt),
          })),
          changes: entry.scoreCard.changes.map((change) => ({
            kind: change.kind,
            holeNumber: change.holeNumber,
            previousValue: change.previousValue,
            value: change.value,
            role: change.role,
            byPlayerId: name(change.byPlayerId),
            reason: change.reason,
            correction: change.correction,
            cardVersion: change.cardVersion,
            createdAt: iso(change.createdAt),
          })),
        },
      })),
      reserves: event.reserves.map((reserve) => ({
        playerId: name(reserve.playerId),
        createdAt: iso(reserve.createdAt),
      })),
      results: event.oomResults.map((result) => ({
        playerId: name(result.playerId),
        position: result.position,
        points: result.points,
        nonReturn: result.nonReturn,
        stablefordPoints: result.stablefordPoints,
      })),
      prizes: event.prizes.map((prize) => ({
        kind: prize.kind,
        hole: prize.hole,
        amount: prize.amount,
        shareBp: prize.shareBp,
        winnerId: name(prize.winnerId),
        paidEntryId: prize.paidEntryId,
      })),
      drawChanges: event.drawChanges.map(
        (change) => (
          nameDrawEditPlayers(change.edit, name),
          {
            byPlayerId: name(change.byId),
            edit: change.edit,
            createdAt: iso(change.createdAt),
          }
        ),
      ),
    })),
    handicaps: handicaps.map((entry) => ({
      id: entry.id,
      playerId: name(entry.playerId),
      exactTenths: entry.exactTenths,
      playingHandicap: entry.playingHandicap,
      eventId: entry.eventId,
      created: iso(entry.created),
      recordedAt: iso(entry.recordedAt),
      recordedById: name(entry.recordedById),
      reason: entry.reason,
      correctsId: entry.correctsId,
      correctedAt: isoOrNull(entry.correctedAt),
      withdrawnAt: isoOrNull(entry.withdrawnAt),
      withdrawnById: name(entry.withdrawnById),
      withdrawnReason: entry.withdrawnReason,
    })),
    ledger: ledger.map((entry) => ({
      id: entry.id,
      eventId: entry.eventId,
      kind: entry.kind,
      memo: entry.memo,
      reference: entry.reference,
      byPlayerId: name(entry.byPlayerId),
      createdAt: iso(entry.createdAt),
      reversesId: entry.reversesId,
      lines: entry.lines.map((line) => ({
        account: line.account,
        playerId: name(line.playerId),
        eventId: line.eventId,
        amount: line.amount,
      })),
    })),
    rulesChanges: rulesChanges.map((change) => ({
      kind: change.kind,
      byPlayerId: name(change.byPlayerId),
      createdAt: iso(change.createdAt),
      before: change.before,
      after: change.after,
      summary: change.summary,
    })),
  };
  const players = await db.player.findMany({
    where: { id: { in: [...named] } },
    orderBy: [{ fullName: "asc" }, { id: "asc" }],
    select: { id: true, fullName: true, guestEmail: true },
  });
  return sweepExportSchema.parse({ ...file, players });
}

/** A draw edit names the players it moved, who may since have left the field: the file carries them as players. */
function nameDrawEditPlayers(edit: unknown, name: (playerId: string) => unknown): void {
  const parsed = drawEditBodySchema.safeParse(edit);
  if (!parsed.success) return;
  if (parsed.data.kind === "move") name(parsed.data.playerId);
  if (parsed.data.kind === "swap") parsed.data.playerIds.forEach(name);
}
