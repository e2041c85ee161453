// Shared by the scorecard test files: a drawn pair of cards marking each other, and the write endpoints called as a browser would.
import { randomUUID } from "node:crypto";
import { PUT as putScoreRoute } from "@/app/api/cards/[cardId]/scores/[scoreId]/route";
import { POST as signRoute } from "@/app/api/cards/[cardId]/signatures/route";
import { GET as getScorecard } from "@/app/api/scorecards/[cardId]/route";
import type { Hole } from "@/lib/golf";
import { db } from "@/lib/server/db/infra/client";
import type { UserIdentity } from "@/lib/server/db/users";
import { scorecardDtoSchema, type ScorecardDto } from "@/lib/validation/scorecards";
import { createTestEvent, createTestMember, signedIn, TEST_HOLES } from "../factories";
import { callRoute } from "./http";

export type Pair = {
  eventId: string;
  player: UserIdentity;
  marker: UserIdentity;
  cardId: string;
  markerCardId: string;
};

/** Two new members in a drawn event of the sweep, each marking the other; the player's card has its 18 empty scores. */
export async function createMarkingPair(
  sweepId: string,
  options: { holes?: readonly Hole[]; eventHandicap?: number } = {},
): Promise<Pair> {
  const player = (await createTestMember(db, sweepId, "approved", "Player")).user;
  const marker = (await createTestMember(db, sweepId, "approved", "Marker")).user;
  const course = options.holes
    ? await db.course.create({
        data: {
          sweepId,
          name: `Course ${randomUUID()}`,
          holes: { create: options.holes.map(({ number, par, index }) => ({ number, par, index })) },
        },
      })
    : undefined;
  const event = await createTestEvent(db, sweepId, { courseId: course?.id, drawn: true, entrants: [player, marker] });
  const entries = await db.entry.findMany({
    where: { eventId: event.id },
    select: { id: true, playerId: true, scoreCard: { select: { id: true } } },
  });
  const own = entries.find((entry) => entry.playerId === player.playerId)!;
  const other = entries.find((entry) => entry.playerId === marker.playerId)!;
  await db.entry.update({ where: { id: other.id }, data: { group: 1, drawOrder: 1, marksEntryId: own.id } });
  await db.entry.update({ where: { id: own.id }, data: { group: 1, drawOrder: 2, marksEntryId: other.id } });
  if (options.eventHandicap !== undefined)
    await db.scorecard.update({ where: { id: own.scoreCard!.id }, data: { eventHandicap: options.eventHandicap } });
  const pair = { eventId: event.id, player, marker, cardId: own.scoreCard!.id, markerCardId: other.scoreCard!.id };
  await readCard(pair.cardId, player);
  return pair;
}

export async function readCard(cardId: string, as: UserIdentity): Promise<ScorecardDto> {
  const response = await callRoute(getScorecard, {
    path: `/api/scorecards/${cardId}`,
    params: { cardId },
    as: signedIn(as),
  });
  if (response.status !== 200) throw new Error(`GET scorecard answered ${response.status}`);
  return scorecardDtoSchema.parse(await response.json());
}

export const scoreOf = (card: ScorecardDto, hole: number) => card.scores.find((score) => score.holeNumber === hole)!;

/** PUT /api/cards/{cardId}/scores/{scoreId} for a hole, based on the version given (default: the one just read). */
export async function putScore(
  cardId: string,
  as: UserIdentity,
  write: { hole: number; gross: number | null; version?: number; reason?: string; key?: string; scoreId?: string },
) {
  const known = write.scoreId !== undefined && write.version !== undefined;
  const card = known ? null : await readCard(cardId, as).catch(() => null);
  const score = card ? scoreOf(card, write.hole) : undefined;
  const scoreId = write.scoreId ?? score?.id ?? randomUUID();
  const body = {
    gross: write.gross,
    hole: write.hole,
    version: write.version ?? score?.version ?? 0,
    ...(write.reason ? { reason: write.reason } : {}),
  };
  return callRoute(putScoreRoute, {
    method: "PUT",
    path: `/api/cards/${cardId}/scores/${scoreId}`,
    params: { cardId, scoreId },
    body,
    as: signedIn(as),
    headers: write.key ? { "idempotency-key": write.key } : {},
  });
}

export const sign = (cardId: string, as: UserIdentity, version: number, key?: string) =>
  callRoute(signRoute, {
    method: "POST",
    path: `/api/cards/${cardId}/signatures`,
    params: { cardId },
    body: { version },
    as: signedIn(as),
    headers: key ? { "idempotency-key": key } : {},
  });

/** Every hole entered by the player and by the marker alike (par on TEST_HOLES): a card ready to sign. */
export async function enterAgreedCard(pair: Pair, gross: readonly number[] = TEST_HOLES.map((hole) => hole.par)) {
  for (const [at, value] of gross.entries()) {
    await putScore(pair.cardId, pair.player, { hole: at + 1, gross: value });
    await putScore(pair.cardId, pair.marker, { hole: at + 1, gross: value });
  }
  return readCard(pair.cardId, pair.player);
}
