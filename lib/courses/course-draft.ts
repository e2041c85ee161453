import { HOLES_PER_CARD, HOLES_PER_NINE } from "@/lib/golf/constants";
import type { CourseDto, UpdateCourseBody } from "@/lib/validation/courses";

/** What the course editor holds: the text of each box, so nothing typed is lost to parsing while it is being typed. */
export type HoleDraft = { number: number; par: string; index: string };
/** `yards` always holds 18 boxes, hole 1 first, as `holes` does; all blank: the tees' yards are not given. */
export type TeeDraft = { key: string; name: string; courseRating: string; slopeRating: string; yards: string[] };
/** A course has 18 holes or nine (docs/golf-rules.md#nine-hole-cards). */
export type HoleCount = typeof HOLES_PER_CARD | typeof HOLES_PER_NINE;
/**
 * `holes` always holds 18 rows, so switching to nine and back keeps what was typed for the back nine; the course is
 * the first `holeCount` of them (holesInPlay).
 */
export type CourseDraft = { name: string; holeCount: HoleCount; holes: HoleDraft[]; tees: TeeDraft[] };

const HOLE_NUMBERS = Array.from({ length: HOLES_PER_CARD }, (_, at) => at + 1);

/** A new set of tees: every box blank. */
export function blankTee(key: string): TeeDraft {
  return { key, name: "", courseRating: "", slopeRating: "", yards: HOLE_NUMBERS.map(() => "") };
}

export function draftFromCourse(course?: Pick<CourseDto, "name" | "holes" | "tees">): CourseDraft {
  const holeOf = new Map(course?.holes.map((hole) => [hole.number, hole]));
  return {
    name: course?.name ?? "",
    holeCount: course?.holes.length === HOLES_PER_NINE ? HOLES_PER_NINE : HOLES_PER_CARD,
    holes: HOLE_NUMBERS.map((number) => {
      const hole = holeOf.get(number);
      return { number, par: hole ? String(hole.par) : "", index: hole ? String(hole.index) : "" };
    }),
    tees: (course?.tees ?? []).map((tee) => ({
      key: tee.id,
      name: tee.name,
      courseRating: tee.courseRating.toFixed(1),
      slopeRating: String(tee.slopeRating),
      yards: HOLE_NUMBERS.map((number) => String(tee.yards[number - 1] ?? "")),
    })),
  };
}

/** The holes the course has: all 18 rows, or the front nine's. */
export function holesInPlay(draft: Pick<CourseDraft, "holeCount" | "holes">): HoleDraft[] {
  return draft.holes.filter((hole) => hole.number <= draft.holeCount);
}

/** A box's whole number, or null when it holds anything else (blank, "4.5", "x"). */
function wholeNumber(text: string): number | null {
  return /^\s*\d{1,3}\s*$/.test(text) ? Number(text) : null;
}

/** Par of the front nine (Out, holes 1–9), the back nine (In, 10–18) and the course; blank boxes count nothing yet. */
export function parTotals(holes: readonly HoleDraft[]): { out: number; in: number; total: number } {
  let out = 0;
  let back = 0;
  for (const hole of holes) {
    const par = wholeNumber(hole.par) ?? 0;
    if (hole.number <= HOLES_PER_NINE) out += par;
    else back += par;
  }
  return { out, in: back, total: out + back };
}

export type HoleIssue = { par?: string; index?: string };
export type HoleCheck = {
  /** By hole number: what is wrong with its par or stroke index. */
  byHole: Map<number, HoleIssue>;
  /** One sentence per problem, naming the holes, for the summary above the Save button. */
  messages: string[];
  /** Stroke indexes 1–18 not on any hole yet (18 holes only: a nine uses nine of them). */
  unusedIndexes: number[];
  isValid: boolean;
};

const PAR_MESSAGE = "par is 3, 4, 5 or 6";
const INDEX_MESSAGE = "stroke index is 1 to 18";

