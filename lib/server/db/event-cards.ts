import "server-only";
import { countHolesEntered, type Hole, holesOfEvent, rankStableford, scoreCard, type ScoredCard } from "@/lib/golf";
import { cardTotalsOf } from "@/lib/validation/card-totals";
import type { EventCardDto } from "@/lib/validation/events";
import type { AuthorizedEventId } from "../auth/authorized";
import type { Db } from "./infra/client";
import { scoreDtosOf } from "./scorecards-state";

type ScoreRow = { id: string; holeNumber: number; gross: number | null; version: number };

/** Gross per hole in the course's hole order; holes without a score row are null. */
function grossInHoleOrder(holes: ReadonlyArray<Hole>, scores: ReadonlyArray<ScoreRow>): Array<number | null> {
  const byHole = new Map(scores.map((score) => [score.holeNumber, score.gross]));
  return holes.map((hole) => byHole.get(hole.number) ?? null);
}

type CardSignatures = { version: number; changes: Array<{ kind: string; cardVersion: number }> };
const isSignedAtCurrentVersion = (card: CardSignatures, kind: "signature" | "attestation") =>
  card.changes.some((change) => change.kind === kind && change.cardVersion === card.version);

export type EventCard = {
  entryId: string;
  playerId: string;
  fullName: string;
  guest: boolean;
  group: number | null;
  cardId: string;
  eventHandicap: number;
  gross: Array<number | null>;
  scoreRows: ScoreRow[];
  card: ScoredCard;
  /** Signed by its player / attested by its marker at the card's current version (a later change undoes it). */
  signed: boolean;
  attested: boolean;
};

/** Every scorecard of an event, scored by lib/golf, with the course's holes, in one query. */
export async function listEventCards(db: Db, eventId: AuthorizedEventId) {
  const event = await db.event.findUnique({
    where: { id: eventId },
    select: {
      id: true,
      sweepId: true,
      date: true,
      complete: true,
      winterHandicaps: true,
      doublePoints: true,
      nine: true,
      sweep: { select: { oomRules: true, handicapRules: true } },
      course: { select: { holes: { select: { number: true, par: true, index: true }, orderBy: { number: "asc" } } } },
      entries: {
        select: {
          id: true,
          playerId: true,
          group: true,
          guest: true,
          player: { select: { fullName: true } },
          scoreCard: {
            select: {
              id: true,
              eventHandicap: true,
              version: true,
              scores: { select: { id: true, holeNumber: true, gross: true, version: true } },
              changes: {
                where: { kind: { in: ["signature", "attestation"] } },
                select: { kind: true, cardVersion: true },
              },
            },
          },
        },
      },
    },
  });
  if (!event) return null;
  const holes = holesOfEvent(event.course.holes, event.nine);
  const cards: EventCard[] = event.entries.flatMap((entry) => {
    if (!entry.scoreCard) return [];
    const gross = grossInHoleOrder(holes, entry.scoreCard.scores);
    return [
      {
        entryId: entry.id,
        playerId: entry.playerId,
        fullName: entry.player.fullName,
        guest: entry.guest,
        group: entry.group,
        cardId: entry.scoreCard.id,
        eventHandicap: entry.scoreCard.eventHandicap,
        gross,
        scoreRows: entry.scoreCard.scores,
        card: scoreCard(holes, gross, entry.scoreCard.eventHandicap),
        signed: isSignedAtCurrentVersion(entry.scoreCard, "signature"),
        attested: isSignedAtCurrentVersion(entry.scoreCard, "attestation"),
      },
    ];
  });
  return { ...event, holes, cards };
}

/**
 * The event's cards with their totals, best first once scores exist: ranked by Stableford points with the
 * countback of docs/golf-rules.md#stableford-countback (rankStableford), then the cards with no score yet, by name.
 */
export async function listEventCardDtos(db: Db, eventId: AuthorizedEventId): Promise<EventCardDto[] | null> {
  const event = await listEventCards(db, eventId);
  if (!event) return null;
  const ranked = rankStableford(event.cards);
  const rankedIds = new Set(ranked.map((card) => card.cardId));
  const unscored = event.cards
    .filter((card) => !rankedIds.has(card.cardId))
    .sort((a, b) => a.fullName.localeCompare(b.fullName));
  return [...ranked, ...unscored.map((card) => ({ ...card, position: null }))].map(({ card, ...row }) => ({
    id: row.cardId,
    entryId: row.entryId,
    player: { id: row.playerId, fullName: row.fullName, currentHandicap: row.eventHandicap },
    group: row.group,
    eventHandicap: row.eventHandicap,
    position: row.position,
    ...cardTotalsOf(card),
    holesPlayed: card.holesPlayed,
    holesEntered: countHolesEntered(row.gross),
    scores: scoreDtosOf(card, row.scoreRows),
    signed: row.signed,
    attested: row.attested,
  }));
}
