import { z } from "zod";
import { HANDICAP_MAX, HANDICAP_MIN, HOLES_PER_CARD, HOLES_PER_NINE } from "@/lib/golf";
import { cardTotalsShape } from "./card-totals-schema";
import { GROSS_MAX } from "./gross";
import { whsHandicapShape } from "./handicaps";
import { entityPayload, SPEC_SCORECARD_FIELDS, SPEC_SCORE_FIELDS } from "./spec-payload";
import { courseRefDtoSchema, eventFieldsDtoSchema, playerRefDtoSchema } from "./sweeps";
import { groupStartDtoSchema } from "./entries";
import { guestFlagSchema } from "./guests";
import { textField } from "./text";

const id = z.guid({ error: "Use the id of an existing record (a UUID)." });

export const cardParamsSchema = z.object({ cardId: id });
export const eventCardParamsSchema = z.object({ eventId: id, cardId: id });
export const cardScoreParamsSchema = z.object({ cardId: id, scoreId: id });

/** The Idempotency-Key request header of a score write: one UUID per logical save, reused by every retry. */
export const idempotencyHeadersSchema = z.object({
  "idempotency-key": z
    .guid({ error: "Idempotency-Key must be a UUID, made once per save and sent again with every retry of it." })
    .optional()
    .meta({
      description: "A UUID per logical save: a retry with the same key gets the first answer and changes nothing.",
    }),
});

const holeNumberSchema = z
  .int({ error: "Say which hole (1 to 18)." })
  .min(1, "Holes are numbered 1 to 18.")
  .max(HOLES_PER_CARD, "Holes are numbered 1 to 18.");

/** A gross as typed: 1–20, or 0 or null for no score on the hole (a pickup: NR, docs/golf-rules.md#no-return). */
const grossValueSchema = z.union([z.int(), z.null()]).optional();

const versionSchema = z
  .int({ error: "Send the version of the score you changed (from the card you loaded)." })
  .min(0, "A version is a whole number from 0.");

function grossProblem(gross: number | null | undefined): string | null {
  if (gross === undefined || gross === null) return null;
  if (gross < 0 || gross > GROSS_MAX) return `enter a gross from 1 to ${GROSS_MAX}, or 0 for no score.`;
  return null;
}

/** The one check of a typed gross, naming the hole in its message. */
function withGrossNamingHole<T extends { gross?: number | null; hole?: number; holeNumber?: number }>(
  schema: z.ZodType<T>,
) {
  return schema.superRefine((value, ctx) => {
    const problem = grossProblem(value.gross);
    if (!problem) return;
    const hole = value.hole ?? value.holeNumber;
    ctx.addIssue({ code: "custom", path: ["gross"], message: hole ? `Hole ${hole}: ${problem}` : `Gross: ${problem}` });
  });
}

const reasonSchema = textField("Reason", { max: 200 });
const lockedReasonMeta = { description: "Why: required when an admin changes a card that is signed and attested." };

const grossMeta = { description: `1 to ${GROSS_MAX}; 0 or null for no score on the hole (a pickup: NR on its nine).` };

/** POST /api/scores/createCard (docs/screens-and-api.md#scorecards-endpoints: id, courseId, playerId) */
export const createCardBodySchema = z.strictObject({
  id: z
    .guid({ error: "Say which scorecard (its id)." })
    .meta({ description: "The scorecard to give one empty score per hole." }),
  courseId: z
    .guid({ error: "Say which course (its id)." })
    .meta({ description: "Must be the course of the card's event." }),
  playerId: z.guid({ error: "Say which player (their id)." }).meta({ description: "Must be the card's player." }),
});

/** POST /api/cards/{cardId}/signatures */
export const signCardBodySchema = z.strictObject({
  version: versionSchema.meta({
    description: "The card version being signed (the one shown): 409 when the card has changed since.",
  }),
});

/** GET /api/cards/{cardId}/changes */
export const cardChangesQuerySchema = z.object({
  hole: z.coerce
    .number<string>()
    .pipe(holeNumberSchema)
    .optional()
    .meta({ description: "Only this hole's gross changes." }),
});

export const cardRoleSchema = z.enum(["player", "marker", "admin"]);
export type CardRole = z.infer<typeof cardRoleSchema>;

