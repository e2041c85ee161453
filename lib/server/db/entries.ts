import "server-only";
import { z } from "zod";
import type { EntryDto } from "@/lib/validation/entries";
import type { AuthorizedEventId } from "../auth/authorized";
import { queryRows } from "./query-rows";
import { holesPlayedRow, holesPlayedSql, startsByGroup } from "./group-starts";
import { holeOfEventSql } from "./event-holes";
import type { Db } from "./infra/client";
import { cardHandicapOf, readEventHandicapBasis, whsHandicapOf, type CardHandicap } from "./handicap-basis";
import { latestExactHandicaps } from "./handicaps";
import { lockSweepHandicaps } from "./locks";
import { Prisma } from "./generated/client";

const entryRow = z.object({
  id: z.string(),
  eventId: z.string(),
  group: z.number().nullable(),
  drawOrder: z.number().nullable(),
  marksEntryId: z.string().nullable(),
  guest: z.boolean(),
  playerId: z.string(),
  fullName: z.string(),
  cardId: z.string(),
  eventHandicap: z.number(),
  drawnHandicap: z.number().nullable(),
  handicapIndexTenths: z.number().nullable(),
  courseHandicapTenths: z.number().nullable(),
  teeName: z.string().nullable(),
  hasScores: z.boolean(),
  start: z.unknown(),
  date: z.date(),
  timeZone: z.string().nullable(),
  holesPlayed: holesPlayedRow,
});
type EntryRow = z.infer<typeof entryRow>;

/**
 * Entries of an event with their players and cards, in one small query; every entry is made with its card.
 * Markers are entries of the same event, so who marks whom is read from these rows rather than more joins
 * (each join costs planning time on every call). The lateral LIMIT 1 looks a card's scores up by its index.
 */
function queryEntries(db: Db, eventId: string): Promise<EntryRow[]> {
  return queryRows(
    db,
    entryRow,
    Prisma.sql`
    SELECT en."id", en."eventId", en."group", en."drawOrder", en."marksEntryId", en."guest", p."id" AS "playerId",
           p."fullName", c."id" AS "cardId", c."eventHandicap", c."drawnHandicap",
           c."handicapIndexTenths", c."courseHandicapTenths", en."teeName", scored."found" IS NOT NULL AS "hasScores",
           e."start", e."date", s."timeZone", ${holesPlayedSql}
    FROM "Entry" en
    JOIN "Event" e ON e."id" = en."eventId"
    JOIN "Sweep" s ON s."id" = e."sweepId"
    JOIN "Player" p ON p."id" = en."playerId"
    JOIN "Scorecard" c ON c."entryId" = en."id"
    LEFT JOIN LATERAL (SELECT 1 AS "found" FROM "Score" s WHERE s."scorecardId" = c."id" AND s."gross" > 0 LIMIT 1) scored ON TRUE
    WHERE en."eventId" = ${eventId}::uuid
    ORDER BY p."fullName", en."id"`,
  );
}

/** docs/screens-and-api.md#entry-and-group: marker is whom this entry's player marks, markedBy who marks this card. */
function toEntryDtos(rows: readonly EntryRow[]): EntryDto[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const markedByOf = new Map(rows.flatMap((row) => (row.marksEntryId ? [[row.marksEntryId, row] as const] : [])));
  const ref = (row: EntryRow) => ({ id: row.playerId, fullName: row.fullName });
  const [first] = rows;
  const starts = first ? startsByGroup(first, Math.max(0, ...rows.map((row) => row.group ?? 0))) : new Map();
  return rows.map((row) => {
    const markedBy = markedByOf.get(row.id);
    const marked = row.marksEntryId ? byId.get(row.marksEntryId) : undefined;
    return {
      id: row.id,
      eventId: row.eventId,
      player: ref(row),
      guest: row.guest,
      group: row.group,
      drawOrder: row.drawOrder,
      start: row.group === null ? null : (starts.get(row.group) ?? null),
      teeName: row.teeName,
      scoreCard: {
        id: row.cardId,
        eventHandicap: row.eventHandicap,
        drawnHandicap: row.drawnHandicap,
        ...whsHandicapOf(row),
        player: ref(row),
        hasScores: row.hasScores,
      },
      marker: marked ? { entryId: marked.id, scoreCardId: marked.cardId, player: ref(marked) } : null,
      markedBy: markedBy ? { entryId: markedBy.id, player: ref(markedBy) } : null,
    };
  });
}

/** Every entry of an event, by player name. */
export async function listEventEntries(db: Db, eventId: AuthorizedEventId): Promise<EntryDto[]> {
  return toEntryDtos(await queryEntries(db, eventId));
}

/** One player's entry, with whom they mark and who marks them. */
export async function getEntry(db: Db, eventId: AuthorizedEventId, playerId: string): Promise<EntryDto | null> {
  return (await listEventEntries(db, eventId)).find((entry) => entry.player.id === playerId) ?? null;
}

/** Shared with the client, which groups the flat answer of GET /api/events/{id}/groups the same way. */
export { groupEntries } from "@/lib/events/group-entries";

