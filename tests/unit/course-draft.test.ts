import { describe, expect, it } from "vitest";
import {
  blankTee,
  checkHoles,
  courseFieldsOf,
  draftFromCourse,
  holesInPlay,
  parTotals,
  placeFieldErrors,
  type HoleDraft,
} from "@/lib/courses/course-draft";
import { updateCourseBodySchema } from "@/lib/validation/courses";
import { zodFieldMessages } from "@/lib/validation/field-errors";

/** A valid 18 holes: par 4 everywhere but 3s on 3 and 12 and 5s on 6 and 15 (par 72), SI 1..18 in a fixed shuffle. */
const INDEXES = [7, 15, 11, 1, 17, 5, 13, 9, 3, 8, 16, 12, 2, 18, 6, 14, 10, 4];
const PARS = [4, 4, 3, 4, 4, 5, 4, 4, 4, 4, 4, 3, 4, 4, 5, 4, 4, 4];
const validHoles = (): HoleDraft[] =>
  INDEXES.map((index, at) => ({ number: at + 1, par: String(PARS[at]), index: String(index) }));
const YARDS = [385, 402, 168, 371, 350, 512, 398, 410, 365, 380, 395, 155, 420, 342, 530, 377, 388, 415];
const withHole = (holes: HoleDraft[], number: number, change: Partial<HoleDraft>) =>
  holes.map((hole) => (hole.number === number ? { ...hole, ...change } : hole));

describe("parTotals", () => {
  it("adds the front nine as Out, the back nine as In, and both as the total", () => {
    expect(parTotals(validHoles())).toEqual({ out: 36, in: 36, total: 72 });
  });

  it("counts blank and unreadable boxes as nothing yet", () => {
    const holes = withHole(withHole(validHoles(), 1, { par: "" }), 10, { par: "x" });
    expect(parTotals(holes)).toEqual({ out: 32, in: 32, total: 64 });
  });
});

describe("checkHoles", () => {
  it("passes a complete, valid course", () => {
    const check = checkHoles(validHoles(), { includeBlanks: true });
    expect(check).toMatchObject({ isValid: true, messages: [], unusedIndexes: [] });
    expect(check.byHole.size).toBe(0);
  });

  it("marks both holes of a duplicate stroke index and names them, before any save", () => {
    const check = checkHoles(withHole(validHoles(), 2, { index: "7" }), { includeBlanks: false });
    expect(check.isValid).toBe(false);
    expect(check.messages).toEqual(["Stroke index 7 is on holes 1 and 2: each of 1–18 goes on one hole."]);
    expect(check.byHole.get(1)?.index).toContain("holes 1 and 2");
    expect(check.byHole.get(2)?.index).toContain("holes 1 and 2");
    expect(check.unusedIndexes).toEqual([15]);
  });

  it("marks a par outside 3–6 and a stroke index outside 1–18", () => {
    const check = checkHoles(withHole(withHole(validHoles(), 5, { par: "7" }), 9, { index: "19" }), {
      includeBlanks: false,
    });
    expect(check.messages).toEqual(["Hole 5: par is 3, 4, 5 or 6.", "Hole 9: stroke index is 1 to 18."]);
    expect(check.byHole.get(5)).toEqual({ par: "Hole 5: par is 3, 4, 5 or 6." });
    expect(check.byHole.get(9)).toEqual({ index: "Hole 9: stroke index is 1 to 18." });
  });

  it("leaves blanks alone while typing but names them once a save was tried", () => {
    const holes = withHole(withHole(validHoles(), 12, { index: "" }), 13, { index: "" });
    const typing = checkHoles(holes, { includeBlanks: false });
    expect(typing).toMatchObject({ isValid: false, messages: [] });
    expect(typing.unusedIndexes).toEqual([2, 12]);
    const saving = checkHoles(holes, { includeBlanks: true });
    expect(saving.messages).toEqual(["Holes 12 and 13 need their stroke index."]);
    expect(saving.byHole.get(12)?.index).toBe("Stroke index missing.");
  });

  it("writes runs of holes as ranges", () => {
    const blanks = validHoles().map((hole) =>
      [3, 7, 10, 11, 12, 13].includes(hole.number) ? { ...hole, par: "" } : hole,
    );
    expect(checkHoles(blanks, { includeBlanks: true }).messages).toEqual(["Holes 3, 7 and 10–13 need their par."]);
  });

  it("agrees with the body schema: what it passes, the schema accepts", () => {
    const draft = { ...draftFromCourse(), name: "Royal Example", holes: validHoles() };
    expect(checkHoles(draft.holes, { includeBlanks: true }).isValid).toBe(true);
    expect(updateCourseBodySchema.safeParse(courseFieldsOf(draft)).success).toBe(true);
  });
});

