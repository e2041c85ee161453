import type { EventLeaderboardDto, LiveLeaderboardRowDto } from "@/lib/validation/results";

/**
 * What changed from one live leaderboard to the next: for each row that differs, its card and the fields that
 * changed (a new row whole), the cards' order when it moved, and the event's header when it changed. A save moves
 * one player's points and the positions of the few it passed, so this is a small part of a 40-player board sent to
 * every open page after every burst.
 */
export type LeaderboardChanges = {
  rows: RowChange[];
  order?: string[];
  event?: EventLeaderboardDto["event"];
};

/** A row's card and the fields of it that changed; every field for a card new to the board. */
export type RowChange = Partial<LiveLeaderboardRowDto> & Pick<LiveLeaderboardRowDto, "cardId">;

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function rowChange(before: LiveLeaderboardRowDto | undefined, after: LiveLeaderboardRowDto): RowChange | null {
  if (!before) return after;
  const fields = (Object.keys(after) as Array<keyof LiveLeaderboardRowDto>).filter(
    (field) => !sameJson(before[field], after[field]),
  );
  if (fields.length === 0) return null;
  return Object.fromEntries([["cardId", after.cardId], ...fields.map((field) => [field, after[field]])]) as RowChange;
}

/** The changes that turn `before` into `after`; null when the two boards are the same. */
export function leaderboardChanges(before: EventLeaderboardDto, after: EventLeaderboardDto): LeaderboardChanges | null {
  const earlier = new Map(before.rows.map((row) => [row.cardId, row]));
  const rows = after.rows.flatMap((row) => rowChange(earlier.get(row.cardId), row) ?? []);
  const sameOrder =
    before.rows.length === after.rows.length && after.rows.every((row, at) => before.rows[at]?.cardId === row.cardId);
  const sameEvent = sameJson(before.event, after.event);
  if (rows.length === 0 && sameOrder && sameEvent) return null;
  return {
    rows,
    ...(sameOrder ? {} : { order: after.rows.map((row) => row.cardId) }),
    ...(sameEvent ? {} : { event: after.event }),
  };
}

/** The board `changes` were made against, brought up to date; null when they do not fit it (a card is missing). */
export function applyLeaderboardChanges(
  board: EventLeaderboardDto,
  changes: LeaderboardChanges,
): EventLeaderboardDto | null {
  const byCard = new Map<string, Partial<LiveLeaderboardRowDto>>(board.rows.map((row) => [row.cardId, row]));
  for (const change of changes.rows) byCard.set(change.cardId, { ...byCard.get(change.cardId), ...change });
  const order = changes.order ?? board.rows.map((row) => row.cardId);
  const rows = order.map((cardId) => byCard.get(cardId));
  if (rows.some((row) => row === undefined)) return null;
  return { event: changes.event ?? board.event, rows: rows as LiveLeaderboardRowDto[] };
}
