import "server-only";
import { type MatchResult, virtualMatch } from "@/lib/golf";
import type { MatchPlayerDto, MatchResultDto, VirtualMatchPlayDto } from "@/lib/validation/results";
import type { PlayerRefDto } from "@/lib/validation/sweeps";
import type { AuthorizedEventId } from "../auth/authorized";
import type { Db } from "./infra/client";
import { compareByName, type EventField, type FieldCard, loadEventField, readFieldFingerprint } from "./event-field";
import { FingerprintMemo } from "./fingerprint-memo";

/** docs/golf-rules.md#virtual-match-play: every pair of starters, i.e. players with a score on at least one hole. */
const isStarter = (card: FieldCard) => card.card.holesPlayed > 0;
const pairsOf = (starters: number) => (starters * (starters - 1)) / 2;

export function matchCountOf(field: EventField): number {
  return pairsOf(field.cards.filter(isStarter).length);
}

const MIRRORED = { won: "lost", lost: "won", halved: "halved" } as const;

/** A match from one side; a literal of one shape, since a field of 40 makes 1 560 of them. */
function line(
  opponent: PlayerRefDto,
  outcome: MatchResultDto["outcome"],
  result: MatchResult,
  received: number,
): MatchResultDto {
  return {
    opponent,
    playerName: opponent.fullName,
    outcome,
    won: outcome === "won",
    halved: outcome === "halved",
    matchResult: result.margin,
    hole: result.hole,
    holesRemaining: result.holesRemaining,
    resultText: result.text,
    strokesReceived: Math.max(0, received),
    strokesGiven: Math.max(0, -received),
  };
}

/**
 * Every pair of starters played as a singles match off 100% of the difference of their event handicaps
 * (lib/golf virtualMatch, WHS Appendix C); each match is played once and read from both sides.
 */
export function virtualMatchesOf(field: EventField): Omit<VirtualMatchPlayDto, "event"> {
  const starters = field.cards.filter(isStarter).sort(compareByName);
  const refs = starters.map((card) => ({ id: card.playerId, fullName: card.fullName }));
  const lines = starters.map(() => ({
    won: [] as MatchResultDto[],
    lost: [] as MatchResultDto[],
    halved: [] as MatchResultDto[],
  }));
  for (let i = 0; i < starters.length; i++) {
    const a = starters[i]!;
    for (let j = i + 1; j < starters.length; j++) {
      const b = starters[j]!;
      const result = virtualMatch(
        { playingHandicap: a.eventHandicap, gross: a.gross },
        { playingHandicap: b.eventHandicap, gross: b.gross },
        field.holes,
      );
      const difference = a.eventHandicap - b.eventHandicap;
      lines[i]![result.outcome].push(line(refs[j]!, result.outcome, result, difference));
      lines[j]![MIRRORED[result.outcome]].push(line(refs[i]!, MIRRORED[result.outcome], result, -difference));
    }
  }
  const players: MatchPlayerDto[] = starters.map((card, at) => {
    const { won, lost, halved } = lines[at]!;
    return {
      player: refs[at]!,
      eventHandicap: card.eventHandicap,
      wonCount: won.length,
      lostCount: lost.length,
      halvedCount: halved.length,
      won,
      lost,
      halved,
    };
  });
  return { matchCount: pairsOf(starters.length), players };
}

const MATCHES = new FingerprintMemo<VirtualMatchPlayDto | null>(100);

/** GET /api/events/{eventId}/matches: rebuilt only when the field's fingerprint changes (as the live leaderboard). */
export async function getVirtualMatchPlay(db: Db, eventId: AuthorizedEventId): Promise<VirtualMatchPlayDto | null> {
  const fingerprint = await readFieldFingerprint(db, eventId);
  if (fingerprint === null) return null;
  return MATCHES.get(eventId, fingerprint, async () => {
    const field = await loadEventField(db, eventId);
    return field ? { event: field.event, ...virtualMatchesOf(field) } : null;
  });
}

/** GET /api/virtualmatchplay/{eventId}: one player's matches, won, then halved, then lost; none when they have no score. */
export function matchesOfPlayer(matches: VirtualMatchPlayDto, playerId: string): MatchResultDto[] {
  const lines = matches.players.find((line) => line.player.id === playerId);
  return lines ? [...lines.won, ...lines.halved, ...lines.lost] : [];
}