describe("draftFromCourse and courseFieldsOf", () => {
  it("round-trips a course, tees included, and starts a new one with 18 blank holes", () => {
    const course = {
      name: "Old Links",
      holes: validHoles().map((hole) => ({ number: hole.number, par: Number(hole.par), index: Number(hole.index) })),
      tees: [
        { id: "9b0f6a2e-3f7c-4c1e-8d2a-1f2e3d4c5b6a", name: "White", courseRating: 71, slopeRating: 125, yards: YARDS },
        { id: "0c1d2e3f-4a5b-4c6d-8e7f-8091a2b3c4d5", name: "Red", courseRating: 70, slopeRating: 120, yards: [] },
      ],
    };
    const draft = draftFromCourse(course);
    expect(draft.tees[0]).toMatchObject({ courseRating: "71.0", slopeRating: "125" });
    expect(courseFieldsOf(draft)).toEqual({
      name: "Old Links",
      holes: course.holes,
      tees: [
        { name: "White", courseRating: 71, slopeRating: 125, yards: YARDS },
        { name: "Red", courseRating: 70, slopeRating: 120, yards: [] },
      ],
    });
    expect(draftFromCourse().holes).toHaveLength(18);
    expect(draftFromCourse().holes.every((hole) => hole.par === "" && hole.index === "")).toBe(true);
  });
});

