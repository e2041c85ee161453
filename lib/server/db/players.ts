import "server-only";
import { z } from "zod";
import type { PlayerDto, PlayerEventDto, PlayerHandicapDto } from "@/lib/validation/players";
import type { AuthorizedSweepId } from "../auth/authorized";
import { queryRows } from "./query-rows";
import type { Db } from "./infra/client";
import { Prisma } from "./generated/client";
import { SERVER_TIME_ZONE } from "./group-starts";
import { entryJsonSql, handicapEntryJsonRow, handicapInForceSql, toHandicapEntryDto } from "./handicaps";

export async function playerExists(db: Db, playerId: string): Promise<boolean> {
  return (await db.player.count({ where: { id: playerId } })) > 0;
}

/** The signed-in user's own player page (user/player): every sweep in which they have a membership or history. */
export async function getUserPlayer(db: Db, playerId: string): Promise<PlayerDto | null> {
  return (await readPlayers(db, byId(playerId), undefined)).get(playerId) ?? null;
}

/** Another player's page (players/{id}), limited to sweeps the caller was authorized for. */
export async function getPlayer(
  db: Db,
  playerId: string,
  sweepIds: readonly AuthorizedSweepId[],
): Promise<PlayerDto | null> {
  return (await readPlayers(db, byId(playerId), [...sweepIds])).get(playerId) ?? null;
}

const byId = (playerId: string) => Prisma.sql`p."id" = ${playerId}::uuid`;

/**
 * The players of a sweep's memberships (the spec's Sweep member), each with handicaps and events in that sweep
 * only: one player's, or those of every membership that has not ended (read beside the memberships themselves).
 */
export function getSweepPlayers(
  db: Db,
  sweepId: AuthorizedSweepId,
  which: { playerId: string } | "current-memberships",
): Promise<Map<string, PlayerDto>> {
  const players =
    which === "current-memberships"
      ? Prisma.sql`p."id" IN (SELECT m."playerId" FROM "SweepMember" m WHERE m."sweepId" = ${sweepId}::uuid AND m."removedAt" IS NULL)`
      : byId(which.playerId);
  return readPlayers(db, players, [sweepId]);
}

const sweepRefRow = z.object({ id: z.string(), name: z.string() });
const playerRow = z.object({
  id: z.string(),
  fullName: z.string(),
  userId: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  handicaps: z.array(z.object({ entry: handicapEntryJsonRow, sweep: sweepRefRow.extend({ timeZone: z.string() }) })),
  memberships: z.array(sweepRefRow),
  events: z.array(
    z.object({
      id: z.string(),
      date: z.string(),
      complete: z.boolean(),
      sweep: sweepRefRow,
      course: sweepRefRow,
      cardId: z.string().nullable(),
      position: z.number().nullable(),
      oomPoints: z.number().nullable(),
    }),
  ),
});

/**
 * The players a condition on `p` selects, each with the handicaps, current memberships and events of the sweeps given (every sweep when
 * none are given), in one query: a row per player with its lists as JSON, so a sweep's sixty members cost one
 * round trip and sixty rows rather than a row per handicap entry.
 */
async function readPlayers(
  db: Db,
  players: Prisma.Sql,
  sweepIds: string[] | undefined,
): Promise<Map<string, PlayerDto>> {
  const inSweeps = (column: Prisma.Sql) =>
    sweepIds === undefined ? Prisma.sql`TRUE` : Prisma.sql`${column} = ANY(${sweepIds}::uuid[])`;
  const rows = await queryRows(
    db,
    playerRow,
    Prisma.sql`
    SELECT p."id", p."fullName", p."userId", u."firstName", u."lastName",
           COALESCE((
             SELECT json_agg(json_build_object(
                      'entry', ${entryJsonSql("h")},
                      'sweep', json_build_object('id', s."id", 'name', s."name",
                                                 'timeZone', COALESCE(s."timeZone", ${SERVER_TIME_ZONE})))
                    ORDER BY h."created" DESC, h."id" DESC)
               FROM "HandicapEntry" h JOIN "Sweep" s ON s."id" = h."sweepId"
              WHERE h."playerId" = p."id" AND ${handicapInForceSql("h")}
                AND ${inSweeps(Prisma.sql`h."sweepId"`)}), '[]') AS "handicaps",
           COALESCE((
             SELECT json_agg(json_build_object('id', s."id", 'name', s."name"))
               FROM "SweepMember" m JOIN "Sweep" s ON s."id" = m."sweepId"
              WHERE m."playerId" = p."id" AND m."approved" AND m."removedAt" IS NULL
                AND ${inSweeps(Prisma.sql`m."sweepId"`)}), '[]') AS "memberships",
           COALESCE((
             SELECT json_agg(json_build_object(
                      'id', e."id", 'date', to_char(e."date", 'YYYY-MM-DD'), 'complete', e."complete",
                      'sweep', json_build_object('id', s."id", 'name', s."name"),
                      'course', json_build_object('id', c."id", 'name', c."name"),
                      'cardId', sc."id", 'position', o."position", 'oomPoints', o."points")
                    ORDER BY e."date" DESC, en."createdAt" DESC, en."id")
               FROM "Entry" en
               JOIN "Event" e ON e."id" = en."eventId"
               JOIN "Sweep" s ON s."id" = e."sweepId"
               JOIN "Course" c ON c."id" = e."courseId"
               LEFT JOIN "Scorecard" sc ON sc."entryId" = en."id"
               LEFT JOIN "OomResult" o ON o."eventId" = e."id" AND o."playerId" = en."playerId"
              WHERE en."playerId" = p."id" AND ${inSweeps(Prisma.sql`e."sweepId"`)}), '[]') AS "events"
      FROM "Player" p LEFT JOIN "User" u ON u."id" = p."userId"
     WHERE ${players}`,
  );
  return new Map(
    rows.map(({ firstName, lastName, handicaps, memberships, events, ...player }) => [
      player.id,
      toPlayerDto(
        { ...player, user: firstName === null || lastName === null ? null : { firstName, lastName } },
        handicaps.map(({ entry, sweep }) => ({ ...toHandicapEntryDto(entry), sweep })),
        memberships,
        events,
      ),
    ]),
  );
}

function toPlayerDto(
  player: Pick<PlayerDto, "id" | "fullName" | "userId" | "user">,
  handicaps: PlayerHandicapDto[],
  memberships: Array<PlayerDto["sweeps"][number]["sweep"]>,
  events: PlayerEventDto[],
): PlayerDto {
  // Per sweep: the latest entry (handicaps are newest first), for current memberships and sweeps with history.
  const sweeps = new Map<string, PlayerDto["sweeps"][number]>();
  for (const sweep of memberships) sweeps.set(sweep.id, { sweep, currentHandicap: null, currentExactHandicap: null });
  for (const entry of [...handicaps].reverse()) {
    sweeps.set(entry.sweep.id, {
      sweep: { id: entry.sweep.id, name: entry.sweep.name },
      currentHandicap: entry.playingHandicap,
      currentExactHandicap: entry.exact,
    });
  }
  const latest = handicaps[0];
  return {
    ...player,
    currentHandicap: latest?.playingHandicap ?? null,
    currentExactHandicap: latest?.exact ?? null,
    sweeps: [...sweeps.values()].sort((a, b) => a.sweep.name.localeCompare(b.sweep.name)),
    handicaps,
    events,
  };
}
