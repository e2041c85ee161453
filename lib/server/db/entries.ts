import "server-only";
import { eventHandicap } from "@/lib/golf";
import type { EntryDto, GroupDto } from "@/lib/validation/entries";
import type { AuthorizedEventId } from "../auth/authorized";
import type { Db } from "./client";
import { Prisma } from "./generated/client";

type EntryRow = {
  id: string;
  eventId: string;
  group: number | null;
  drawOrder: number | null;
  playerId: string;
  fullName: string;
  cardId: string;
  eventHandicap: number;
  hasScores: boolean;
  markerEntryId: string | null;
  markerPlayerId: string | null;
  markerName: string | null;
  marksEntryId: string | null;
  marksPlayerId: string | null;
  marksName: string | null;
  marksCardId: string | null;
};

/** Entries of an event with their cards, marker and marked player, in one round trip; every entry is made with its card. */
function queryEntries(db: Db, eventId: string, playerId?: string): Promise<EntryRow[]> {
  const onlyPlayer = playerId === undefined ? Prisma.empty : Prisma.sql`AND en."playerId" = ${playerId}::uuid`;
  return db.$queryRaw<EntryRow[]>`
    SELECT en."id", en."eventId", en."group", en."drawOrder", p."id" AS "playerId", p."fullName",
           c."id" AS "cardId", c."eventHandicap",
           EXISTS (SELECT 1 FROM "Score" s WHERE s."scorecardId" = c."id" AND s."gross" > 0) AS "hasScores",
           mb."id" AS "markerEntryId", mbp."id" AS "markerPlayerId", mbp."fullName" AS "markerName",
           me."id" AS "marksEntryId", mep."id" AS "marksPlayerId", mep."fullName" AS "marksName", mec."id" AS "marksCardId"
    FROM "Entry" en
    JOIN "Player" p ON p."id" = en."playerId"
    JOIN "Scorecard" c ON c."entryId" = en."id"
    LEFT JOIN "Entry" mb ON mb."marksEntryId" = en."id"
    LEFT JOIN "Player" mbp ON mbp."id" = mb."playerId"
    LEFT JOIN "Entry" me ON me."id" = en."marksEntryId"
    LEFT JOIN "Player" mep ON mep."id" = me."playerId"
    LEFT JOIN "Scorecard" mec ON mec."entryId" = me."id"
    WHERE en."eventId" = ${eventId}::uuid ${onlyPlayer}
    ORDER BY p."fullName", en."id"`;
}

function toEntryDto(row: EntryRow): EntryDto {
  const player = { id: row.playerId, fullName: row.fullName };
  return {
    id: row.id,
    eventId: row.eventId,
    player,
    group: row.group,
    drawOrder: row.drawOrder,
    scoreCard: { id: row.cardId, eventHandicap: row.eventHandicap, player, hasScores: row.hasScores },
    marker:
      row.markerEntryId && row.markerPlayerId
        ? { entryId: row.markerEntryId, player: { id: row.markerPlayerId, fullName: row.markerName ?? "" } }
        : null,
    marks:
      row.marksEntryId && row.marksPlayerId
        ? { entryId: row.marksEntryId, scoreCardId: row.marksCardId, player: { id: row.marksPlayerId, fullName: row.marksName ?? "" } }
        : null,
  };
}

/** Every entry of an event, by player name. */
export async function listEventEntries(db: Db, eventId: AuthorizedEventId): Promise<EntryDto[]> {
  return (await queryEntries(db, eventId)).map(toEntryDto);
}

export async function getEntry(db: Db, eventId: AuthorizedEventId, playerId: string): Promise<EntryDto | null> {
  const [row] = await queryEntries(db, eventId, playerId);
  return row ? toEntryDto(row) : null;
}

/** The groups of the draw in order, each in draw order, and the entries that have no group ("Ungrouped"). */
export function groupEntries(entries: readonly EntryDto[]): { groups: GroupDto[]; ungrouped: EntryDto[] } {
  const byGroup = new Map<number, EntryDto[]>();
  for (const entry of entries) if (entry.group !== null) byGroup.set(entry.group, [...(byGroup.get(entry.group) ?? []), entry]);
  const groups = [...byGroup.entries()]
    .sort(([a], [b]) => a - b)
    .map(([group, members]) => ({ group, entries: members.sort((a, b) => (a.drawOrder ?? 0) - (b.drawOrder ?? 0)) }));
  return { groups, ungrouped: entries.filter((entry) => entry.group === null) };
}

