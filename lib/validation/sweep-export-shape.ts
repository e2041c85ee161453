import { z } from "zod";
import { handicapRulesSchema, oomRulesSchema } from "@/lib/golf/rules";
import { eventStartSchema } from "@/lib/golf/tee-times";
import { eventStakesSchema, moneyRulesSchema } from "@/lib/money/rules";
import { FIRST_DAY, LAST_DAY } from "./calendar-day";
import { teeYardsSchema } from "./courses";
import { drawEditBodySchema } from "./events";

/**
 * A whole sweep as one JSON file (docs/export-format.md): what an owner exports and another Sweeps server imports
 * as a new sweep. Every record keeps the id it has on the server that wrote it, and records name each other by
 * those ids; an import gives every record a new id and follows each reference to it.
 */
export const SWEEP_EXPORT_FORMAT = "sweeps-export";
/** Raised whenever a change to the format would make an older server misread a file; a server reads up to its own. */
export const SWEEP_EXPORT_VERSION = 1;

const id = z.guid({ error: "Expected an id (a UUID)." });
const ref = id.nullable();
// The bounds of what the database holds, so that a file beyond them is named rather than refused by PostgreSQL.
const WITHIN_YEARS = `between ${FIRST_DAY.slice(0, 4)} and ${LAST_DAY.slice(0, 4)}`;
const withinYears = (value: string) => value.slice(0, 10) >= FIRST_DAY && value.slice(0, 10) <= LAST_DAY;
const NUL = "\u0000";
const time = z.iso
  .datetime({ offset: true, error: "Expected a time (ISO 8601, e.g. 2026-06-07T09:30:00.000Z)." })
  .refine(withinYears, `Expected a time ${WITHIN_YEARS}.`);
const day = z.iso
  .date({ error: "Expected a day (YYYY-MM-DD)." })
  .refine(withinYears, `Expected a day ${WITHIN_YEARS}.`);
const count = z.int32({ error: "Expected a whole number." });
/** Reasons, memos and the rules' audit are written by the app as well as typed, and a recompute's summary is long. */
const PROSE = 1_000_000;
const text = (max: number) =>
  z
    .string({ error: "Expected text." })
    .max(max)
    .refine((value) => !value.includes(NUL), "Text cannot hold a NUL character.");
/** The rules as their audit stored them (order of merit and handicaps, before and after a change). */
const storedRules = z
  .record(z.string(), z.unknown())
  .refine((rules) => !JSON.stringify(rules).includes("\\u0000"), "The rules cannot hold a NUL character.");

/** What a file says it is, read before the rest so that a newer version is named as such, not as odd fields. */
export const sweepExportHeaderSchema = z.object({
  format: z.literal(SWEEP_EXPORT_FORMAT, { error: "This is not a Sweeps export file." }),
  version: z.int({ error: "The file's format version is missing." }).min(1),
});

const playerSchema = z.object({
  id,
  fullName: text(200).min(1),
  guestEmail: text(320).nullable(),
});

const memberSchema = z.object({
  playerId: id,
  approved: z.boolean(),
  isAdmin: z.boolean(),
  requestedAt: time,
  approvedAt: time.nullable(),
  removedAt: time.nullable(),
});

const courseSchema = z.object({
  id,
  name: text(200).min(1),
  createdAt: time,
  copiedFromId: ref,
  holes: z.array(z.object({ number: count.min(1).max(18), par: count.min(3).max(6), index: count.min(1).max(18) })),
  // Files written before tees had yards have none: their tees import without yards.
  tees: z.array(
    z.object({ name: text(40).min(1), courseRatingTenths: count, slopeRating: count, yards: teeYardsSchema }),
  ),
});

const scoreSchema = z.object({
  hole: count.min(1).max(18),
  gross: count.min(0).nullable(),
  version: count,
  updatedAt: time,
});

const cardChangeSchema = z.object({
  kind: z.enum(["gross", "handicap", "signature", "attestation"]),
  holeNumber: count.nullable(),
  previousValue: count.nullable(),
  value: count.nullable(),
  role: z.enum(["player", "marker", "admin"]),
  byPlayerId: id,
  reason: text(PROSE).nullable(),
  correction: z.boolean(),
  cardVersion: count,
  createdAt: time,
});

const cardSchema = z.object({
  eventHandicap: count,
  drawnHandicap: count.nullable(),
  handicapIndexTenths: count.nullable(),
  courseHandicapTenths: count.nullable(),
  created: time,
  version: count,
  scores: z.array(scoreSchema),
  changes: z.array(cardChangeSchema),
});

