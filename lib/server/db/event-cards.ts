import { type Hole, scoreCard, type ScoredCard } from "@/lib/golf";
import type { Db } from "./client";

type ScoreRow = { holeNumber: number; gross: number | null };

/** Gross per hole in the course's hole order; holes without a score row are null. */
export function grossInHoleOrder(holes: ReadonlyArray<Hole>, scores: ReadonlyArray<ScoreRow>): Array<number | null> {
  const byHole = new Map(scores.map((score) => [score.holeNumber, score.gross]));
  return holes.map((hole) => byHole.get(hole.number) ?? null);
}

export type EventCard = {
  entryId: string;
  playerId: string;
  fullName: string;
  cardId: string;
  eventHandicap: number;
  gross: Array<number | null>;
  card: ScoredCard;
};

/** Every scorecard of an event, scored by lib/golf, with the course's holes, in one query. */
export async function listEventCards(db: Db, eventId: string) {
  const event = await db.event.findUnique({
    where: { id: eventId },
    select: {
      id: true,
      sweepId: true,
      date: true,
      complete: true,
      winterHandicaps: true,
      doublePoints: true,
      sweep: { select: { oomRules: true, handicapRules: true } },
      course: { select: { holes: { select: { number: true, par: true, index: true }, orderBy: { number: "asc" } } } },
      entries: {
        select: {
          id: true,
          playerId: true,
          player: { select: { fullName: true } },
          scoreCard: { select: { id: true, eventHandicap: true, scores: { select: { holeNumber: true, gross: true } } } },
        },
      },
    },
  });
  if (!event) return null;
  const holes = event.course.holes;
  const cards: EventCard[] = event.entries.flatMap((entry) => {
    if (!entry.scoreCard) return [];
    const gross = grossInHoleOrder(holes, entry.scoreCard.scores);
    return [
      {
        entryId: entry.id,
        playerId: entry.playerId,
        fullName: entry.player.fullName,
        cardId: entry.scoreCard.id,
        eventHandicap: entry.scoreCard.eventHandicap,
        gross,
        card: scoreCard(holes, gross, entry.scoreCard.eventHandicap),
      },
    ];
  });
  return { ...event, holes, cards };
}