/** Each player's latest exact handicap in the sweep (golf-rules.md §7.3 "the latest sweep handicap entry"). */
export async function latestExactHandicaps(db: Db, sweepId: string, playerIds: readonly string[]): Promise<Map<string, number>> {
  const rows = await db.handicapEntry.findMany({
    where: { sweepId, playerId: { in: [...playerIds] } },
    orderBy: [{ created: "desc" }, { id: "desc" }],
    distinct: ["playerId"],
    select: { playerId: true, exactTenths: true },
  });
  return new Map(rows.map((row) => [row.playerId, row.exactTenths / 10]));
}

/** golf-rules.md §1.3: the event playing handicap; a player with no handicap in the sweep yet plays off scratch. */
export const eventHandicapOf = (exact: number | undefined, winterHandicaps: boolean) => eventHandicap(exact ?? 0, { winter: winterHandicaps });

/**
 * Enters a player with a card in one statement, safe to repeat and to race: the entry is inserted only while the
 * event still admits it (NOT drawn unless allowAfterDraw, and never once complete; the row lock waits for a draw
 * or close in progress and re-reads the event), and ON CONFLICT keeps one entry per player. True when created.
 */
export async function insertEntry(
  db: Db,
  entry: { eventId: AuthorizedEventId; playerId: string; eventHandicap: number; allowAfterDraw: boolean },
): Promise<boolean> {
  const drawnOk = entry.allowAfterDraw ? Prisma.sql`TRUE` : Prisma.sql`NOT e."drawn"`;
  const created = await db.$queryRaw<Array<{ id: string }>>`
    WITH open_event AS (
      SELECT e."id" FROM "Event" e WHERE e."id" = ${entry.eventId}::uuid AND NOT e."complete" AND ${drawnOk} FOR SHARE
    ), inserted AS (
      INSERT INTO "Entry" ("id", "eventId", "playerId", "createdAt")
      SELECT gen_random_uuid(), o."id", ${entry.playerId}::uuid, now() FROM open_event o
      ON CONFLICT ("eventId", "playerId") DO NOTHING
      RETURNING "id"
    )
    INSERT INTO "Scorecard" ("id", "entryId", "eventHandicap", "created")
    SELECT gen_random_uuid(), i."id", ${entry.eventHandicap}, now() FROM inserted i
    RETURNING "id"`;
  return created.length > 0;
}

/** Recomputes every card's event handicap from the entrants' current handicaps (§1.3: snapshotted at entry and at the draw). */
export async function snapshotEventHandicaps(db: Db, event: { id: AuthorizedEventId; sweepId: string; winterHandicaps: boolean }): Promise<void> {
  const cards = await db.scorecard.findMany({ where: { entry: { eventId: event.id } }, select: { id: true, entry: { select: { playerId: true } } } });
  if (cards.length === 0) return;
  const exact = await latestExactHandicaps(db, event.sweepId, cards.map((card) => card.entry.playerId));
  const handicaps = cards.map((card) => eventHandicapOf(exact.get(card.entry.playerId), event.winterHandicaps));
  await db.$executeRaw`
    UPDATE "Scorecard" c SET "eventHandicap" = v."handicap"
    FROM unnest(${cards.map((card) => card.id)}::uuid[], ${handicaps}::int[]) AS v("id", "handicap")
    WHERE c."id" = v."id"`;
}

/** Whether any card of the event has a score (a gross above zero): the draw then stands and the event stays. */
export async function eventHasScores(db: Db, eventId: AuthorizedEventId): Promise<boolean> {
  const [row] = await db.$queryRaw<Array<{ found: boolean }>>`
    SELECT EXISTS (
      SELECT 1 FROM "Score" s JOIN "Scorecard" c ON c."id" = s."scorecardId" JOIN "Entry" en ON en."id" = c."entryId"
      WHERE en."eventId" = ${eventId}::uuid AND s."gross" > 0
    ) AS "found"`;
  return row?.found ?? false;
}