const entrySchema = z.object({
  id,
  playerId: id,
  group: count.nullable(),
  drawOrder: count.nullable(),
  inSweep: z.boolean(),
  inTwos: z.boolean(),
  teeName: text(40).nullable(),
  marksEntryId: ref,
  guest: z.boolean(),
  createdAt: time,
  promotedAt: time.nullable(),
  card: cardSchema.nullable(),
});

const eventSchema = z.object({
  id,
  courseId: id,
  date: day,
  movedFromDate: day.nullable(),
  winterHandicaps: z.boolean(),
  doublePoints: z.boolean(),
  entriesOpenAfterDraw: z.boolean(),
  maxField: count.min(1).nullable(),
  entryDeadline: day.nullable(),
  teeName: text(40).nullable(),
  nine: z.enum(["front", "back"]).nullable(),
  drawn: z.boolean(),
  start: eventStartSchema.nullable(),
  drawMethod: z.enum(["random", "lowWithHigh", "flighted"]),
  groupSize: count.min(2).max(4),
  complete: z.boolean(),
  closedAt: time.nullable(),
  stakes: eventStakesSchema,
  createdAt: time,
  entries: z.array(entrySchema),
  reserves: z.array(z.object({ playerId: id, createdAt: time })),
  results: z.array(
    z.object({
      playerId: id,
      position: count.min(1),
      points: z.number(),
      nonReturn: z.boolean(),
      stablefordPoints: count.nullable(),
    }),
  ),
  prizes: z.array(
    z.object({
      kind: z.enum(["nearestPin", "longestDrive"]),
      hole: count.min(1).max(18),
      amount: count.min(0).nullable(),
      shareBp: count.min(0).nullable(),
      winnerId: ref,
      paidEntryId: ref.meta({ description: "The ledger entry that paid the winner." }),
    }),
  ),
  drawChanges: z.array(z.object({ byPlayerId: id, edit: drawEditBodySchema, createdAt: time })),
});

const handicapSchema = z.object({
  id,
  playerId: id,
  exactTenths: count,
  playingHandicap: count,
  eventId: ref,
  created: time,
  recordedAt: time,
  recordedById: ref,
  reason: text(PROSE).nullable(),
  correctsId: ref,
  correctedAt: time.nullable(),
  withdrawnAt: time.nullable(),
  withdrawnById: ref,
  withdrawnReason: text(PROSE).nullable(),
});

const ledgerAccount = z.enum(["purse", "fund", "sweepPot", "twosPot", "twosRollover", "cash"]);
const ledgerEntrySchema = z.object({
  id,
  eventId: ref.meta({ description: "The event it belongs to; it may name an event since deleted." }),
  kind: z.enum(["entry", "withdrawal", "settlement", "payment", "transfer", "correction", "reversal"]),
  memo: text(PROSE),
  reference: text(200).nullable(),
  byPlayerId: ref,
  createdAt: time,
  reversesId: ref,
  lines: z
    .array(z.object({ account: ledgerAccount, playerId: ref, eventId: ref, amount: count }))
    .min(1)
    .refine((lines) => lines.reduce((sum, line) => sum + line.amount, 0) === 0, "The entry's lines must sum to zero."),
});

const rulesChangeSchema = z.object({
  kind: z.enum(["rules", "recompute"]),
  byPlayerId: id,
  createdAt: time,
  before: storedRules,
  after: storedRules,
  summary: text(PROSE),
});

export const sweepExportShapeSchema = sweepExportHeaderSchema.extend({
  version: z.literal(SWEEP_EXPORT_VERSION),
  exportedAt: time,
  sweep: z.object({
    name: text(100).min(1),
    ownerPlayerId: id.meta({ description: "The owner; on import, the importing account takes their place." }),
    timeZone: text(100).nullable(),
    oomRules: oomRulesSchema,
    handicapRules: handicapRulesSchema,
    moneyRules: moneyRulesSchema,
    createdAt: time,
  }),
  players: z.array(playerSchema),
  members: z.array(memberSchema),
  courses: z.array(courseSchema),
  events: z.array(eventSchema),
  handicaps: z.array(handicapSchema),
  ledger: z.array(ledgerEntrySchema),
  rulesChanges: z.array(rulesChangeSchema),
});
export type SweepExportShape = z.infer<typeof sweepExportShapeSchema>;