// docs/golf-rules.md#nine-hole-cards: a nine-hole course is holes 1–9, each stroke index of 1–18 at most once.
describe("a nine-hole course", () => {
  const ODD_INDEXES = [5, 13, 1, 11, 7, 3, 17, 9, 15];
  const nineHoleDraft = () => ({
    ...draftFromCourse(),
    name: "Village Nine",
    holeCount: 9 as const,
    holes: validHoles().map((hole, at) => (at < 9 ? { ...hole, index: String(ODD_INDEXES[at]) } : hole)),
    tees: [{ ...blankTee("t"), name: "Yellow", courseRating: "35.6", slopeRating: "125" }],
  });

  it("sends only the nine, and the body schema accepts the odd indexes of an 18-hole card", () => {
    const draft = nineHoleDraft();
    expect(holesInPlay(draft).map((hole) => hole.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const fields = courseFieldsOf(draft);
    expect(fields.holes).toHaveLength(9);
    expect(checkHoles(holesInPlay(draft), { includeBlanks: true })).toMatchObject({ isValid: true, unusedIndexes: [] });
    expect(updateCourseBodySchema.safeParse(fields).success).toBe(true);
    expect(parTotals(holesInPlay(draft))).toEqual({ out: 36, in: 0, total: 36 });
  });

  it("names a repeated stroke index on the nine's own terms", () => {
    const holes = withHole(holesInPlay(nineHoleDraft()), 2, { index: "5" });
    expect(checkHoles(holes, { includeBlanks: false }).messages).toEqual([
      "Stroke index 5 is on holes 1 and 2: each goes on one hole only.",
    ]);
  });

  it("refuses an 18-hole Course Rating on a nine, on the rating's box", () => {
    const draft = {
      ...nineHoleDraft(),
      tees: [{ ...blankTee("t"), name: "Yellow", courseRating: "71.2", slopeRating: "125" }],
    };
    const parsed = updateCourseBodySchema.safeParse(courseFieldsOf(draft));
    expect(parsed.error && zodFieldMessages(parsed.error)).toEqual({
      "tees.0.courseRating": "A Course Rating over 9 holes is between 18.0 and 54.0.",
    });
  });

  it("opens a saved nine-hole course as nine, keeping 18 rows to switch back to", () => {
    const course = {
      name: "Village Nine",
      holes: ODD_INDEXES.map((index, at) => ({ number: at + 1, par: 4, index })),
      tees: [],
    };
    const draft = draftFromCourse(course);
    expect(draft.holeCount).toBe(9);
    expect(draft.holes).toHaveLength(18);
    expect(courseFieldsOf(draft).holes).toEqual(course.holes);
    expect(draftFromCourse().holeCount).toBe(18);
  });
});

describe("placeFieldErrors", () => {
  it("puts body paths on their boxes: hole positions are hole numbers minus one", () => {
    const placed = placeFieldErrors({
      name: "Give it a name.",
      "holes.3.par": "Bad par.",
      "tees.1.slopeRating": "Bad slope.",
      holes: "Whole holes.",
    });
    expect(placed.name).toBe("Give it a name.");
    expect(placed.holes.get(4)).toEqual({ par: "Bad par." });
    expect(placed.tees.get(1)).toEqual({ slopeRating: "Bad slope." });
    expect(placed.general).toEqual(["Whole holes."]);
  });

  it("reads the schema's own issues the same way", () => {
    const draft = { ...draftFromCourse(), name: "", holes: validHoles() };
    const parsed = updateCourseBodySchema.safeParse(courseFieldsOf(draft));
    expect(parsed.success).toBe(false);
    expect(parsed.error && Object.keys(zodFieldMessages(parsed.error))).toEqual(["name"]);
  });
});

// The yards of each hole from a set of tees, for the round's hole header: one per hole of the course, or none.
describe("tee yards", () => {
  const withYards = (yards: string[], holeCount: 9 | 18 = 18) => ({
    ...draftFromCourse(),
    name: "Old Links",
    holeCount,
    holes: validHoles(),
    tees: [
      { ...blankTee("t"), name: "White", courseRating: holeCount === 9 ? "35.6" : "71.2", slopeRating: "125", yards },
    ],
  });
  const errorsOf = (yards: string[], holeCount: 9 | 18 = 18) => {
    const parsed = updateCourseBodySchema.safeParse(courseFieldsOf(withYards(yards, holeCount)));
    return parsed.success ? {} : zodFieldMessages(parsed.error);
  };
  const typed = YARDS.map(String);

  it("sends every hole's yards in hole order, and none while every box is blank", () => {
    expect(courseFieldsOf(withYards(typed)).tees[0]?.yards).toEqual(YARDS);
    expect(courseFieldsOf(withYards(typed.map(() => ""))).tees[0]?.yards).toEqual([]);
    expect(errorsOf(typed)).toEqual({});
    expect(errorsOf(typed.map(() => " "))).toEqual({});
  });

  it("sends a nine's nine boxes only, keeping the back nine's typed for a switch back", () => {
    const draft = withYards(typed, 9);
    expect(courseFieldsOf(draft).tees[0]?.yards).toEqual(YARDS.slice(0, 9));
    expect(draft.tees[0]?.yards).toHaveLength(18);
    expect(errorsOf(typed, 9)).toEqual({});
  });

  it("names each blank or unlikely box by its hole when some holes have yards", () => {
    const yards = typed.map((box, at) => (at === 3 ? "" : at === 7 ? "45" : at === 11 ? "701" : box));
    const message = "Enter the hole's yards, a whole number from 50 to 700.";
    expect(errorsOf(yards)).toEqual({
      "tees.0.yards.3": message,
      "tees.0.yards.7": message,
      "tees.0.yards.11": message,
    });
    const placed = placeFieldErrors(errorsOf(yards));
    expect([...(placed.teeYards.get(0)?.keys() ?? [])]).toEqual([4, 8, 12]);
    expect(placed.general).toEqual([]);
  });

  it("refuses yards for some holes of the course but not all, saying how many it has", () => {
    const parsed = updateCourseBodySchema.safeParse({
      ...courseFieldsOf(withYards(typed)),
      tees: [{ name: "White", courseRating: 71.2, slopeRating: 125, yards: YARDS.slice(0, 17) }],
    });
    expect(parsed.error && zodFieldMessages(parsed.error)).toEqual({
      "tees.0.yards": "Give the yards of all 18 holes from the White tees, or of none (17 given).",
    });
    expect(placeFieldErrors({ "tees.0.yards": "All or none." }).tees.get(0)).toEqual({ yards: "All or none." });
  });

  it("takes a tee without yards from an API client that sends none", () => {
    const parsed = updateCourseBodySchema.safeParse({
      ...courseFieldsOf(withYards(typed)),
      tees: [{ name: "White", courseRating: 71.2, slopeRating: 125 }],
    });
    expect(parsed.data?.tees[0]?.yards).toEqual([]);
  });

  it("opens a saved course with each tee's yards in its boxes, blank where the tee has none", () => {
    const draft = draftFromCourse({
      name: "Old Links",
      holes: validHoles().map((hole) => ({ number: hole.number, par: Number(hole.par), index: Number(hole.index) })),
      tees: [
        { id: "9b0f6a2e-3f7c-4c1e-8d2a-1f2e3d4c5b6a", name: "White", courseRating: 71, slopeRating: 125, yards: [] },
      ],
    });
    expect(draft.tees[0]?.yards).toEqual(Array.from({ length: 18 }, () => ""));
  });
});
