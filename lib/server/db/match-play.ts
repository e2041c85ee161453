import "server-only";
import { virtualMatch } from "@/lib/golf";
import type { MatchPlayerDto, MatchResultDto, VirtualMatchPlayDto } from "@/lib/validation/results";
import type { AuthorizedEventId } from "../auth/authorized";
import type { Db } from "./client";
import { compareByName, type EventField, type FieldCard, loadEventField } from "./event-field";

/** golf-rules.md §8.1: every pair of starters, i.e. players with a score on at least one hole. */
function startersByName(field: EventField): FieldCard[] {
  return field.cards.filter((card) => card.card.holesPlayed > 0).sort(compareByName);
}

/** n starters play n(n−1)/2 matches. */
export function matchCountOf(field: EventField): number {
  const starters = startersByName(field).length;
  return (starters * (starters - 1)) / 2;
}

const mirrored = { won: "lost", lost: "won", halved: "halved" } as const;

/**
 * Every pair of starters played as a singles match off 100% of the difference of their event handicaps
 * (lib/golf virtualMatch, WHS Appendix C); each match is played once and read from both sides.
 */
export function virtualMatchesOf(field: EventField): Omit<VirtualMatchPlayDto, "event"> {
  const starters = startersByName(field);
  const players: MatchPlayerDto[] = starters.map((card) => ({
    player: { id: card.playerId, fullName: card.fullName },
    eventHandicap: card.eventHandicap,
    wonCount: 0,
    lostCount: 0,
    halvedCount: 0,
    won: [],
    lost: [],
    halved: [],
  }));
  const record = (at: number, line: MatchResultDto) => {
    const player = players[at]!;
    player[line.outcome].push(line);
    player[`${line.outcome}Count`] += 1;
  };

  for (const [i, a] of starters.entries()) {
    for (let j = i + 1; j < starters.length; j++) {
      const b = starters[j]!;
      const result = virtualMatch(
        { playingHandicap: a.eventHandicap, gross: a.gross },
        { playingHandicap: b.eventHandicap, gross: b.gross },
        field.holes,
      );
      const difference = a.eventHandicap - b.eventHandicap;
      const common = { matchResult: result.margin, hole: result.hole, holesRemaining: result.holesRemaining, resultText: result.text };
      record(i, {
        ...common,
        opponent: { id: b.playerId, fullName: b.fullName },
        playerName: b.fullName,
        outcome: result.outcome,
        won: result.outcome === "won",
        halved: result.outcome === "halved",
        strokesReceived: Math.max(0, difference),
        strokesGiven: Math.max(0, -difference),
      });
      record(j, {
        ...common,
        opponent: { id: a.playerId, fullName: a.fullName },
        playerName: a.fullName,
        outcome: mirrored[result.outcome],
        won: result.outcome === "lost",
        halved: result.outcome === "halved",
        strokesReceived: Math.max(0, -difference),
        strokesGiven: Math.max(0, difference),
      });
    }
  }
  return { matchCount: matchCountOf(field), players };
}

/** GET /api/virtualmatchplay/{eventId} */
export async function getVirtualMatchPlay(db: Db, eventId: AuthorizedEventId): Promise<VirtualMatchPlayDto | null> {
  const field = await loadEventField(db, eventId);
  if (!field) return null;
  return { event: field.event, ...virtualMatchesOf(field) };
}
