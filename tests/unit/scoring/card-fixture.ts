import { HOLES_PER_NINE, scoreCard } from "@/lib/golf";
import { cardTotalsOf } from "@/lib/validation/card-totals";
import type { ScorecardDto, ScoreDto } from "@/lib/validation/scorecards";
import { TESTBROOK } from "../golf/fixtures";

const uuid = (prefix: string, n: number) => `${prefix}-0000-4000-8000-${String(n).padStart(12, "0")}`;

export const CARD_ID = uuid("c0000000", 1);
let cards = 1;
/** A card id of its own for each test: the outbox and the senders live as long as the test file. */
export const newCardId = () => uuid("c0000000", ++cards);
export const scoreIdOf = (holeNumber: number) => uuid("50000000", holeNumber);
export const EMPTY_GROSS: ReadonlyArray<number | null> = Array.from({ length: 18 }, () => null);

/** A card as the server sends it: Testbrook, every number from lib/golf, gross and versions as given. */
export function buildCard(
  gross: ReadonlyArray<number | null> = EMPTY_GROSS,
  options: { versions?: ReadonlyArray<number>; cardVersion?: number; eventHandicap?: number; cardId?: string } = {},
): ScorecardDto {
  const eventHandicap = options.eventHandicap ?? 10;
  const scored = scoreCard(TESTBROOK, [...gross], eventHandicap);
  const scores = scored.scores.map((hole, at): ScoreDto => ({
    ...hole,
    id: scoreIdOf(hole.holeNumber),
    gross: gross[at] ?? null,
    version: options.versions?.[at] ?? 0,
  }));
  const person = (n: number, fullName: string) => ({ id: uuid("a0000000", n), fullName });
  return {
    ...cardTotalsOf(scored),
    holesPlayed: scored.holesPlayed,
    scores,
    frontNine: scores.filter((score) => score.holeNumber <= HOLES_PER_NINE),
    backNine: scores.filter((score) => score.holeNumber > HOLES_PER_NINE),
    holesEntered: gross.filter((value) => value !== null).length,
    id: options.cardId ?? CARD_ID,
    version: options.cardVersion ?? 0,
    eventId: uuid("e0000000", 1),
    sweepId: uuid("b0000000", 1),
    eventDate: "2026-06-07",
    timeZone: "Europe/London",
    player: { ...person(1, "Grace Holt"), currentHandicap: eventHandicap },
    guest: false,
    marker: person(2, "Sam Reid"),
    course: { id: uuid("d0000000", 1), name: "Testbrook", holes: [...TESTBROOK] },
    courseName: "Testbrook",
    eventHandicap,
    handicapIndex: null,
    courseHandicap: null,
    teeName: null,
    created: "2026-06-07T08:00:00.000Z",
    eventComplete: false,
    viewer: {
      relation: "player",
      canMark: true,
      scoringNotOpenYet: null,
      isAdmin: false,
      canSeeHistory: true,
      canSign: false,
    },
    signature: null,
    attestation: null,
    locked: false,
    mismatches: [],
  };
}
