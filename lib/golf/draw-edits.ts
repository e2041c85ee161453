/** An admin's change of a made draw (docs/golf-rules.md#changing-the-draw). Groups are numbered from 1. */
export type DrawEdit =
  | { kind: "move"; playerId: string; toGroup: number }
  | { kind: "swap"; playerIds: readonly [string, string] }
  | { kind: "reorder"; order: readonly number[] };

export type DrawEditOutcome = { groups: string[][] } | { refused: string };

const groupOf = (groups: readonly (readonly string[])[], playerId: string) =>
  groups.findIndex((members) => members.includes(playerId));

/**
 * Applies one edit to the draw's groups (each a list of player ids in playing order) and answers the new groups,
 * or why the edit cannot be made. A move goes to the end of an existing group or to a new last group
 * (toGroup one past the last); a group a move empties disappears and those after it close up. A swap exchanges two
 * players' places. A reorder lists every group number once, in the new order of play. The marker chain is made
 * again from the result (markerChain), so markers follow the groups.
 */
export function applyDrawEdit(
  groups: readonly (readonly string[])[],
  edit: DrawEdit,
  maxGroupSize: number,
): DrawEditOutcome {
  const next = groups.map((members) => [...members]);
  if (edit.kind === "move") {
    const from = groupOf(next, edit.playerId);
    if (from < 0) return { refused: "That player is not in the draw." };
    const to = edit.toGroup - 1;
    if (!Number.isInteger(to) || to < 0 || to > next.length)
      return { refused: `Choose group 1 to ${next.length + 1} (the last one starts a new group).` };
    if (to === from) return { refused: "The player is already in that group." };
    if ((next[to]?.length ?? 0) >= maxGroupSize)
      return { refused: `Group ${edit.toGroup} already has ${maxGroupSize} players; swap instead.` };
    next[from] = (next[from] ?? []).filter((id) => id !== edit.playerId);
    if (to === next.length) next.push([]);
    next[to]?.push(edit.playerId);
    return { groups: next.filter((members) => members.length > 0) };
  }
  if (edit.kind === "swap") {
    const [a, b] = edit.playerIds;
    const ga = groupOf(next, a);
    const gb = groupOf(next, b);
    if (ga < 0 || gb < 0) return { refused: "Both players must be in the draw." };
    if (ga === gb) return { refused: "Those players are in the same group already." };
    next[ga] = (next[ga] ?? []).map((id) => (id === a ? b : id));
    next[gb] = (next[gb] ?? []).map((id) => (id === b ? a : id));
    return { groups: next };
  }
  const expected = next.map((_, g) => g + 1);
  if (edit.order.length !== next.length || edit.order.toSorted((x, y) => x - y).some((g, at) => g !== expected[at]))
    return { refused: `List every group number from 1 to ${next.length} once, in the new order.` };
  return { groups: edit.order.map((g) => next[g - 1] ?? []) };
}
