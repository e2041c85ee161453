import { z } from "zod";
import { HOLES_PER_CARD, HOLES_PER_NINE } from "@/lib/golf";
import { layoutCourse } from "@/lib/golf/course";
import { textField } from "./text";

const id = z.guid({ error: "Use the id of an existing record (a UUID)." });

export const courseParamsSchema = z.object({ courseId: id });

/** GET /api/courses?sweepId= */
export const courseListQuerySchema = z.object({
  sweepId: z.guid({ error: "sweepId must be the id of one of your sweeps (a UUID)." }).optional(),
});

const holeSchema = z.strictObject({
  number: z.int({ error: "Each hole needs its number, 1 to 18." }).min(1).max(HOLES_PER_CARD),
  par: z
    .int({ error: "Enter a par of 3, 4, 5 or 6." })
    .min(3, "Enter a par of 3, 4, 5 or 6.")
    .max(6, "Enter a par of 3, 4, 5 or 6."),
  index: z
    .int({ error: "Enter a stroke index from 1 to 18." })
    .min(1, "Enter a stroke index from 1 to 18.")
    .max(HOLES_PER_CARD, "Enter a stroke index from 1 to 18."),
});

/**
 * Eighteen holes, or nine numbered 1..9 (docs/golf-rules.md#nine-hole-cards), each number once and each stroke index of 1..18 once
 * (docs/golf-rules.md#holes-and-stroke-indexes), checked by the same lib/golf function that scores cards, so a course the form
 * accepts is a course every card can use.
 */
const holesSchema = z
  .array(holeSchema)
  .refine(
    (holes) => holes.length === HOLES_PER_CARD || holes.length === HOLES_PER_NINE,
    "A course has 18 holes, or 9: give the par and stroke index of each.",
  )
  .superRefine((holes, ctx) => {
    if (holes.length !== HOLES_PER_CARD && holes.length !== HOLES_PER_NINE) return;
    try {
      layoutCourse(holes, "The course");
    } catch (error) {
      ctx.addIssue({ code: "custom", message: error instanceof Error ? error.message : String(error) });
    }
  });

export const MIN_YARDS = 50;
export const MAX_YARDS = 700;
const YARDS_MESSAGE = `Enter the hole's yards, a whole number from ${MIN_YARDS} to ${MAX_YARDS}.`;

/**
 * The yards of each hole from one set of tees, in hole order, for the round's hole header: one per hole of the course
 * (checked against the holes by teesForHoles), or none where the card gives none. From the shortest par 3 to the
 * longest par 6 a card prints.
 */
export const teeYardsSchema = z
  .array(z.int({ error: YARDS_MESSAGE }).min(MIN_YARDS, YARDS_MESSAGE).max(MAX_YARDS, YARDS_MESSAGE))
  .max(HOLES_PER_CARD, "Give the yards of at most 18 holes.")
  .default([])
  .meta({ description: "Yards of each hole from these tees, in hole order; empty when they are not known." });

/**
 * WHS Rule 6.1 ranges: Slope Rating 55..155; a Course Rating of 2 to 6 strokes a hole, over the course's 18 or 9 holes
 * (checked against the holes by teesForHoles).
 */
const teeSchema = z.strictObject({
  name: textField("The tee's name", { max: 40 }),
  courseRating: z
    .number({ error: "Enter the Course Rating, e.g. 71.2." })
    .min(18, "A Course Rating is between 36.0 and 108.0 (18.0 and 54.0 on nine holes).")
    .max(108, "A Course Rating is between 36.0 and 108.0 (18.0 and 54.0 on nine holes).")
    .refine(
      (value) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-6,
      "Give the Course Rating to one decimal place, e.g. 71.2.",
    ),
  slopeRating: z
    .int({ error: "Enter the Slope Rating, a whole number from 55 to 155." })
    .min(55, "A Slope Rating is from 55 to 155.")
    .max(155, "A Slope Rating is from 55 to 155."),
  yards: teeYardsSchema,
});

