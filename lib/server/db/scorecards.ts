import "server-only";
import { z } from "zod";
import type { PlayDto, ScorecardDto } from "@/lib/validation/scorecards";
import type { CardAccess, EventAccess } from "../auth/authorized";
import { holesPlayedRow, holesPlayedSql, startsByGroup } from "./group-starts";
import { Prisma } from "./generated/client";
import { queryRows } from "./query-rows";
import type { Db } from "./infra/client";
import { AppError } from "../errors";
import { readEventFields } from "./events";
import {
  type CardState,
  insertMissingScoreRows,
  lacksScoreRows,
  queryCardState,
  toScorecardDto,
  type Viewer,
} from "./scorecards-state";

const isAdminRole = (role: EventAccess["role"]) => role === "admin" || role === "owner";

/** The viewer an access stands for: its relation to the card and whether it administers the sweep. */
export const viewerOf = (access: CardAccess): Viewer => ({
  relation: access.relation,
  isAdmin: isAdminRole(access.role),
});

/** A card of an authorized event; a card missing score rows gets its empty rows first (docs/screens-and-api.md#playing-and-marking-a-card). */
async function readCardState(db: Db, eventId: string, cardId: string): Promise<CardState | null> {
  const state = await queryCardState(db, cardId, { eventId });
  if (!state || !lacksScoreRows(state)) return state;
  await insertMissingScoreRows(db, state.id);
  return queryCardState(db, cardId, { eventId });
}

/** GET /api/scorecards/{cardId}: every hole scored by lib/golf, its signatures and what the caller may do. */
export async function readScorecardDto(db: Db, access: CardAccess): Promise<ScorecardDto> {
  const state = await readCardState(db, access.eventId, access.cardId);
  if (!state) throw new Error(`readScorecardDto: card ${access.cardId} vanished after its guard`);
  return toScorecardDto(state, viewerOf(access));
}

/**
 * POST /api/scores/createCard: gives the card its empty score rows (nothing changes when it has them). The
 * course and player named must be the card's own: 422 otherwise.
 */
export async function createCardScores(
  db: Db,
  access: CardAccess,
  named: { courseId: string; playerId: string },
): Promise<ScorecardDto> {
  const state = await readCardState(db, access.eventId, access.cardId);
  if (!state) throw new Error(`createCardScores: card ${access.cardId} vanished after its guard`);
  if (state.course.id !== named.courseId.toLowerCase()) {
    throw new AppError("unprocessable", `This card is played on ${state.course.name}: send that course's id.`, {
      fieldErrors: [{ field: "courseId", message: "Not the course of this card's event." }],
    });
  }
  if (state.player.id !== named.playerId.toLowerCase()) {
    throw new AppError("unprocessable", `This is ${state.player.fullName}'s card: send their player id.`, {
      fieldErrors: [{ field: "playerId", message: "Not the player of this card." }],
    });
  }
  return toScorecardDto(state, viewerOf(access));
}

const playRow = z.object({
  playerCardId: z.string().nullable(),
  markedCardId: z.string().nullable(),
  group: z.array(
    z.object({
      id: z.string(),
      fullName: z.string(),
      cardId: z.string(),
      currentHandicap: z.number(),
      guest: z.boolean(),
    }),
  ),
  ownGroup: z.number().nullable(),
  start: z.unknown(),
  date: z.date(),
  timeZone: z.string().nullable(),
  holesPlayed: holesPlayedRow,
});

/**
 * GET /api/entries/play/{eventId}: the spec's Event with the caller's own card, the card they mark (from the
 * draw) and the players of their group in draw order with the playing handicap on their cards. Both cards are
 * the caller's by the draw, so their access follows from the event's.
 */
export async function readPlayDto(db: Db, access: EventAccess): Promise<PlayDto> {
  const [event, [row]] = await Promise.all([
    readEventFields(db, access),
    queryRows(
      db,
      playRow,
      Prisma.sql`
      SELECT own_card."id" AS "playerCardId", marked_card."id" AS "markedCardId",
             (SELECT COALESCE(json_agg(json_build_object('id', gp."id", 'fullName', gp."fullName", 'cardId', gc."id",
                                                         'currentHandicap', gc."eventHandicap", 'guest', ge."guest")
                                       ORDER BY ge."drawOrder" NULLS LAST, gp."fullName"), '[]')
                FROM "Entry" ge JOIN "Player" gp ON gp."id" = ge."playerId" JOIN "Scorecard" gc ON gc."entryId" = ge."id"
               WHERE ge."eventId" = own."eventId" AND ge."group" = own."group") AS "group",
             own."group" AS "ownGroup", e."start", e."date", s."timeZone", ${holesPlayedSql}
      FROM "Event" e JOIN "Sweep" s ON s."id" = e."sweepId"
      LEFT JOIN "Entry" own ON own."eventId" = e."id" AND own."playerId" = ${access.playerId}::uuid
      LEFT JOIN "Scorecard" own_card ON own_card."entryId" = own."id"
      LEFT JOIN "Scorecard" marked_card ON marked_card."entryId" = own."marksEntryId"
      WHERE e."id" = ${access.eventId}::uuid`,
    ),
  ]);
  if (!row) throw new Error(`readPlayDto: no row for event ${access.eventId}`);
  const isAdmin = isAdminRole(access.role);
  const cardDto = async (cardId: string | null, viewer: Viewer) => {
    const state = cardId ? await readCardState(db, access.eventId, cardId) : null;
    return state ? toScorecardDto(state, viewer) : null;
  };
  const [playerCard, markerCard] = await Promise.all([
    cardDto(row.playerCardId, { relation: "player", isAdmin }),
    cardDto(row.markedCardId, { relation: "marker", isAdmin }),
  ]);
  const playerStart = row.ownGroup === null ? null : (startsByGroup(row, row.ownGroup).get(row.ownGroup) ?? null);
  return { ...event, playerCard, markerCard, groupPlayers: row.group, playerStart };
}