/** "Hole 4", "Holes 1 and 2", "Holes 3, 7 and 10–18": runs of three or more written as a range. */
function listHoles(numbers: readonly number[]): string {
  const parts: string[] = [];
  for (let at = 0; at < numbers.length;) {
    let end = at;
    while (numbers[end + 1] === (numbers[end] ?? 0) + 1) end++;
    if (end - at >= 2) parts.push(`${numbers[at]}–${numbers[end]}`);
    else parts.push(...numbers.slice(at, end + 1).map(String));
    at = end + 1;
  }
  const isOne = numbers.length === 1;
  return `${isOne ? "Hole" : "Holes"} ${parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`}`;
}

/**
 * The checks of docs/golf-rules.md#holes-and-stroke-indexes made while typing, so a duplicate or missing stroke index shows on its rows before
 * Save: par 3–6 on every hole and each stroke index 1–18 on exactly one hole (on a nine, on at most one). Blank boxes are problems only once
 * `includeBlanks` is set (after a save was tried), so a course being typed in is not covered in red.
 */
export function checkHoles(holes: readonly HoleDraft[], { includeBlanks }: { includeBlanks: boolean }): HoleCheck {
  const byHole = new Map<number, HoleIssue>();
  const flag = (number: number, issue: HoleIssue) => byHole.set(number, { ...byHole.get(number), ...issue });
  const badPar: number[] = [];
  const blankPar: number[] = [];
  const badIndex: number[] = [];
  const blankIndex: number[] = [];
  const holesByIndex = new Map<number, number[]>();

  for (const hole of holes) {
    const par = wholeNumber(hole.par);
    if (hole.par.trim() === "") blankPar.push(hole.number);
    else if (par === null || par < 3 || par > 6) badPar.push(hole.number);
    const index = wholeNumber(hole.index);
    if (hole.index.trim() === "") blankIndex.push(hole.number);
    else if (index === null || index < 1 || index > HOLES_PER_CARD) badIndex.push(hole.number);
    else holesByIndex.set(index, [...(holesByIndex.get(index) ?? []), hole.number]);
  }

  const messages: string[] = [];
  for (const number of badPar) flag(number, { par: `Hole ${number}: ${PAR_MESSAGE}.` });
  if (badPar.length > 0) messages.push(`${listHoles(badPar)}: ${PAR_MESSAGE}.`);
  for (const number of badIndex) flag(number, { index: `Hole ${number}: ${INDEX_MESSAGE}.` });
  if (badIndex.length > 0) messages.push(`${listHoles(badIndex)}: ${INDEX_MESSAGE}.`);
  for (const [index, numbers] of [...holesByIndex].sort(([a], [b]) => a - b)) {
    if (numbers.length < 2) continue;
    const rule = holes.length === HOLES_PER_NINE ? "each goes on one hole only" : "each of 1–18 goes on one hole";
    const message = `Stroke index ${index} is on ${listHoles(numbers).toLowerCase()}: ${rule}.`;
    for (const number of numbers) flag(number, { index: message });
    messages.push(message);
  }
  if (includeBlanks) {
    for (const number of blankPar) flag(number, { par: "Par missing." });
    if (blankPar.length > 0)
      messages.push(`${listHoles(blankPar)} ${blankPar.length === 1 ? "needs its" : "need their"} par.`);
    for (const number of blankIndex) flag(number, { index: "Stroke index missing." });
    if (blankIndex.length > 0)
      messages.push(`${listHoles(blankIndex)} ${blankIndex.length === 1 ? "needs its" : "need their"} stroke index.`);
  }

  const unusedIndexes = holes.length === HOLES_PER_CARD ? HOLE_NUMBERS.filter((index) => !holesByIndex.has(index)) : [];
  const isComplete = blankPar.length === 0 && blankIndex.length === 0;
  return { byHole, messages, unusedIndexes, isValid: messages.length === 0 && isComplete };
}

/** The body's course fields; a box that does not hold a number is sent as NaN, which the body schema names. */
export function courseFieldsOf(draft: CourseDraft): UpdateCourseBody {
  const number = (text: string) => (text.trim() === "" ? Number.NaN : Number(text));
  // Yards are all or nothing: a tee with every box blank has none, one with some typed names the blank ones.
  const yardsOf = (tee: TeeDraft) => {
    const boxes = tee.yards.slice(0, draft.holeCount);
    return boxes.every((box) => box.trim() === "") ? [] : boxes.map(number);
  };
  return {
    name: draft.name,
    holes: holesInPlay(draft).map((hole) => ({
      number: hole.number,
      par: number(hole.par),
      index: number(hole.index),
    })),
    tees: draft.tees.map((tee) => ({
      name: tee.name,
      courseRating: number(tee.courseRating),
      slopeRating: number(tee.slopeRating),
      yards: yardsOf(tee),
    })),
  };
}

export type PlacedErrors = {
  name?: string;
  holes: Map<number, HoleIssue>;
  /** By the tee's position in the list, then its field (name, courseRating, slopeRating, yards as a whole). */
  tees: Map<number, Record<string, string>>;
  /** By the tee's position in the list, then the hole number: what is wrong with that hole's yards. */
  teeYards: Map<number, Map<number, string>>;
  /** Messages that belong to no one box: the holes as a whole, the tees as a whole, the sweep. */
  general: string[];
};

/**
 * Field errors keyed by body path, as the server's problem+json and the body schema both name them ("name",
 * "holes.3.par", "tees.0.courseRating", "holes"), placed on the box they belong to.
 */
export function placeFieldErrors(errors: Readonly<Record<string, string>>): PlacedErrors {
  const placed: PlacedErrors = { holes: new Map(), tees: new Map(), teeYards: new Map(), general: [] };
  for (const [path, message] of Object.entries(errors)) {
    const hole = /^holes\.(\d+)\.(par|index)$/.exec(path);
    const tee = /^tees\.(\d+)\.(\w+)$/.exec(path);
    const yards = /^tees\.(\d+)\.yards\.(\d+)$/.exec(path);
    if (path === "name") placed.name = message;
    else if (yards?.[1] && yards[2]) {
      // The yards are in hole order too: position 3 is hole 4.
      const at = Number(yards[1]);
      placed.teeYards.set(at, new Map(placed.teeYards.get(at)).set(Number(yards[2]) + 1, message));
    } else if (hole?.[1] && hole[2]) {
      // The body lists the holes in hole order, so position 3 is hole 4.
      const number = Number(hole[1]) + 1;
      placed.holes.set(number, { ...placed.holes.get(number), [hole[2]]: message });
    } else if (tee?.[1] && tee[2]) {
      const at = Number(tee[1]);
      placed.tees.set(at, { ...placed.tees.get(at), [tee[2]]: message });
    } else placed.general.push(message);
  }
  return placed;
}
