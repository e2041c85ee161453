import { HANDICAP_MAX, HANDICAP_MIN, HOLES_PER_NINE, NO_RETURN, PAR_POINTS } from "./constants";
import { layoutCourse, type Hole } from "./course";
import { allocateStrokes } from "./strokes";
import { assertIntegerInRange, readGross } from "./validate";

export type ScoredHole = {
  holeNumber: number;
  par: number;
  index: number;
  gross: number | null;
  strokes: number;
  nett: number | null;
  points: number;
};

/** A gross or nett total: its number, or NO_RETURN while a hole it covers has no score (docs/golf-rules.md#card-totals). */
export type CardTotal = number | typeof NO_RETURN;

export type ScoredCard = {
  scores: ScoredHole[];
  outGross: CardTotal;
  inGross: CardTotal;
  totalGross: CardTotal;
  outNett: CardTotal;
  inNett: CardTotal;
  totalNett: CardTotal;
  outPoints: number;
  inPoints: number;
  totalPoints: number;
  lastSixPoints: number;
  lastThreePoints: number;
  holesPlayed: number;
};

/** Card.cs: L6 = holes 13–18, L3 = holes 16–18 (docs/golf-rules.md#holes-and-stroke-indexes). */
const LAST_SIX_FROM = 13;
const LAST_THREE_FROM = 16;

/**
 * docs/golf-rules.md#stableford-points: per-hole strokes, nett and Stableford points, and the Out/In/total aggregates.
 * gross[i] is the gross on holes[i]; 0 or null = no score.
 */
export function scoreCard(holes: Hole[], gross: ReadonlyArray<number | null>, playingHandicap: number): ScoredCard {
  const { holeCount, order, rank } = layoutCourse(holes, "scoreCard");
  if (!Array.isArray(gross) || gross.length !== holes.length) {
    const got = Array.isArray(gross) ? String(gross.length) : String(gross);
    throw new RangeError(
      `scoreCard: expected one gross per hole (${holes.length}, 0 or null for no score), got ${got}`,
    );
  }
  assertIntegerInRange("scoreCard", "playing handicap", playingHandicap, HANDICAP_MIN, HANDICAP_MAX);

  const scores: ScoredHole[] = [];
  let outGross = 0,
    inGross = 0,
    outNett = 0,
    inNett = 0;
  let outNr = false,
    inNr = false;
  let outPoints = 0,
    inPoints = 0,
    lastSixPoints = 0,
    lastThreePoints = 0,
    holesPlayed = 0;

  for (const at of order) {
    const hole = holes[at] as Hole;
    const g = readGross("scoreCard", "the", gross[at], hole.number);
    const strokes = allocateStrokes(playingHandicap, rank[at] ?? 0, holeCount);
    const isOut = hole.number <= HOLES_PER_NINE;
    if (g === 0) {
      // docs/golf-rules.md#no-return: no return is read from gross only; the hole scores 0 points (RoG 21.1b).
      scores.push({
        holeNumber: hole.number,
        par: hole.par,
        index: hole.index,
        gross: null,
        strokes,
        nett: null,
        points: 0,
      });
      if (isOut) outNr = true;
      else inNr = true;
      continue;
    }
    // docs/golf-rules.md#stableford-points: nett may be 0 or negative (hole-in-one on a stroke hole); the points formula has no upper table limit.
    const nett = g - strokes;
    const points = Math.max(0, PAR_POINTS + hole.par - nett);
    scores.push({ holeNumber: hole.number, par: hole.par, index: hole.index, gross: g, strokes, nett, points });
    holesPlayed += 1;
    if (isOut) {
      outGross += g;
      outNett += nett;
      outPoints += points;
    } else {
      inGross += g;
      inNett += nett;
      inPoints += points;
    }
    if (hole.number >= LAST_SIX_FROM) lastSixPoints += points;
    if (hole.number >= LAST_THREE_FROM) lastThreePoints += points;
  }

  const anyNr = outNr || inNr;
  return {
    scores,
    outGross: outNr ? NO_RETURN : outGross,
    inGross: inNr ? NO_RETURN : inGross,
    totalGross: anyNr ? NO_RETURN : outGross + inGross,
    outNett: outNr ? NO_RETURN : outNett,
    inNett: inNr ? NO_RETURN : inNett,
    totalNett: anyNr ? NO_RETURN : outNett + inNett,
    outPoints,
    inPoints,
    totalPoints: outPoints + inPoints,
    lastSixPoints,
    lastThreePoints,
    holesPlayed,
  };
}
