import { HANDICAP_MAX, HANDICAP_MIN } from "./constants";
import { layoutCourse, type Hole } from "./course";
import { allocateStrokes } from "./strokes";
import { assertIntegerInRange, readGross } from "./validate";

export type MatchResult = {
  outcome: "won" | "lost" | "halved";
  margin: number;
  hole: number;
  holesRemaining: number;
  text: string;
};

type MatchPlayer = { playingHandicap: number; gross: ReadonlyArray<number | null> };

/** Validates a whole card up front, so a bad gross after the deciding hole still throws. */
function readCard(who: "player" | "opponent", side: MatchPlayer, holes: Hole[]): number[] {
  assertIntegerInRange("virtualMatch", `${who} playing handicap`, side.playingHandicap, HANDICAP_MIN, HANDICAP_MAX);
  if (!Array.isArray(side.gross) || side.gross.length !== holes.length) {
    const got = Array.isArray(side.gross) ? String(side.gross.length) : String(side.gross);
    throw new RangeError(
      `virtualMatch: ${who} needs one gross per hole (${holes.length}, 0 or null for no score), got ${got}`,
    );
  }
  return holes.map((hole, at) => readGross("virtualMatch", who, side.gross[at], hole.number));
}

/** RoG 3.2a(1): the lower nett score wins the hole; docs/golf-rules.md#virtual-match-play: a no-score loses it, two no-scores halve it. */
function holeResult(gross: number, opponentGross: number, strokes: number, opponentStrokes: number): -1 | 0 | 1 {
  if (gross === 0 || opponentGross === 0) {
    if (gross === opponentGross) return 0;
    return gross === 0 ? -1 : 1;
  }
  const diff = gross - strokes - (opponentGross - opponentStrokes);
  return diff < 0 ? 1 : diff > 0 ? -1 : 0;
}

/**
 * Virtual singles match between two cards (docs/golf-rules.md#virtual-match-play), from the first player's view. WHS Appendix C:
 * the lower handicap plays off 0 and the other receives 100% of the difference on the lowest SIs.
 */
export function virtualMatch(player: MatchPlayer, opponent: MatchPlayer, holes: Hole[]): MatchResult {
  const { holeCount, order, rank } = layoutCourse(holes, "virtualMatch");
  const grossA = readCard("player", player, holes);
  const grossB = readCard("opponent", opponent, holes);
  const difference = player.playingHandicap - opponent.playingHandicap;
  const received = Math.abs(difference);

  let margin = 0;
  for (const [played, at] of order.entries()) {
    const hole = holes[at] as Hole;
    const strokes = allocateStrokes(received, rank[at] ?? 0, holeCount);
    margin += holeResult(grossA[at] ?? 0, grossB[at] ?? 0, difference > 0 ? strokes : 0, difference < 0 ? strokes : 0);

    const holesRemaining = holeCount - (played + 1);
    // RoG 3.2a(3): the match is won when a player leads by more holes than remain to be played.
    if (Math.abs(margin) > holesRemaining) {
      const lead = Math.abs(margin);
      return {
        outcome: margin > 0 ? "won" : "lost",
        margin: lead,
        hole: hole.number,
        holesRemaining,
        text: holesRemaining > 0 ? `${lead}&${holesRemaining}` : `${lead} up`,
      };
    }
  }
  const lastHole = holes[order[order.length - 1] ?? 0]?.number ?? holeCount;
  return { outcome: "halved", margin: 0, hole: lastHole, holesRemaining: 0, text: "A/S" };
}
