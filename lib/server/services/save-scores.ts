import "server-only";
import type {
  CardRole,
  ScoreConflict,
  ScoreSaveDto,
  ScorecardDto,
  UpdateScorecardBody,
} from "@/lib/validation/scorecards";
import type { CardAccess } from "../auth/authorized";
import type { Db, RootDb } from "../db/infra/client";
import { viewerOf } from "../db/scorecards";
import { type CardEntry, type CardState, latestEntry, type ScoreRow, toScorecardDto } from "../db/scorecards-state";
import type { CardChangeSet, NewCardChange, ScoreUpdate } from "../db/scorecards-writes";
import { AppError } from "../errors";
import { type Idempotency, writeCard, writerRole } from "./card-write";

/**
 * A hole's gross as typed, with the version of the score it was based on; the specification's clients send no
 * version (docs/live-scoring.md#writes-without-a-version).
 */
export type GrossWrite = { holeNumber: number; gross: number | null; version?: number };

const LOCKED = "This card is signed and attested, so only an admin can change it now: ask an admin of the sweep.";
const REASON_NEEDED = "Say why you are changing a card that is signed and attested: the reason is kept in its history.";

const grossText = (gross: number | null) => (gross === null ? "nothing" : gross === 0 ? "no score" : String(gross));

/** The 409 of a write based on an old version: the hole's current value and who wrote it, so the screen can ask which is right. */
function conflictError(state: CardState, stale: ScoreRow[]): AppError {
  const conflicts: ScoreConflict[] = stale.map((score) => {
    const author = latestEntry(state, (e) => e.kind === "gross" && e.holeNumber === score.holeNumber);
    return {
      holeNumber: score.holeNumber,
      current: { gross: score.gross, version: score.version, by: author?.by ?? null, role: author?.role ?? null },
    };
  });
  const [first] = conflicts;
  const who = first?.current.by ? ` by ${first.current.by.fullName} (${first.current.role})` : "";
  const message =
    conflicts.length === 1 && first
      ? `Hole ${first.holeNumber} was changed to ${grossText(first.current.gross)}${who} after you loaded it. Choose which score is right and save it again.`
      : `Holes ${conflicts.map((c) => c.holeNumber).join(", ")} were changed after you loaded the card. Check them and save again.`;
  return new AppError("conflict", message, { extensions: { conflict: first, conflicts } });
}

/** Refuses a change of a locked card by its player or marker, and an admin's change of it without a reason. */
export function assertMayChange(state: CardState, role: CardRole, isAdmin: boolean, reason: string | undefined): void {
  if (!state.locked) return;
  if (role !== "admin" && !isAdmin) throw new AppError("conflict", LOCKED);
  if (!reason)
    throw new AppError("invalid", REASON_NEEDED, { fieldErrors: [{ field: "reason", message: REASON_NEEDED }] });
}

type Writer = { playerId: string; role: CardRole };

const isWriter = (entry: CardEntry, writer: Writer) => entry.by.id === writer.playerId && entry.role === writer.role;

/**
 * Whether an entry on this hole is a correction (docs/live-scoring.md#writes-without-a-version): a change without a
 * version over a gross someone else entered, which its writer cannot be shown to have seen; or any entry by the
 * writer of a correction still standing on the hole, since only someone else's entry confirms it.
 */
function isCorrection(state: CardState, score: ScoreRow, write: GrossWrite, writer: Writer, agrees: boolean) {
  const latest = latestEntry(state, (e) => e.kind === "gross" && e.holeNumber === score.holeNumber);
  if (latest?.correction && isWriter(latest, writer)) return true;
  if (agrees || write.version !== undefined || score.gross === null) return false;
  return !latest || !isWriter(latest, writer);
}

/**
 * Decides each hole of a write against the locked card: a gross equal to the current one is an agreeing entry
 * (recorded, no version moves, whatever version it was based on); a different one based on the current version
 * is a change; a different one based on an old version refuses the whole write with 409; a different one without
 * a version is a change, kept as a correction when it replaces someone else's entry.
 */
function decideGrossWrites(state: CardState, writes: GrossWrite[], writer: Writer, reason: string | null) {
  const updates: ScoreUpdate[] = [];
  const changes: NewCardChange[] = [];
  const stale: ScoreRow[] = [];
  for (const write of writes) {
    const score = state.scores.find((row) => row.holeNumber === write.holeNumber);
    if (!score) {
      const message = `Hole ${write.holeNumber} is not a hole of this card's course.`;
      throw new AppError("invalid", message, { fieldErrors: [{ field: "holeNumber", message }] });
    }
    // Clearing a hole that has nothing is no entry at all.
    if (write.gross === null && score.gross === null) continue;
    const agrees = write.gross === score.gross;
    if (!agrees && write.version !== undefined && write.version !== score.version) stale.push(score);
    if (!agrees) updates.push({ id: score.id, gross: write.gross, baseVersion: score.version });
    changes.push({
      kind: "gross",
      holeNumber: score.holeNumber,
      previousValue: score.gross,
      value: write.gross,
      role: writer.role,
      reason,
      correction: isCorrection(state, score, write, writer, agrees),
    });
  }
  if (stale.length > 0) throw conflictError(state, stale);
  return { updates, changes };
}

