import { z } from "zod";
import { HANDICAP_MAX, HANDICAP_MIN } from "@/lib/golf";
import { HANDICAP_RANGE_MESSAGE, HANDICAP_REQUIRED_MESSAGE, parseHandicap } from "./handicap-format";
import { textField } from "./text";

/** A handicap field of a form or request body: accepts "+2", "12.4" or a number; yields the signed exact value. */
export const handicapInputSchema = z
  .union([z.number(), z.string()], {
    error: (issue) => (issue.input == null ? HANDICAP_REQUIRED_MESSAGE : HANDICAP_RANGE_MESSAGE),
  })
  .transform((value, ctx) => {
    const result = parseHandicap(value);
    if (result.ok) return result.exact;
    ctx.addIssue({ code: "custom", message: result.message });
    return z.NEVER;
  })
  .meta({
    description:
      'Exact handicap, −10 to 54 with at most one decimal. A plus handicap may be sent as the string "+2" (stored as −2); numbers are taken as signed (−2 is plus 2).',
    examples: [12.4, "+2", "18"],
  });

const id = z.guid({ error: "Use the id of an existing record (a UUID)." });

/** Why a handicap changed: asked for by every form of the app; optional for the specification's clients. */
export const handicapReasonSchema = textField("Reason", { max: 200 }).meta({
  description: 'Why the handicap changes, kept in its history (e.g. "New WHS index from the club").',
  examples: ["New WHS index from the club"],
});

export const handicapParamsSchema = z.object({ handicapId: id });

/** DELETE /api/handicaps/{handicapId}: why the entry is withdrawn (kept with who and when in the audit). */
export const withdrawHandicapQuerySchema = z.object({ reason: handicapReasonSchema.optional() });

/** GET /api/sweeps/{sweepId}/handicaps/audit */
export const handicapAuditQuerySchema = z.object({
  playerId: id.optional().meta({ description: "Only this player's entries." }),
});

/** POST /api/sweeps/{sweepId}/players/{playerId}/handicaps */
export const createHandicapBodySchema = z.strictObject({
  handicap: handicapInputSchema,
  eventId: id
    .nullish()
    .meta({ description: "The event that produced this handicap, if any; it must be an event of this sweep." }),
  reason: handicapReasonSchema.optional(),
});
export type CreateHandicapBody = z.infer<typeof createHandicapBodySchema>;
export type CreateHandicapInput = z.input<typeof createHandicapBodySchema>;

/**
 * POST /api/handicaps with an id: corrects that entry with a new one that takes its place in the history (its date
 * and event); the playing handicap is derived again and the corrected entry stops counting.
 */
export const correctHandicapBodySchema = z
  .strictObject({
    id: id.meta({ description: "The handicap entry to correct." }),
    handicap: handicapInputSchema,
    reason: handicapReasonSchema.optional(),
  })
  .meta({ description: "A correction of one handicap entry." });

/**
 * POST /api/handicaps without an id: records a new handicap for a member of a sweep, as the older sweep/details
 * page's handicap edit form does; the same entry POST /api/sweeps/{sweepId}/players/{playerId}/handicaps records.
 */
export const recordHandicapBodySchema = createHandicapBodySchema
  .extend({
    playerId: z.guid({ error: "Give the playerId of the member whose handicap this is." }),
    sweepId: z.guid({ error: "Give the sweepId of the sweep the handicap is for." }),
  })
  .meta({ description: "A new handicap for a member of a sweep." });

const UPDATE_HANDICAP_SHAPES =
  'Send { "id", "handicap" } to correct a handicap entry, or { "playerId", "sweepId", "handicap" } (and optionally "eventId") to record a new handicap.';

/** POST /api/handicaps: a correction when the body names an entry's id, a new handicap otherwise. */
export const updateHandicapBodySchema = z.union([correctHandicapBodySchema, recordHandicapBodySchema], {
  error: UPDATE_HANDICAP_SHAPES,
});
export type UpdateHandicapBody = z.infer<typeof updateHandicapBodySchema>;
export type UpdateHandicapInput = z.input<typeof updateHandicapBodySchema>;

const personRefSchema = z.object({ id: z.guid(), fullName: z.string() });

export const handicapEntryDtoSchema = z
  .object({
    id: z.guid(),
    sweepId: z.guid(),
    exact: z
      .number()
      .min(HANDICAP_MIN)
      .max(HANDICAP_MAX)
      .multipleOf(0.1)
      .meta({ description: "Signed exact handicap: −2 is a plus 2." }),
    playingHandicap: z.int().meta({
      description: "The exact handicap rounded half up (docs/golf-rules.md#playing-handicap-from-the-exact-handicap).",
    }),
    created: z.iso.datetime().meta({
      description: "When the entry took effect: its place in the history (a correction keeps the corrected one's).",
    }),
    eventId: z
      .guid()
      .nullable()
      .meta({ description: "The event whose close produced this entry; null for an admin's entry." }),
    event: z
      .object({ id: z.guid(), date: z.iso.date(), courseName: z.string() })
      .nullable()
      .meta({ description: 'The event of eventId, to name it ("after Testbrook, 12 Jan 2027").' }),
    recordedAt: z.iso.datetime().meta({ description: "When the entry was written." }),
    recordedBy: personRefSchema
      .nullable()
      .meta({ description: "Who wrote it (the admin, or who closed the event); null when not recorded." }),
    reason: z.string().nullable().meta({ description: "Why the handicap changed, as given; null when none was." }),
    correctsId: z.guid().nullable().meta({ description: "The entry this one corrects, if it is a correction." }),
  })
  .meta({ description: "One entry of a player's handicap history in one sweep." });
export type HandicapEntryDto = z.infer<typeof handicapEntryDtoSchema>;

/** A row of a sweep's handicap history (Members page, History view): every entry, newest first. */
export const handicapHistoryRowDtoSchema = handicapEntryDtoSchema.extend({
  player: personRefSchema,
  memberId: z
    .guid()
    .nullable()
    .meta({ description: "The player's membership of this sweep (current or ended), for the side panel." }),
});
export type HandicapHistoryRowDto = z.infer<typeof handicapHistoryRowDtoSchema>;

/** A row of the handicap audit (admins): every entry ever written, with what became of it. */
export const handicapAuditRowDtoSchema = handicapHistoryRowDtoSchema
  .extend({
    correctedAt: z.iso
      .datetime()
      .nullable()
      .meta({ description: "When a correction replaced it; the correction's correctsId names this entry." }),
    withdrawnAt: z.iso.datetime().nullable(),
    withdrawnBy: personRefSchema.nullable(),
    withdrawnReason: z.string().nullable(),
  })
  .meta({ description: "A handicap entry with its whole story: in force, corrected or withdrawn." });
export type HandicapAuditRowDto = z.infer<typeof handicapAuditRowDtoSchema>;

/**
 * docs/golf-rules.md#handicap-basis: under the WHS basis, what a card's playing handicap was computed from; both
 * null under the society basis.
 */
export const whsHandicapShape = {
  handicapIndex: z
    .number()
    .min(HANDICAP_MIN)
    .max(HANDICAP_MAX)
    .nullable()
    .meta({ description: "The Handicap Index the card was played off (WHS basis); null under the society basis." }),
  courseHandicap: z.number().nullable().meta({
    description: "The unrounded course handicap from the player's tees, to one decimal (WHS basis); null otherwise.",
  }),
};