/** A hole of a card (docs/screens-and-api.md#scorecard-and-score Score), its derived numbers from lib/golf, and the version a change names. */
export const scoreDtoSchema = z
  .object({
    id: z.guid(),
    holeNumber: z.int().min(1).max(HOLES_PER_CARD),
    par: z.int(),
    index: z.int().meta({ description: "Stroke index." }),
    strokes: z.int().meta({ description: "Strokes received on this hole (shown as dots)." }),
    gross: z.int().nullable().meta({ description: "null: not entered; 0: no score (picked up)." }),
    nett: z.int().nullable(),
    points: z.int().min(0),
    version: z.int().min(0),
  })
  .meta({ description: "A hole of a scorecard with its nett and Stableford points." });
export type ScoreDto = z.infer<typeof scoreDtoSchema>;

const signatureDtoSchema = z
  .object({
    by: playerRefDtoSchema,
    at: z.iso.datetime(),
    cardVersion: z.int(),
    current: z.boolean().meta({ description: "False once the card has changed since it was signed." }),
  })
  .nullable();

export const mismatchDtoSchema = z.object({
  holeNumber: z.int(),
  player: z.int().nullable().meta({ description: "The player's latest entry for the hole." }),
  marker: z.int().nullable().meta({ description: "The marker's latest entry for the hole." }),
  correction: z
    .object({ by: playerRefDtoSchema, role: cardRoleSchema, replaced: z.int().nullable(), value: z.int().nullable() })
    .nullable()
    .meta({
      description:
        "The hole's gross came from a write without a version that replaced another person's entry: it stands " +
        "until someone enters the hole again.",
    }),
});
export type MismatchDto = z.infer<typeof mismatchDtoSchema>;

/** A card's player as the specification's Scorecard names them: currentHandicap is the card's playing handicap. */
export const cardPlayerDtoSchema = playerRefDtoSchema.extend({
  currentHandicap: z.int().meta({ description: "The card's playing handicap (its event handicap)." }),
});

/** The card's totals (docs/screens-and-api.md#scorecard-and-score Scorecard), all from lib/golf's scoreCard. */
export const cardTotalsDtoSchema = z.object({
  ...cardTotalsShape,
  holesPlayed: z
    .int()
    .min(0)
    .max(HOLES_PER_CARD)
    .meta({ description: "Holes with a gross above 0 (thru counts holesEntered)." }),
  holesEntered: z.int().min(0).max(HOLES_PER_CARD).meta({ description: "Holes with a gross entered, 0 included." }),
});
export type CardTotalsDto = z.infer<typeof cardTotalsDtoSchema>;

/** GET /api/scorecards/{cardId} and GET /api/events/{eventId}/cards/{cardId} (docs/screens-and-api.md#scorecard-and-score Scorecard). */
export const scorecardDtoSchema = cardTotalsDtoSchema
  .extend({
    id: z.guid(),
    version: z.int().min(0).meta({ description: "Raised by every accepted change of the card: signatures name it." }),
    eventId: z.guid(),
    sweepId: z.guid(),
    eventDate: z.iso.date(),
    timeZone: z
      .string()
      .meta({ description: "The sweep's IANA time zone: the card's signature and history times are given in it." }),
    player: cardPlayerDtoSchema,
    guest: guestFlagSchema,
    marker: playerRefDtoSchema
      .nullable()
      .meta({ description: "The player's marker from the draw; null before the draw." }),
    course: courseRefDtoSchema.extend({
      holes: z.array(z.object({ number: z.int(), par: z.int(), index: z.int() })),
    }),
    courseName: z.string(),
    eventHandicap: z.int(),
    ...whsHandicapShape,
    teeName: z.string().nullable().meta({ description: "The tees the player plays: their own, else the event's." }),
    created: z.iso.datetime(),
    scores: z.array(scoreDtoSchema).meta({ description: "Every hole, in hole order." }),
    frontNine: z.array(scoreDtoSchema).meta({ description: "Holes 1–9 (Out)." }),
    backNine: z.array(scoreDtoSchema).meta({ description: "Holes 10–18 (In)." }),
    eventComplete: z
      .boolean()
      .meta({ description: "The event is closed: the card is read-only until an admin reopens it." }),
    viewer: z
      .object({
        relation: z.enum(["player", "marker", "member"]),
        canMark: z.boolean(),
        scoringNotOpenYet: z.string().nullable().meta({
          description:
            "Why the viewer, who marks this card, cannot mark it yet (not drawn, or not the event's day); null otherwise.",
        }),
        isAdmin: z.boolean(),
        canSeeHistory: z.boolean(),
        canSign: z.boolean().meta({ description: "The viewer may sign (player) or attest (marker) this card now." }),
      })
      .meta({ description: "What the caller may do with this card." }),
    signature: signatureDtoSchema.meta({ description: "The player's signature; null until signed." }),
    attestation: signatureDtoSchema.meta({ description: "The marker's attestation; null until attested." }),
    locked: z.boolean().meta({ description: "Signed and attested: only admins may change it now, with a reason." }),
    mismatches: z
      .array(mismatchDtoSchema)
      .meta({ description: "Holes where the player's and the marker's latest entries differ." }),
  })
  .meta({ description: "A scorecard with every hole scored by lib/golf, its signatures and the caller's rights." });
