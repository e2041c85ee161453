import { z } from "zod";
import { HANDICAP_MAX, HANDICAP_MIN } from "@/lib/golf";
import { textField } from "./text";

// docs/golf-rules.md#signed-handicaps: a "plus 2" golfer is stored as −2 and shown as "+2"; the exact handicap has one decimal.
export const HANDICAP_RANGE_MESSAGE = "Enter a handicap between +10 and 54, e.g. 12.4 or +2.";
export const HANDICAP_REQUIRED_MESSAGE = "Enter a handicap, e.g. 12.4 or +2.";
export const HANDICAP_DECIMALS_MESSAGE = "Use at most one decimal place, e.g. 12.4 or +2.5.";

const TEXT_PATTERN = /^([+-]?)(\d{1,2})(?:[.,](\d+))?$/;

export type HandicapParseResult = { ok: true; exact: number } | { ok: false; message: string };

/**
 * Reads a handicap as a person types it or a client sends it: "12.4", "+2" (a plus handicap, stored as −2),
 * "-2" (the same, signed), or a number. The result is exact to one decimal, from −10 to 54.
 */
export function parseHandicap(value: unknown): HandicapParseResult {
  if (value === undefined || value === null || (typeof value === "string" && value.trim() === "")) {
    return { ok: false, message: HANDICAP_REQUIRED_MESSAGE };
  }
  let tenths: number;
  if (typeof value === "number") {
    if (!Number.isFinite(value)) return { ok: false, message: HANDICAP_RANGE_MESSAGE };
    tenths = Math.round(value * 10);
    if (Math.abs(value * 10 - tenths) > 1e-6) return { ok: false, message: HANDICAP_DECIMALS_MESSAGE };
  } else if (typeof value === "string") {
    const match = TEXT_PATTERN.exec(value.trim());
    if (!match) return { ok: false, message: HANDICAP_RANGE_MESSAGE };
    const [, sign, whole = "0", decimals = ""] = match;
    if (decimals.length > 1) return { ok: false, message: HANDICAP_DECIMALS_MESSAGE };
    // Both "+2" (how golfers write a plus handicap) and "-2" (how it is stored) mean strokes given back.
    const magnitude = Number(whole) * 10 + Number(decimals || "0");
    tenths = sign === "" ? magnitude : -magnitude;
  } else {
    return { ok: false, message: HANDICAP_RANGE_MESSAGE };
  }
  if (tenths < HANDICAP_MIN * 10 || tenths > HANDICAP_MAX * 10) return { ok: false, message: HANDICAP_RANGE_MESSAGE };
  return { ok: true, exact: tenths === 0 ? 0 : tenths / 10 };
}

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

/** "+2.0", "0.0", "12.4": the exact handicap as golfers write it. */
export function formatHandicap(exact: number): string {
  const tenths = Math.round(exact * 10);
  const text = (Math.abs(tenths) / 10).toFixed(1);
  return tenths < 0 ? `+${text}` : text;
}

/** "+2", "0", "12": a playing handicap as golfers write it. */
export function formatPlayingHandicap(playing: number): string {
  return playing < 0 ? `+${Math.abs(playing)}` : String(playing === 0 ? 0 : playing);
}

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

/**
 * "Index 25.8 · course 27.3 · Yellow tees": what a WHS card's playing handicap came from
 * (docs/golf-rules.md#handicap-basis); null under the society basis.
 */
export function whsHandicapWords(card: {
  handicapIndex: number | null;
  courseHandicap: number | null;
  teeName?: string | null;
}): string | null {
  if (card.handicapIndex === null) return null;
  const parts = [`Index ${formatHandicap(card.handicapIndex)}`];
  if (card.courseHandicap !== null) parts.push(`course ${formatHandicap(card.courseHandicap)}`);
  if (card.teeName) parts.push(`${card.teeName} tees`);
  return parts.join(" · ");
}
