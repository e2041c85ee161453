import "server-only";
import { z } from "zod";
import type { PlayDto, ScorecardDto } from "@/lib/validation/scorecards";
import type { CardAccess, EventAccess } from "../auth/authorized";
import { Prisma } from "./generated/client";
import { queryRows } from "./query-rows";
import type { Db } from "./infra/client";
import { AppError } from "../errors";
import { latestExactHandicaps } from "./entries";
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
  id: z.string(),
  sweepId: z.string(),
  sweepName: z.string(),
  date: z.string(),
  courseId: z.string(),
  courseName: z.string(),
  complete: z.boolean(),
  drawn: z.boolean(),
  playerCardId: z.string().nullable(),
  markedCardId: z.string().nullable(),
  group: z.array(z.object({ id: z.string(), fullName: z.string(), cardId: z.string() })),
});

/**
 * GET /api/entries/play/{eventId}: the caller's own card, the card they mark (from the draw) and the players
 * of their group in draw order with their current handicap in the sweep. Both cards are the caller's by the
 * draw, so their access follows from the event's.
 */
export async function readPlayDto(db: Db, access: EventAccess): Promise<PlayDto> {
  const [row] = await queryRows(
    db,
    playRow,
    Prisma.sql`
    SELECT e."id", e."sweepId", sw."name" AS "sweepName", to_char(e."date", 'YYYY-MM-DD') AS "date",
           co."id" AS "courseId", co."name" AS "courseName", e."complete", e."drawn",
           own_card."id" AS "playerCardId", marked_card."id" AS "markedCardId",
           (SELECT COALESCE(json_agg(json_build_object('id', gp."id", 'fullName', gp."fullName", 'cardId', gc."id")
                                     ORDER BY ge."drawOrder" NULLS LAST, gp."fullName"), '[]')
              FROM "Entry" ge JOIN "Player" gp ON gp."id" = ge."playerId" JOIN "Scorecard" gc ON gc."entryId" = ge."id"
             WHERE ge."eventId" = e."id" AND ge."group" = own."group") AS "group"
    FROM "Event" e
    JOIN "Sweep" sw ON sw."id" = e."sweepId"
    JOIN "Course" co ON co."id" = e."courseId"
    LEFT JOIN "Entry" own ON own."eventId" = e."id" AND own."playerId" = ${access.playerId}::uuid
    LEFT JOIN "Scorecard" own_card ON own_card."entryId" = own."id"
    LEFT JOIN "Scorecard" marked_card ON marked_card."entryId" = own."marksEntryId"
    WHERE e."id" = ${access.eventId}::uuid`,
  );
  if (!row) throw new Error(`readPlayDto: event ${access.eventId} vanished after its guard`);
  const isAdmin = isAdminRole(access.role);
  const cardDto = async (cardId: string | null, viewer: Viewer) => {
    const state = cardId ? await readCardState(db, access.eventId, cardId) : null;
    return state ? toScorecardDto(state, viewer) : null;
  };
  const [playerCard, markerCard, handicaps] = await Promise.all([
    cardDto(row.playerCardId, { relation: "player", isAdmin }),
    cardDto(row.markedCardId, { relation: "marker", isAdmin }),
    latestExactHandicaps(
      db,
      row.sweepId,
      row.group.map((player) => player.id),
    ),
  ]);
  return {
    event: {
      id: row.id,
      sweepId: row.sweepId,
      sweepName: row.sweepName,
      date: row.date,
      course: { id: row.courseId, name: row.courseName },
      complete: row.complete,
      drawn: row.drawn,
    },
    playerCard,
    markerCard,
    groupPlayers: row.group.map((player) => ({ ...player, currentHandicap: handicaps.get(player.id) ?? null })),
  };
}