export type ScorecardDto = z.infer<typeof scorecardDtoSchema>;

/** PUT /api/cards/{cardId}/scores/{scoreId}, POST /api/scores: the updated Score, and the card it is on. */
export const scoreSaveDtoSchema = scoreDtoSchema
  .extend({ card: scorecardDtoSchema.meta({ description: "The whole card with its new totals." }) })
  .meta({ description: "The saved hole (the specification's Score) with its nett and points, and its card." });
export type ScoreSaveDto = z.infer<typeof scoreSaveDtoSchema>;

/** The body of a 409 for a stale score write: the current value, and who wrote it. */
export const scoreConflictSchema = z.object({
  holeNumber: z.int(),
  current: z.object({
    gross: z.int().nullable(),
    version: z.int(),
    by: playerRefDtoSchema.nullable(),
    role: cardRoleSchema.nullable(),
  }),
});
export type ScoreConflict = z.infer<typeof scoreConflictSchema>;

/** GET /api/cards/{cardId}/changes */
export const cardChangeDtoSchema = z
  .object({
    id: z.guid(),
    kind: z.enum(["gross", "handicap", "signature", "attestation"]),
    holeNumber: z.int().nullable(),
    previousValue: z.int().nullable(),
    value: z.int().nullable(),
    role: cardRoleSchema,
    by: playerRefDtoSchema,
    reason: z.string().nullable(),
    correction: z.boolean().meta({
      description: "A gross written without a version over another person's entry (kept and listed as a mismatch).",
    }),
    cardVersion: z.int(),
    at: z.iso.datetime(),
  })
  .meta({ description: "One accepted change of a card, or a signature: who, in which role, what, when." });
export type CardChangeDto = z.infer<typeof cardChangeDtoSchema>;

/** GET /api/entries/play/{eventId} (docs/screens-and-api.md#scorecards-endpoints: the event with playerCard, markerCard, groupPlayers) */
export const playDtoSchema = eventFieldsDtoSchema
  .extend({
    sweepName: z.string(),
    playerCard: scorecardDtoSchema
      .nullable()
      .meta({ description: "The caller's own card; null when they have not entered." }),
    markerCard: scorecardDtoSchema
      .nullable()
      .meta({ description: "The card the caller marks; null when they mark nobody." }),
    groupPlayers: z
      .array(
        z.object({
          id: z.guid(),
          fullName: z.string(),
          currentHandicap: z.int().meta({
            description: "The playing handicap on this player's card (docs/golf-rules.md#event-playing-handicap).",
          }),
          cardId: z.guid(),
          guest: guestFlagSchema,
        }),
      )
      .meta({ description: "The players of the caller's group, in draw order." }),
    playerStart: groupStartDtoSchema
      .nullable()
      .meta({ description: "When and where the caller's group starts; null before the draw or without a start." }),
  })
  .meta({
    description:
      "The spec's Event for playing it: the caller's card, the card they mark and their group's players with their playing handicaps.",
  });
export type PlayDto = z.infer<typeof playDtoSchema>;

const baseVersionMeta = {
  description:
    "The score's version this change is based on: 409 when it has changed since. Without it (as the " +
    "specification's clients send) the change is applied, and where it replaces another person's entry it is " +
    "kept as a correction: marked in the card's history and listed with the card's mismatches until confirmed.",
};

/** PUT /api/cards/{cardId}/scores/{scoreId} (docs/screens-and-api.md#scorecards-endpoints: gross, hole) */
export const putScoreBodySchema = withGrossNamingHole(
  z.strictObject({
    gross: z.union([z.int({ error: "Gross is a whole number." }), z.null()]).meta(grossMeta),
    hole: holeNumberSchema.meta({ description: "The hole of this score (must be the score's own hole)." }),
    version: versionSchema.optional().meta(baseVersionMeta),
    reason: reasonSchema.optional().meta(lockedReasonMeta),
  }),
);
export type PutScoreBody = z.infer<typeof putScoreBodySchema>;

