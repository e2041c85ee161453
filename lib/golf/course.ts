import { HOLES_PER_CARD, HOLES_PER_NINE } from "./constants";
import { assertIntegerInRange } from "./validate";

export type Hole = { number: number; par: number; index: number };

export type CourseLayout = {
  holeCount: 18 | 9;
  /** Positions into the caller's arrays (holes, gross), in hole-number order. */
  order: number[];
  /**
   * By position in the caller's arrays: the rank passed to the stroke allocation, i.e. the SI
   * on 18 holes and the SI order within the nine on 9 (docs/golf-rules.md#nine-hole-cards).
   */
  rank: number[];
};

const PAR_MIN = 3;
const PAR_MAX = 6;

function isIntegerIn(value: number, min: number, max: number): boolean {
  return Number.isInteger(value) && value >= min && value <= max;
}

/** Builds the message for a repeated hole number or SI; only reached on bad input. */
function duplicateError(fn: string, holes: ReadonlyArray<Hole>, key: "number" | "index"): RangeError {
  const firstAt = new Map<number, number>();
  for (const [i, hole] of holes.entries()) {
    const earlier = firstAt.get(hole[key]);
    if (earlier !== undefined) {
      return new RangeError(
        key === "number"
          ? `${fn}: hole number ${hole.number} is given twice (holes[${earlier}] and holes[${i}]); each hole appears once`
          : `${fn}: stroke index ${hole.index} is on holes ${holes[earlier]?.number} and ${hole.number}; each of 1..18 is used once per course`,
      );
    }
    firstAt.set(hole[key], i);
  }
  return new RangeError(`${fn}: repeated hole ${key}`);
}

/**
 * Validates a card's holes (docs/golf-rules.md#holes-and-stroke-indexes: SI 1..18, unique; 18 holes, or one nine) and orders them by
 * hole number. Runs once per card, so it sticks to bit masks and plain loops.
 */
export function layoutCourse(holes: ReadonlyArray<Hole>, fn: string): CourseLayout {
  if (!Array.isArray(holes) || (holes.length !== HOLES_PER_CARD && holes.length !== HOLES_PER_NINE)) {
    const got = Array.isArray(holes) ? `${holes.length} holes` : String(holes);
    throw new RangeError(`${fn}: a card has exactly 18 holes (or 9 for a nine-hole card), got ${got}`);
  }
  const holeCount = holes.length === HOLES_PER_CARD ? HOLES_PER_CARD : HOLES_PER_NINE;
  let numbers = 0;
  let indexes = 0;
  let inOrder = true;
  let previous = 0;
  for (const hole of holes) {
    if (
      !isIntegerIn(hole.number, 1, HOLES_PER_CARD) ||
      !isIntegerIn(hole.par, PAR_MIN, PAR_MAX) ||
      !isIntegerIn(hole.index, 1, HOLES_PER_CARD)
    ) {
      assertIntegerInRange(fn, "hole number", hole.number, 1, HOLES_PER_CARD);
      assertIntegerInRange(fn, `par of hole ${hole.number}`, hole.par, PAR_MIN, PAR_MAX);
      assertIntegerInRange(fn, `stroke index of hole ${hole.number}`, hole.index, 1, HOLES_PER_CARD);
    }
    if (numbers & (1 << hole.number)) throw duplicateError(fn, holes, "number");
    if (indexes & (1 << hole.index)) throw duplicateError(fn, holes, "index");
    numbers |= 1 << hole.number;
    indexes |= 1 << hole.index;
    if (hole.number < previous) inOrder = false;
    previous = hole.number;
  }

  const order = holes.map((_, at) => at);
  if (!inOrder) order.sort((a, b) => (holes[a]?.number ?? 0) - (holes[b]?.number ?? 0));
  const rank = holes.map((hole) => hole.index);

  if (holeCount === HOLES_PER_NINE) {
    const first = holes[order[0] ?? 0]?.number ?? 0;
    const last = holes[order[holeCount - 1] ?? 0]?.number ?? 0;
    if ((first !== 1 && first !== 10) || last !== first + 8) {
      throw new RangeError(`${fn}: a nine-hole card is holes 1–9 or holes 10–18, got holes ${first} to ${last}`);
    }
    // WHS Appendix E: a nine takes its strokes in ascending order of the 18-hole stroke indexes.
    for (const [at, hole] of holes.entries()) {
      rank[at] = holes.reduce((below, other) => below + (other.index < hole.index ? 1 : 0), 1);
    }
  }
  return { holeCount, order, rank };
}

/** docs/golf-rules.md#nine-hole-cards: the nine an event on an 18-hole course plays; null plays every hole. */
export type EventNine = "front" | "back";

/** The holes an event's cards are scored on: the course's own, or its front (1–9) or back (10–18) nine. */
export function holesOfEvent<T extends { number: number }>(holes: ReadonlyArray<T>, nine: EventNine | null): T[] {
  if (nine === null) return [...holes];
  return holes.filter((hole) => (nine === "front" ? hole.number <= HOLES_PER_NINE : hole.number > HOLES_PER_NINE));
}

/**
 * The tees' ratings for the holes played (docs/golf-rules.md#handicap-basis): a nine of an 18-hole course takes
 * half the 18-hole Course Rating, since the course form asks for one rating per tee; the par is the nine's.
 */
export function ratingOfHolesPlayed(
  tee: { slopeRating: number; courseRating: number },
  courseHoleCount: number,
  played: ReadonlyArray<{ par: number }>,
): { slopeRating: number; courseRating: number; par: number; holeCount: 18 | 9 } {
  const holeCount = played.length === HOLES_PER_NINE ? HOLES_PER_NINE : HOLES_PER_CARD;
  const share = courseHoleCount > 0 ? played.length / courseHoleCount : 1;
  return {
    slopeRating: tee.slopeRating,
    courseRating: Math.round(tee.courseRating * share * 10) / 10,
    par: played.reduce((sum, hole) => sum + hole.par, 0),
    holeCount,
  };
}