const teesSchema = z
  .array(teeSchema)
  .max(10, "A course has at most 10 sets of tees.")
  .default([])
  .refine(
    (tees) => new Set(tees.map((tee) => tee.name.toLowerCase())).size === tees.length,
    "Give each set of tees its own name.",
  );

const courseFields = {
  name: textField("The course's name", { max: 80 }),
  holes: holesSchema,
  tees: teesSchema,
};

/**
 * Each tee's Course Rating within 2 to 6 strokes a hole of the course's own holes, and its yards one per hole or
 * none.
 */
function teesForHoles(
  course: { holes: unknown[]; tees: { name: string; courseRating: number; yards: number[] }[] },
  ctx: z.RefinementCtx,
) {
  const holeCount = course.holes.length;
  for (const [at, tee] of course.tees.entries()) {
    if (tee.yards.length > 0 && tee.yards.length !== holeCount) {
      ctx.addIssue({
        code: "custom",
        path: ["tees", at, "yards"],
        message: `Give the yards of all ${holeCount} holes from the ${tee.name} tees, or of none (${tee.yards.length} given).`,
      });
    }
    if (tee.courseRating < 2 * holeCount || tee.courseRating > 6 * holeCount) {
      ctx.addIssue({
        code: "custom",
        path: ["tees", at, "courseRating"],
        message: `A Course Rating over ${holeCount} holes is between ${2 * holeCount}.0 and ${6 * holeCount}.0.`,
      });
    }
  }
}

/** POST /api/courses */
export const createCourseBodySchema = z
  .strictObject({
    sweepId: z.guid({ error: "Say which sweep the course is for (sweepId)." }),
    ...courseFields,
  })
  .superRefine(teesForHoles);
export type CreateCourseBody = z.infer<typeof createCourseBodySchema>;

/** PUT /api/courses/{courseId} */
export const updateCourseBodySchema = z.strictObject(courseFields).superRefine(teesForHoles);
export type UpdateCourseBody = z.infer<typeof updateCourseBodySchema>;

/** POST /api/courses/{courseId}/copy */
export const copyCourseBodySchema = z.strictObject({
  sweepId: z.guid({ error: "Say which sweep to copy the course into (sweepId)." }),
  name: textField("The copy's name", { max: 80 })
    .optional()
    .meta({ description: "Defaults to the course's own name." }),
});
export type CopyCourseBody = z.infer<typeof copyCourseBodySchema>;

/** POST /api/courses/{courseId}/adopt-events: how many open events moved onto this version. */
export const adoptedEventsDtoSchema = z.object({ moved: z.int().min(0) });
export type AdoptedEventsDto = z.infer<typeof adoptedEventsDtoSchema>;

const teeDtoSchema = z.object({
  id: z.guid(),
  name: z.string(),
  courseRating: z.number(),
  slopeRating: z.int(),
  yards: z.array(z.int()).meta({
    description: "Yards of each hole from these tees, in hole order (one per hole); empty when they are not known.",
  }),
});

export const courseDtoSchema = z
  .object({
    id: z.guid(),
    sweepId: z.guid(),
    name: z.string(),
    par: z.int().meta({ description: "Total par of the course's 18 or 9 holes." }),
    holes: z.array(holeSchema).meta({
      description: "Course holes (docs/screens-and-api.md#scorecard-and-score: number, par, index), in hole order.",
    }),
    tees: z.array(teeDtoSchema),
    eventCount: z.int().min(0),
    holesLocked: z.boolean().meta({
      description:
        "A closed event uses this course: its pars and stroke indexes cannot change (copy it to make a new version).",
    }),
    previousVersion: z
      .object({ id: z.guid(), name: z.string(), openEventCount: z.int().min(0) })
      .nullable()
      .meta({
        description:
          "The course of this sweep this one was copied from, with its events not yet closed (they can be moved here).",
      }),
  })
  .meta({ description: "A course of one sweep, with its holes and tees." });
export type CourseDto = z.infer<typeof courseDtoSchema>;
export type HoleDto = z.infer<typeof holeSchema>;