/** The card as it stands after a change set, derived in memory from the locked read (no second query). */
export function applyInMemory(
  state: CardState,
  set: { updates: ScoreUpdate[]; changes: NewCardChange[]; cardVersion: number; eventHandicap?: number },
  by: { id: string; fullName: string },
): CardState {
  const updated = new Map(set.updates.map((update) => [update.id, update]));
  const at = new Date().toISOString();
  const entries: CardEntry[] = set.changes.map((change) => ({ ...change, by, cardVersion: set.cardVersion, at }));
  const replaced = (entry: CardEntry) =>
    entries.some((e) => e.kind === entry.kind && e.holeNumber === entry.holeNumber && e.role === entry.role);
  const isSignedPair = (kind: "signature" | "attestation") =>
    [...state.latest, ...entries].some((e) => e.kind === kind && e.cardVersion === set.cardVersion);
  return {
    ...state,
    version: set.cardVersion,
    eventHandicap: set.eventHandicap ?? state.eventHandicap,
    scores: state.scores.map((score) => {
      const update = updated.get(score.id);
      return update ? { ...score, gross: update.gross, version: score.version + 1 } : score;
    }),
    latest: [...state.latest.filter((entry) => !replaced(entry)), ...entries],
    locked: state.locked || (isSignedPair("signature") && isSignedPair("attestation")),
  };
}

/**
 * Plans the writes of some holes of a locked card (and, for admins, its event handicap): the change set to store
 * and the card as it will be after it, derived in memory (no second read).
 */
export async function planGrossWrites(
  tx: Db,
  state: CardState,
  access: CardAccess,
  input: { writes: GrossWrite[]; reason?: string; eventHandicap?: number; idempotencyKey: string | null },
): Promise<{ changes: CardChangeSet | null; after: CardState; hole: number | null }> {
  const role = writerRole(access);
  const reason = input.reason ?? null;
  const { updates, changes } = decideGrossWrites(state, input.writes, { playerId: access.playerId, role }, reason);
  const handicapChanges = input.eventHandicap !== undefined && input.eventHandicap !== state.eventHandicap;
  if (changes.length > 0 || handicapChanges) assertMayChange(state, role, viewerOf(access).isAdmin, input.reason);
  if (handicapChanges) {
    changes.push({
      kind: "handicap",
      holeNumber: null,
      previousValue: state.eventHandicap,
      value: input.eventHandicap ?? null,
      role: "admin",
      reason,
      correction: false,
    });
  }
  if (changes.length === 0) return { changes: null, after: state, hole: null };
  const cardVersion = updates.length > 0 || handicapChanges ? state.version + 1 : state.version;
  const eventHandicap = handicapChanges ? input.eventHandicap : undefined;
  const by = await byPlayer(tx, state, access.playerId);
  return {
    changes: {
      byPlayerId: access.playerId,
      idempotencyKey: input.idempotencyKey,
      cardVersion,
      eventHandicap,
      scores: updates,
      changes,
    },
    after: applyInMemory(state, { updates, changes, cardVersion, eventHandicap }, by),
    hole: changes.length === 1 ? (changes[0]?.holeNumber ?? null) : null,
  };
}

/** The writer's name for the history entry shown in the answer: on the card already, or one small lookup for an admin. */
async function byPlayer(tx: Db, state: CardState, playerId: string) {
  if (state.player.id === playerId) return state.player;
  if (state.marker?.id === playerId) return state.marker;
  const known = state.latest.find((entry) => entry.by.id === playerId);
  if (known) return known.by;
  return tx.player.findUniqueOrThrow({ where: { id: playerId }, select: { id: true, fullName: true } });
}

/**
 * The keypad's save of one hole (PUT /api/cards/{cardId}/scores/{scoreId} and POST /api/scores): the score must
 * be on the card (404) and the body's hole its hole (400).
 */
