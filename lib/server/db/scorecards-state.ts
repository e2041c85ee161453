import "server-only";
import { isoDateIn } from "@/lib/dates";
import { z } from "zod";
import { scoringNotOpenYet } from "@/lib/events/scoring-opens";
import { countHolesEntered, type Hole, HOLES_PER_NINE, scoreCard, type ScoredCard } from "@/lib/golf";
import { cardTotalsOf } from "@/lib/validation/card-totals";
import { cardRoleSchema, type MismatchDto, type ScoreDto, type ScorecardDto } from "@/lib/validation/scorecards";
import { type PlayerRefDto, playerRefDtoSchema } from "@/lib/validation/sweeps";
import type { AuthorizedEventId, CardRelation } from "../auth/authorized";
import { holeOfEventSql } from "./event-holes";
import type { Db } from "./infra/client";
import { Prisma } from "./generated/client";
import { whsHandicapOf } from "./handicap-basis";
import { queryRows } from "./query-rows";
import { sweepTimeZone } from "./group-starts";

const cardChangeKind = z.enum(["gross", "handicap", "signature", "attestation"]);
export type CardChangeKind = z.infer<typeof cardChangeKind>;

/** An accepted change of a card, as the save path and the DTO need it (the full history is scorecards-changes.ts). */
const cardEntryRow = z.object({
  kind: cardChangeKind,
  holeNumber: z.number().nullable(),
  role: cardRoleSchema,
  previousValue: z.number().nullable(),
  value: z.number().nullable(),
  correction: z.boolean(),
  by: playerRefDtoSchema,
  cardVersion: z.number(),
  at: z.string(),
});
export type CardEntry = z.infer<typeof cardEntryRow>;

const scoreRow = z.object({
  id: z.string(),
  holeNumber: z.number(),
  gross: z.number().nullable(),
  version: z.number(),
});
export type ScoreRow = z.infer<typeof scoreRow>;

/** A hole of a course as the queries of this folder build it with json_build_object. */
export const holeRow = z.object({ number: z.number(), par: z.number(), index: z.number() });

/** Everything a scorecard's DTO and its writes are derived from, read in one query. */
export type CardState = {
  id: string;
  version: number;
  eventHandicap: number;
  handicapIndexTenths: number | null;
  courseHandicapTenths: number | null;
  /** The tees the player plays: their own, else the event's; null when none are chosen. */
  teeName: string | null;
  created: string;
  eventId: string;
  sweepId: string;
  /** The sweep's time zone as stored (null: the server's), in which its day comes (lib/events/scoring-opens.ts). */
  sweepTimeZone: string | null;
  eventDate: string;
  eventDrawn: boolean;
  eventComplete: boolean;
  course: { id: string; name: string; holes: Hole[] };
  player: PlayerRefDto;
  /** The player entered as a guest (docs/golf-rules.md#guests). */
  guest: boolean;
  marker: PlayerRefDto | null;
  scores: ScoreRow[];
  /** The latest entry of each kind, hole and role: enough for mismatches, signatures and a conflict's author. */
  latest: CardEntry[];
  /** A signature and an attestation of the same card version exist: it stays locked after an admin's change. */
  locked: boolean;
};

const ISO_MS = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

/**
 * The query of one card and all it is scored from; `eventId` narrows it to an event the caller was authorized
 * for. Its `xmin` (the transaction that last wrote the card row) tells a locked read whether it is current.
 */
export function cardStateQuery(cardId: string, eventId?: string): Prisma.Sql {
  const inEvent = eventId ? Prisma.sql`AND e."id" = ${eventId}::uuid` : Prisma.empty;
  return cardStatesQuery(Prisma.sql`c."id" = ${cardId}::uuid ${inEvent}`);
}

/**
 * The latest entry of each kind, hole and role of card `c`: one probe of the CardChange index per hole and role and
 * per card-wide kind and role, so a card's read costs the same after 1,500 changes as after 18 (a sort of its whole
 * history grew with every save).
 */
