import type { ScorecardDto, ScoreDto } from "@/lib/validation/scorecards";
import type { OutboxEntry } from "./outbox";
import { overlayPending } from "./overlay";

export type HoleConflict = {
  holeNumber: number;
  mine: number | null;
  theirs: {
    gross: number | null;
    by: { id: string; fullName: string } | null;
    role: "player" | "marker" | "admin" | null;
  };
};

/**
 * The card as the phone knows it: the server's card with the outbox's waiting saves laid over it. Every decision
 * of a scoring screen (the hole to mark, totals, thru, whether the card may be signed) is read from this, never
 * from the server's card or the outbox alone: either alone would put a tap on a hole that already has a score.
 */
export type PhoneCard = {
  /** The server's card with the waiting saves overlaid (nett, points and totals scored again by lib/golf). */
  card: ScorecardDto;
  /** Holes whose save the server has not confirmed yet. */
  pendingHoles: ReadonlySet<number>;
  /** Saves waiting to be sent ("3 scores waiting for signal"); conflicts wait for a choice instead. */
  waitingCount: number;
  conflicts: ReadonlyArray<HoleConflict>;
  /** Where marking starts: the first hole with neither a saved nor a waiting score. */
  resumeHole: number;
  /** Some hole already has a score, so opening on `resumeHole` is a resumption worth saying. */
  isResuming: boolean;
  /** Why the card cannot be signed or attested yet, in the order a person would meet it; null when nothing stands in the way. */
  signingObstacle: string | null;
};

/** The first hole without a gross, or the first hole once every hole has one. */
export function firstOpenHole(scores: readonly Pick<ScoreDto, "holeNumber" | "gross">[]): number {
  const ordered = [...scores].sort((a, b) => a.holeNumber - b.holeNumber);
  return (ordered.find((score) => score.gross === null) ?? ordered[0])?.holeNumber ?? 1;
}

function signingObstacle(card: ScorecardDto, unsettledCount: number): string | null {
  const missing = card.scores.filter((score) => score.gross === null).length;
  if (missing > 0) return `Every hole needs a gross first: ${missing} still to enter.`;
  if (card.mismatches.length > 0) return "The player and the marker must agree every hole first (see above).";
  if (unsettledCount > 0)
    return "Wait until every score has reached the server and any question about a score is answered.";
  return null;
}

/** `entries`: the card's outbox in tap order, the latest of a hole winning. */
export function phoneCard(
  serverCard: ScorecardDto,
  entries: ReadonlyArray<Pick<OutboxEntry, "holeNumber" | "gross" | "conflict">>,
): PhoneCard {
  const card = overlayPending(serverCard, entries);
  const conflicts = entries.flatMap(({ holeNumber, gross, conflict }): HoleConflict[] =>
    conflict
      ? [{ holeNumber, mine: gross, theirs: { gross: conflict.gross, by: conflict.by, role: conflict.role } }]
      : [],
  );
  const waitingCount = entries.length - conflicts.length;
  const resumeHole = firstOpenHole(card.scores);
  return {
    card,
    pendingHoles: new Set(entries.map(({ holeNumber }) => holeNumber)),
    waitingCount,
    conflicts,
    resumeHole,
    isResuming: card.holesEntered > 0 && card.holesEntered < card.scores.length,
    signingObstacle: signingObstacle(card, waitingCount + conflicts.length),
  };
}
