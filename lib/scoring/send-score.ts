import { getScorecard, putCardScore } from "@/lib/contracts/routes/scorecards";
import { ApiError, callEndpoint } from "@/lib/hooks/api-client";
import { readXsrfToken } from "@/lib/xsrf";
import type { ScoreConflict, ScorecardDto } from "@/lib/validation/scorecards";
import type { OutboxEntry } from "./outbox";

/** What one attempt at a save came to. */
export type SendOutcome =
  /** Saved: the card as the server has it now. */
  | { kind: "saved"; card: ScorecardDto }
  /** Refused as stale, but the hole already has this very gross (player and marker typed the same number). */
  | { kind: "agreed"; current: ScoreConflict["current"] }
  /** Someone else changed the hole first, to another number: the person chooses. */
  | { kind: "conflict"; conflict: ScoreConflict }
  /** A real refusal (closed event, not allowed, invalid): retrying would get the same answer. */
  | { kind: "refused"; message: string }
  /** The answer was lost, late or unusable: the save may or may not have landed, so it is sent again. */
  | { kind: "retry" };

/**
 * Statuses that say "not now" rather than "no". A 401 is among them: a session that lapsed mid-round must not cost
 * the scores typed meanwhile; they wait on the phone until the person has signed in again.
 */
const TRANSIENT_STATUSES = new Set([401, 408, 425, 429]);

const isTransient = (error: ApiError) =>
  error.kind !== "refused" || error.status >= 500 || TRANSIENT_STATUSES.has(error.status);

/**
 * The anti-forgery cookie lasts as long as the browser session; a phone whose browser restarted with no signal
 * reopens the card from the service worker, which cannot set cookies. Any page answer sets it again, and a HEAD
 * of this page is the smallest one. Without it every waiting save would be refused as forged.
 */
async function ensureAntiForgeryCookie(): Promise<void> {
  if (readXsrfToken(document.cookie) !== undefined) return;
  await fetch(window.location.pathname, { method: "HEAD", cache: "no-store" }).catch(() => undefined);
}

/**
 * Whether a 409 carries a stale write's conflict (a closed event's 409 does not). The server builds it from
 * scoreConflictSchema; the two numbers the person then chooses between are what is checked here, without zod.
 */
function isScoreConflict(value: unknown): value is ScoreConflict {
  if (typeof value !== "object" || value === null || !("current" in value)) return false;
  const { current } = value;
  return (
    typeof current === "object" &&
    current !== null &&
    "gross" in current &&
    (current.gross === null || Number.isInteger(current.gross)) &&
    "version" in current &&
    Number.isInteger(current.version)
  );
}

/** One attempt: the entry's gross on its version, with its idempotency key, so a repeat changes nothing. */
export async function sendScore(entry: OutboxEntry, baseVersion: number): Promise<SendOutcome> {
  await ensureAntiForgeryCookie();
  try {
    const saved = await callEndpoint(
      putCardScore,
      { cardId: entry.cardId, scoreId: entry.scoreId },
      {
        gross: entry.gross,
        hole: entry.holeNumber,
        version: baseVersion,
        ...(entry.reason ? { reason: entry.reason } : {}),
      },
      { "Idempotency-Key": entry.idempotencyKey },
    );
    return { kind: "saved", card: saved.card };
  } catch (caught) {
    if (!(caught instanceof ApiError) || isTransient(caught)) return { kind: "retry" };
    const conflict = caught.status === 409 ? caught.extensions.conflict : undefined;
    if (!isScoreConflict(conflict)) return { kind: "refused", message: caught.message };
    if (conflict.current.gross === entry.gross) return { kind: "agreed", current: conflict.current };
    return { kind: "conflict", conflict };
  }
}

/**
 * When every answer to a save has been lost, the card itself tells whether it landed: the hole has this gross
 * on a version after the one the save was based on. null when the card cannot be read either.
 */
export async function readBackLanded(entry: OutboxEntry, baseVersion: number): Promise<ScorecardDto | null> {
  try {
    const card = await callEndpoint(getScorecard, { cardId: entry.cardId });
    const score = card.scores.find((candidate) => candidate.id === entry.scoreId);
    return score && score.gross === entry.gross && score.version > baseVersion ? card : null;
  } catch {
    return null;
  }
}