export async function saveScore(
  db: RootDb,
  access: CardAccess,
  input: { scoreId: string; hole?: number; gross: number | null; version?: number; reason?: string },
  idempotency: Idempotency,
): Promise<ScoreSaveDto> {
  return writeCard(db, access, idempotency, async (tx, state) => {
    const score = state.scores.find((row) => row.id === input.scoreId);
    if (!score) throw new AppError("not_found", "That score is not on this scorecard.");
    if (input.hole !== undefined && input.hole !== score.holeNumber) {
      const message = `Hole ${input.hole}: this score is hole ${score.holeNumber}'s. Save each hole's gross on its own score.`;
      throw new AppError("invalid", message, { fieldErrors: [{ field: "hole", message }] });
    }
    const writes = [{ holeNumber: score.holeNumber, gross: input.gross, version: input.version }];
    const plan = await planGrossWrites(tx, state, access, {
      writes,
      reason: input.reason,
      idempotencyKey: idempotency.key ?? null,
    });
    const card = toScorecardDto(plan.after, viewerOf(access));
    const saved = card.scores.find((row) => row.id === score.id);
    if (!saved) throw new Error(`saveScore: score ${score.id} missing from its card`);
    return { changes: plan.changes, result: { ...saved, card }, hole: plan.hole };
  });
}

type CardScoreLists = Pick<UpdateScorecardBody, "scores" | "frontNine" | "backNine">;

const currentGross = (state: CardState, holeNumber: number) =>
  state.scores.find((row) => row.holeNumber === holeNumber)?.gross ?? null;

/**
 * The holes a whole card sends, from its `scores` and its nines (the specification's Scorecard carries both). A
 * hole sent without a gross is left as it is, and so is one sent without a version as the card has it: a client
 * sends back the card it was given, and only what it changed is an entry. Where the lists give a hole two values,
 * the one that differs from the card is the edit (one list changed, the other sent back as given); two edits is a 400.
 */
function cardWrites(state: CardState, lists: CardScoreLists): GrossWrite[] {
  const byHole = new Map<number, GrossWrite>();
  for (const score of [...(lists.scores ?? []), ...(lists.frontNine ?? []), ...(lists.backNine ?? [])]) {
    if (score.gross === undefined) continue;
    const write = { holeNumber: score.holeNumber, gross: score.gross, version: score.version };
    const before = byHole.get(write.holeNumber);
    if (!before || before.gross === write.gross) {
      byHole.set(write.holeNumber, before?.version === undefined ? write : before);
      continue;
    }
    const current = currentGross(state, write.holeNumber);
    if (before.gross !== current && write.gross !== current) {
      const message = `Hole ${write.holeNumber} is sent as both ${grossText(before.gross)} and ${grossText(write.gross)}: send one value for each hole.`;
      throw new AppError("invalid", message, { fieldErrors: [{ field: "scores", message }] });
    }
    if (before.gross === current) byHole.set(write.holeNumber, write);
  }
  return [...byHole.values()]
    .filter((write) => write.version !== undefined || write.gross !== currentGross(state, write.holeNumber))
    .sort((a, b) => a.holeNumber - b.holeNumber);
}

const NOTHING_CHANGES =
  "Nothing changes: every hole sent is as the card has it. Send the holes whose gross changes (holeNumber and gross).";

/** POST /api/scorecards/update: a whole card typed in from paper, all or nothing, and (admins) the event handicap. */
export async function updateCard(
  db: RootDb,
  access: CardAccess,
  input: CardScoreLists & { eventHandicap?: number; reason?: string },
  idempotency: Idempotency,
): Promise<ScorecardDto> {
  const viewer = viewerOf(access);
  return writeCard(db, access, idempotency, async (tx, state) => {
    const writes = cardWrites(state, input);
    // The event handicap a client sends back unchanged with the card is no change of it.
    const eventHandicap = input.eventHandicap === state.eventHandicap ? undefined : input.eventHandicap;
    if (writes.length === 0 && eventHandicap === undefined)
      throw new AppError("invalid", NOTHING_CHANGES, { fieldErrors: [{ field: "scores", message: NOTHING_CHANGES }] });
    if (eventHandicap !== undefined) assertMayChangeHandicap(viewer.isAdmin, input.reason);
    const plan = await planGrossWrites(tx, state, access, {
      writes,
      reason: input.reason,
      eventHandicap,
      idempotencyKey: idempotency.key ?? null,
    });
    return { changes: plan.changes, result: toScorecardDto(plan.after, viewer), hole: plan.hole };
  });
}

function assertMayChangeHandicap(isAdmin: boolean, reason: string | undefined): void {
  if (!isAdmin)
    throw new AppError("forbidden", "Only the sweep's owner and admins can change a card's event handicap.");
  if (!reason) {
    const message = "Say why the event handicap changes: the reason is kept in the card's history.";
    throw new AppError("invalid", message, { fieldErrors: [{ field: "reason", message }] });
  }
}