const latestEntriesSql = Prisma.sql`
  SELECT l.* FROM "Score" s CROSS JOIN unnest(enum_range(NULL::"CardRole")) r("role")
  CROSS JOIN LATERAL (SELECT * FROM "CardChange" ch
                      WHERE ch."scorecardId" = c."id" AND ch."kind" = 'gross' AND ch."holeNumber" = s."holeNumber" AND ch."role" = r."role"
                      ORDER BY ch."cardVersion" DESC, ch."createdAt" DESC LIMIT 1) l
  WHERE s."scorecardId" = c."id"
  UNION ALL
  SELECT l.* FROM unnest(ARRAY['handicap', 'signature', 'attestation']::"CardChangeKind"[]) k("kind")
  CROSS JOIN unnest(enum_range(NULL::"CardRole")) r("role")
  CROSS JOIN LATERAL (SELECT * FROM "CardChange" ch
                      WHERE ch."scorecardId" = c."id" AND ch."kind" = k."kind" AND ch."holeNumber" IS NULL AND ch."role" = r."role"
                      ORDER BY ch."cardVersion" DESC, ch."createdAt" DESC LIMIT 1) l`;

function cardStatesQuery(where: Prisma.Sql): Prisma.Sql {
  // Names come from scalar subqueries rather than joins: fewer relations to order keeps planning, the larger
  // part of this query's time, short on every keypad tap.
  return Prisma.sql`
    SELECT c."id", c."version", c."eventHandicap", c."handicapIndexTenths", c."courseHandicapTenths",
           COALESCE(en."teeName", e."teeName") AS "teeName", to_char(c."created", ${Prisma.raw(ISO_MS)}) AS "created", c."xmin"::text AS "xmin",
           e."id" AS "eventId", e."sweepId", to_char(e."date", 'YYYY-MM-DD') AS "eventDate", e."drawn" AS "eventDrawn",
           (SELECT sw."timeZone" FROM "Sweep" sw WHERE sw."id" = e."sweepId") AS "sweepTimeZone",
           e."complete" AS "eventComplete",
           co."id" AS "courseId", co."name" AS "courseName", en."playerId", en."guest",
           (SELECT p."fullName" FROM "Player" p WHERE p."id" = en."playerId") AS "playerName",
           (SELECT json_build_object('id', mp."id", 'fullName', mp."fullName")
              FROM "Entry" me JOIN "Player" mp ON mp."id" = me."playerId" WHERE me."marksEntryId" = en."id") AS "marker",
           (SELECT COALESCE(json_agg(json_build_object('number', h."number", 'par', h."par", 'index', h."index") ORDER BY h."number"), '[]')
              FROM "CourseHole" h WHERE h."courseId" = co."id" AND ${holeOfEventSql("e", 'h."number"')}) AS "holes",
           (SELECT COALESCE(json_agg(json_build_object('id', s."id", 'holeNumber', s."holeNumber", 'gross', s."gross", 'version', s."version")), '[]')
              FROM "Score" s WHERE s."scorecardId" = c."id" AND ${holeOfEventSql("e", 's."holeNumber"')}) AS "scores",
           (SELECT COALESCE(json_agg(json_build_object('kind', l."kind", 'holeNumber', l."holeNumber", 'role', l."role",
                     'previousValue', l."previousValue", 'value', l."value", 'correction', l."correction", 'by', json_build_object('id', l."byPlayerId", 'fullName', bp."fullName"), 'cardVersion', l."cardVersion", 'at', to_char(l."createdAt", ${Prisma.raw(ISO_MS)}))), '[]')
              FROM (${latestEntriesSql}) l JOIN "Player" bp ON bp."id" = l."byPlayerId") AS "latest",
           EXISTS (SELECT 1 FROM "CardChange" sg JOIN "CardChange" at
                     ON at."scorecardId" = sg."scorecardId" AND at."cardVersion" = sg."cardVersion" AND at."kind" = 'attestation'
                   WHERE sg."scorecardId" = c."id" AND sg."kind" = 'signature') AS "locked"
    FROM "Scorecard" c
    JOIN "Entry" en ON en."id" = c."entryId"
    JOIN "Event" e ON e."id" = en."eventId"
    JOIN "Course" co ON co."id" = e."courseId"
    WHERE ${where}`;
}

/** A row of cardStateQuery. */
export const cardStateRow = z.object({
  id: z.string(),
  version: z.number(),
  eventHandicap: z.number(),
  handicapIndexTenths: z.number().nullable(),
  courseHandicapTenths: z.number().nullable(),
  teeName: z.string().nullable(),
  created: z.string(),
  xmin: z.string(),
  eventId: z.string(),
  sweepId: z.string(),
  sweepTimeZone: z.string().nullable(),
  eventDate: z.string(),
  eventDrawn: z.boolean(),
  eventComplete: z.boolean(),
  courseId: z.string(),
  courseName: z.string(),
  playerId: z.string(),
  playerName: z.string(),
  guest: z.boolean(),
  marker: playerRefDtoSchema.nullable(),
  holes: z.array(holeRow),
  scores: z.array(scoreRow),
  latest: z.array(cardEntryRow),
  locked: z.boolean(),
});
export type CardStateRow = z.infer<typeof cardStateRow>;