/** Fields of our own answers beside the specification's: a client may send back what it was given. */
const OWN_SCORE_FIELDS = ["strokes"] as const;
const SCORE_FIELDS = [...SPEC_SCORE_FIELDS, ...OWN_SCORE_FIELDS] as const;
// The specification's fields and every field of the card as we answer it, so a client may send back what it was
// given, whatever field the answer gains.
const SCORECARD_FIELDS = [
  ...SPEC_SCORECARD_FIELDS,
  ...(Object.keys(scorecardDtoSchema.shape) as Array<keyof typeof scorecardDtoSchema.shape>),
];

/** POST /api/scores (docs/screens-and-api.md#scorecards-endpoints: the score update, with its id) */
export const updateScoreBodySchema = withGrossNamingHole(
  entityPayload(SCORE_FIELDS, {
    id: z.guid({ error: "Say which score (its id)." }),
    gross: z
      .union([z.int({ error: "Gross is a whole number." }), z.null()], {
        error: "Send the hole's gross (a whole number; 0 or null for no score).",
      })
      .meta(grossMeta),
    holeNumber: holeNumberSchema.optional().meta({ description: "When sent, must be the score's own hole." }),
    version: versionSchema.optional().meta(baseVersionMeta),
    reason: reasonSchema.optional().meta(lockedReasonMeta),
  }),
);
export type UpdateScoreBody = z.infer<typeof updateScoreBodySchema>;

/** A hole of a card sent whole: the specification's Score, of which the hole and its gross are read. */
const cardScoreWriteSchema = withGrossNamingHole(
  entityPayload(SCORE_FIELDS, {
    holeNumber: holeNumberSchema,
    gross: grossValueSchema.meta({ ...grossMeta, description: `${grossMeta.description} Left out: the hole stays.` }),
    version: versionSchema.optional().meta(baseVersionMeta),
  }),
);
export type CardScoreWrite = z.infer<typeof cardScoreWriteSchema>;

const holeList = (description: string) =>
  z.array(cardScoreWriteSchema).max(HOLES_PER_CARD, "A card has at most 18 holes.").optional().meta({ description });

const NINES = {
  frontNine: { from: 1, to: HOLES_PER_NINE },
  backNine: { from: HOLES_PER_NINE + 1, to: HOLES_PER_CARD },
};
const NOTHING_TO_CHANGE =
  "Nothing to change: send the holes as `scores` (or `frontNine` and `backNine`), each a score with its " +
  "holeNumber and gross, or (admins) an `eventHandicap` with a reason.";

/** POST /api/scorecards/update (docs/screens-and-api.md#scorecards-endpoints: the scorecard including its id) */
export const updateScorecardBodySchema = entityPayload(SCORECARD_FIELDS, {
  id: z.guid({ error: "Say which scorecard (its id)." }),
  eventHandicap: z
    .int({ error: "The event handicap is a whole number." })
    .min(HANDICAP_MIN, `The event handicap is at least ${HANDICAP_MIN}.`)
    .max(HANDICAP_MAX, `The event handicap is at most ${HANDICAP_MAX}.`)
    .optional()
    .meta({ description: "Admins only: the playing handicap for this event (a reason is required)." }),
  reason: reasonSchema
    .optional()
    .meta({ description: "Why: required for a handicap change and for an admin's change of a signed card." }),
  scores: holeList("The holes to change (a whole card typed in from paper): each a score with holeNumber and gross."),
  frontNine: holeList("Holes 1–9, as the card's Out: read as `scores` are."),
  backNine: holeList("Holes 10–18, as the card's In: read as `scores` are."),
}).superRefine((value, ctx) => {
  for (const list of ["scores", "frontNine", "backNine"] as const) {
    const seen = new Set<number>();
    for (const [at, score] of (value[list] ?? []).entries()) {
      const path = [list, at, "holeNumber"];
      if (seen.has(score.holeNumber))
        ctx.addIssue({ code: "custom", path, message: `Hole ${score.holeNumber} is listed twice.` });
      seen.add(score.holeNumber);
      const nine = list === "scores" ? null : NINES[list];
      if (nine && (score.holeNumber < nine.from || score.holeNumber > nine.to))
        ctx.addIssue({ code: "custom", path, message: `${list} holds holes ${nine.from} to ${nine.to}.` });
    }
  }
  const grossSent = [...(value.scores ?? []), ...(value.frontNine ?? []), ...(value.backNine ?? [])].some(
    (score) => score.gross !== undefined,
  );
  if (!grossSent && value.eventHandicap === undefined)
    ctx.addIssue({ code: "custom", path: ["scores"], message: NOTHING_TO_CHANGE });
});
export type UpdateScorecardBody = z.infer<typeof updateScorecardBodySchema>;
