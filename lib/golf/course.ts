import { HOLES_PER_CARD, HOLES_PER_NINE } from "./constants";
import { assertIntegerInRange } from "./validate";

export type Hole = { number: number; par: number; index: number };

export type HoleSlot = {
  hole: Hole;
  /** Position of this hole in the caller's arrays (holes, gross). */
  at: number;
  /** Rank passed to the stroke allocation: the SI on 18 holes, the SI order within the nine on 9 (§2.3). */
  rank: number;
};

export type CourseLayout = { holeCount: 18 | 9; slots: HoleSlot[] };

const PAR_MIN = 3;
const PAR_MAX = 6;

function assertUnique(fn: string, values: number[], describeDuplicate: (value: number, first: number, second: number) => string): void {
  const firstAt = new Map<number, number>();
  for (const [i, value] of values.entries()) {
    const earlier = firstAt.get(value);
    if (earlier !== undefined) throw new RangeError(`${fn}: ${describeDuplicate(value, earlier, i)}`);
    firstAt.set(value, i);
  }
}

/**
 * Validates a card's holes (§0: SI 1..18, unique; 18 holes, or one nine) and puts them in
 * hole-number order. Callers keep their own array order; `at` maps back to it.
 */
export function layoutCourse(holes: ReadonlyArray<Hole>, fn: string): CourseLayout {
  if (!Array.isArray(holes) || (holes.length !== HOLES_PER_CARD && holes.length !== HOLES_PER_NINE)) {
    const got = Array.isArray(holes) ? `${holes.length} holes` : String(holes);
    throw new RangeError(`${fn}: a card has exactly 18 holes (or 9 for a nine-hole card), got ${got}`);
  }
  const holeCount = holes.length === HOLES_PER_CARD ? HOLES_PER_CARD : HOLES_PER_NINE;
  for (const hole of holes) {
    assertIntegerInRange(fn, "hole number", hole.number, 1, HOLES_PER_CARD);
    assertIntegerInRange(fn, `par of hole ${hole.number}`, hole.par, PAR_MIN, PAR_MAX);
    assertIntegerInRange(fn, `stroke index of hole ${hole.number}`, hole.index, 1, HOLES_PER_CARD);
  }
  assertUnique(fn, holes.map((h) => h.number), (number, first, second) =>
    `hole number ${number} is given twice (holes[${first}] and holes[${second}]); each hole appears once`);
  assertUnique(fn, holes.map((h) => h.index), (index, first, second) =>
    `stroke index ${index} is on holes ${holes[first]?.number} and ${holes[second]?.number}; each of 1..18 is used once per course`);

  const slots: HoleSlot[] = holes.map((hole, at) => ({ hole, at, rank: hole.index }));
  slots.sort((a, b) => a.hole.number - b.hole.number);

  if (holeCount === HOLES_PER_NINE) {
    const first = slots[0]?.hole.number;
    const last = slots[slots.length - 1]?.hole.number;
    if ((first !== 1 && first !== 10) || last !== (first ?? 0) + 8) {
      throw new RangeError(`${fn}: a nine-hole card is holes 1–9 or holes 10–18, got holes ${first} to ${last}`);
    }
    // WHS Appendix E: a nine takes its strokes in ascending order of the 18-hole stroke indexes.
    const bySi = [...slots].sort((a, b) => a.hole.index - b.hole.index);
    for (const [i, slot] of bySi.entries()) slot.rank = i + 1;
  }
  return { holeCount, slots };
}