export function toCardState(row: CardStateRow): CardState {
  return {
    id: row.id,
    version: row.version,
    eventHandicap: row.eventHandicap,
    handicapIndexTenths: row.handicapIndexTenths,
    courseHandicapTenths: row.courseHandicapTenths,
    teeName: row.teeName,
    created: row.created,
    eventId: row.eventId,
    sweepId: row.sweepId,
    sweepTimeZone: row.sweepTimeZone,
    eventDate: row.eventDate,
    eventDrawn: row.eventDrawn,
    eventComplete: row.eventComplete,
    course: { id: row.courseId, name: row.courseName, holes: row.holes },
    player: { id: row.playerId, fullName: row.playerName },
    guest: row.guest,
    marker: row.marker,
    scores: [...row.scores].sort((a, b) => a.holeNumber - b.holeNumber),
    latest: row.latest,
    locked: row.locked,
  };
}

/** One card and all it is scored from, in one query. */
export async function queryCardState(
  db: Db,
  cardId: string,
  options: { eventId?: string } = {},
): Promise<CardState | null> {
  const [row] = await queryRows(db, cardStateRow, cardStateQuery(cardId, options.eventId));
  return row ? toCardState(row) : null;
}

/** Every card of an event and all each is scored from, in one query. */
export async function queryEventCardStates(db: Db, eventId: AuthorizedEventId): Promise<CardState[]> {
  const rows = await queryRows(db, cardStateRow, cardStatesQuery(Prisma.sql`e."id" = ${eventId}::uuid`));
  return rows.map(toCardState);
}

/** Gives the card one empty score per hole of its course that it lacks (docs/screens-and-api.md#playing-and-marking-a-card: "an empty card is created"). */
export async function insertMissingScoreRows(db: Db, cardId: string): Promise<void> {
  await db.$executeRaw`
    INSERT INTO "Score" ("id", "scorecardId", "holeNumber", "gross", "version", "updatedAt")
    SELECT gen_random_uuid(), c."id", h."number", NULL, 0, now()
    FROM "Scorecard" c
    JOIN "Entry" en ON en."id" = c."entryId"
    JOIN "Event" e ON e."id" = en."eventId"
    JOIN "CourseHole" h ON h."courseId" = e."courseId" AND ${holeOfEventSql("e", 'h."number"')}
    WHERE c."id" = ${cardId}::uuid
    ON CONFLICT ("scorecardId", "holeNumber") DO NOTHING`;
}

/** True when the card lacks a score row for a hole of its course. */
export const lacksScoreRows = (state: CardState) => state.scores.length < state.course.holes.length;

/** Orders entries oldest first: card version, then time (entries that change nothing keep the card's version). */
const isLater = (a: CardEntry, b: CardEntry) =>
  a.cardVersion > b.cardVersion || (a.cardVersion === b.cardVersion && a.at > b.at);

export function latestEntry(state: CardState, match: (entry: CardEntry) => boolean): CardEntry | null {
  let found: CardEntry | null = null;
  for (const entry of state.latest) if (match(entry) && (!found || isLater(entry, found))) found = entry;
  return found;
}

/**
 * Holes where the player's latest entry and the marker's latest entry differ, or whose latest entry is a
 * correction: a write without a version over another person's entry, which stands unconfirmed until the hole is
 * entered again (docs/live-scoring.md#audit-trail-and-mismatches: derived, never stored).
 */
export function mismatchesOf(state: CardState): MismatchDto[] {
  const mismatches: MismatchDto[] = [];
  for (const score of state.scores) {
    const onHole = (entry: CardEntry) => entry.kind === "gross" && entry.holeNumber === score.holeNumber;
    const player = latestEntry(state, (e) => onHole(e) && e.role === "player");
    const marker = latestEntry(state, (e) => onHole(e) && e.role === "marker");
    const latest = latestEntry(state, onHole);
    const correction = latest?.correction
      ? { by: latest.by, role: latest.role, replaced: latest.previousValue, value: latest.value }
      : null;
    if ((player && marker && player.value !== marker.value) || correction) {
      mismatches.push({
        holeNumber: score.holeNumber,
        player: player?.value ?? null,
        marker: marker?.value ?? null,
        correction,
      });
    }
  }
  return mismatches;
}