/**
 * Enters a player with a card and its empty score per hole (each hole has an id and a version to write against)
 * in one statement, safe to repeat and to race: the entry is inserted only while the event still admits it (not drawn unless allowAfterDraw or the event keeps entries open after the draw, and never once complete; the row lock waits for a draw
 * or close in progress and re-reads the event), and ON CONFLICT keeps one entry per player. True when created.
 */
export async function insertEntry(
  db: Db,
  entry: {
    eventId: AuthorizedEventId;
    playerId: string;
    handicap: CardHandicap;
    allowAfterDraw: boolean;
    guest?: boolean;
  },
): Promise<boolean> {
  const drawnOk = entry.allowAfterDraw ? Prisma.sql`TRUE` : Prisma.sql`(NOT e."drawn" OR e."entriesOpenAfterDraw")`;
  const created = await queryRows(
    db,
    z.object({ id: z.string() }),
    Prisma.sql`
    WITH open_event AS (
      SELECT e."id", e."courseId", e."nine" FROM "Event" e WHERE e."id" = ${entry.eventId}::uuid AND NOT e."complete" AND ${drawnOk} FOR SHARE
    ), inserted AS (
      INSERT INTO "Entry" ("id", "eventId", "playerId", "guest", "createdAt")
      SELECT gen_random_uuid(), o."id", ${entry.playerId}::uuid, ${entry.guest ?? false}, now() FROM open_event o
      ON CONFLICT ("eventId", "playerId") DO NOTHING
      RETURNING "id"
    ), card AS (
      INSERT INTO "Scorecard" ("id", "entryId", "eventHandicap", "handicapIndexTenths", "courseHandicapTenths", "created")
      SELECT gen_random_uuid(), i."id", ${entry.handicap.eventHandicap}, ${entry.handicap.handicapIndexTenths}::int,
             ${entry.handicap.courseHandicapTenths}::int, now() FROM inserted i
      RETURNING "id"
    ), empty_scores AS (
      INSERT INTO "Score" ("id", "scorecardId", "holeNumber", "gross", "version", "updatedAt")
      SELECT gen_random_uuid(), c."id", h."number", NULL, 0, now()
      FROM card c CROSS JOIN open_event o JOIN "CourseHole" h ON h."courseId" = o."courseId" AND ${holeOfEventSql("o", 'h."number"')}
    )
    SELECT "id" FROM card`,
  );
  return created.length > 0;
}

/**
 * Recomputes every card's event handicap from the entrants' handicaps in force (docs/golf-rules.md#event-playing-handicap:
 * at the draw and when the event's flags change). Call with the event locked; the sweep's handicaps are locked
 * here, so a handicap change waits and then finds the cards written.
 */
export async function snapshotEventHandicaps(db: Db, event: { id: AuthorizedEventId; sweepId: string }): Promise<void> {
  await lockSweepHandicaps(db, event.sweepId);
  const cards = await db.scorecard.findMany({
    where: { entry: { eventId: event.id } },
    select: { id: true, entry: { select: { playerId: true, teeName: true } } },
  });
  if (cards.length === 0) return;
  const [basis, exact] = await Promise.all([
    readEventHandicapBasis(db, event.id),
    latestExactHandicaps(
      db,
      event.sweepId,
      cards.map((card) => card.entry.playerId),
    ),
  ]);
  const handicaps = cards.map((card) => cardHandicapOf(basis, exact.get(card.entry.playerId), card.entry.teeName));
  await writeCardHandicaps(
    db,
    cards.map((card, at) => ({ cardId: card.id, ...(handicaps[at] as CardHandicap) })),
  );
}

/** Writes cards' handicap fields in one statement; `version` raises a card's version where given. */
export async function writeCardHandicaps(
  db: Db,
  cards: ReadonlyArray<CardHandicap & { cardId: string; version?: number }>,
): Promise<void> {
  await db.$executeRaw`
    UPDATE "Scorecard" c SET "eventHandicap" = v."handicap", "handicapIndexTenths" = v."index",
           "courseHandicapTenths" = v."course", "version" = COALESCE(v."version", c."version")
    FROM unnest(${cards.map((card) => card.cardId)}::uuid[], ${cards.map((card) => card.eventHandicap)}::int[],
                ${cards.map((card) => card.handicapIndexTenths)}::int[],
                ${cards.map((card) => card.courseHandicapTenths)}::int[],
                ${cards.map((card) => card.version ?? null)}::int[]) AS v("id", "handicap", "index", "course", "version")
    WHERE c."id" = v."id"`;
}

/** Whether any card of the event has a score (a gross above zero): the draw then stands and the event stays. */
export async function eventHasScores(db: Db, eventId: AuthorizedEventId): Promise<boolean> {
  const [row] = await queryRows(
    db,
    z.object({ found: z.boolean() }),
    Prisma.sql`
    SELECT EXISTS (
      SELECT 1 FROM "Score" s JOIN "Scorecard" c ON c."id" = s."scorecardId" JOIN "Entry" en ON en."id" = c."entryId"
      WHERE en."eventId" = ${eventId}::uuid AND s."gross" > 0
    ) AS "found"`,
  );
  return row?.found ?? false;
}