/** Which holes still need a gross before the card can be signed. */
export const holesWithoutGross = (state: CardState) =>
  state.course.holes
    .map((hole) => hole.number)
    .filter((n) => (state.scores.find((s) => s.holeNumber === n)?.gross ?? null) === null);

export type Viewer = { relation: CardRelation; isAdmin: boolean };

/** The kind of signature a viewer gives: the player signs, the marker attests, an admin attests a card with no marker. */
export function signatureKindFor(state: CardState, viewer: Viewer): "signature" | "attestation" | null {
  if (viewer.relation === "player") return "signature";
  if (viewer.relation === "marker") return "attestation";
  return viewer.isAdmin && !state.marker ? "attestation" : null;
}

function signatureDto(state: CardState, kind: "signature" | "attestation") {
  const entry = latestEntry(state, (e) => e.kind === kind);
  return entry
    ? { by: entry.by, at: entry.at, cardVersion: entry.cardVersion, current: entry.cardVersion === state.version }
    : null;
}

/** Signed by its player (or attested) at the card's current version: a later change undoes it. */
export const isSignedNow = (state: CardState, kind: "signature" | "attestation") =>
  signatureDto(state, kind)?.current ?? false;

/**
 * lib/golf's holes of a card that have a score row, with its id, version and gross as stored (a pickup's 0 apart
 * from null). Reading or writing a card gives it a row per hole first; a list of cards shows the rows there are.
 */
export function scoreDtosOf(scored: ScoredCard, rows: ReadonlyArray<ScoreRow>): ScoreDto[] {
  const byHole = new Map(rows.map((row) => [row.holeNumber, row]));
  return scored.scores.flatMap((hole) => {
    const row = byHole.get(hole.holeNumber);
    return row ? [{ ...hole, id: row.id, gross: row.gross, version: row.version }] : [];
  });
}

/** The card as the API and the pages show it: every number from lib/golf's scoreCard. */
export function toScorecardDto(state: CardState, viewer: Viewer, now = new Date()): ScorecardDto {
  const { holes } = state.course;
  const byHole = new Map(state.scores.map((score) => [score.holeNumber, score]));
  const gross = holes.map((hole) => byHole.get(hole.number)?.gross ?? null);
  const scored = scoreCard(holes, gross, state.eventHandicap);
  const scores = scoreDtosOf(scored, state.scores);
  const mismatches = mismatchesOf(state);
  const signature = signatureDto(state, "signature");
  const attestation = signatureDto(state, "attestation");
  const ownKind = signatureKindFor(state, viewer);
  const ownSignature = ownKind === "signature" ? signature : ownKind === "attestation" ? attestation : null;
  const marksCard =
    !state.eventComplete && (viewer.relation !== "member" || viewer.isAdmin) && (!state.locked || viewer.isAdmin);
  const notOpenYet = marksCard
    ? scoringNotOpenYet(
        { drawn: state.eventDrawn, date: state.eventDate },
        isoDateIn(now, sweepTimeZone(state.sweepTimeZone)),
        viewer,
      )
    : null;
  const canMark = marksCard && notOpenYet === null;
  return {
    ...cardTotalsOf(scored),
    holesPlayed: scored.holesPlayed,
    holesEntered: countHolesEntered(gross),
    id: state.id,
    version: state.version,
    eventId: state.eventId,
    sweepId: state.sweepId,
    eventDate: state.eventDate,
    timeZone: sweepTimeZone(state.sweepTimeZone),
    player: { ...state.player, currentHandicap: state.eventHandicap },
    guest: state.guest,
    marker: state.marker,
    course: state.course,
    courseName: state.course.name,
    eventHandicap: state.eventHandicap,
    ...whsHandicapOf(state),
    teeName: state.teeName,
    created: state.created,
    scores,
    frontNine: scores.filter((score) => score.holeNumber <= HOLES_PER_NINE),
    backNine: scores.filter((score) => score.holeNumber > HOLES_PER_NINE),
    eventComplete: state.eventComplete,
    viewer: {
      relation: viewer.relation,
      canMark,
      scoringNotOpenYet: notOpenYet,
      isAdmin: viewer.isAdmin,
      canSeeHistory: viewer.relation === "player" || viewer.isAdmin,
      canSign:
        ownKind !== null &&
        !state.eventComplete &&
        notOpenYet === null &&
        !ownSignature?.current &&
        mismatches.length === 0 &&
        holesWithoutGross(state).length === 0,
    },
    signature,
    attestation,
    locked: state.locked,
    mismatches,
  };
}
