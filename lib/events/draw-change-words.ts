import type { DrawEdit } from "@/lib/golf/draw-edits";

/** One change of the draw as the admins' audit list shows it: when (an instant), who, and what in words. */
export type DrawChangeRow = { id: string; at: string; by: string; change: string };

/**
 * An admin's change of the draw in words for the audit list (docs/golf-rules.md#changing-the-draw): whom it moved
 * and where. A player no longer in the sweep's records reads "a player".
 */
export function drawChangeWords(edit: DrawEdit, nameOf: (playerId: string) => string | undefined): string {
  const name = (playerId: string) => nameOf(playerId) ?? "a player";
  if (edit.kind === "move") return `Moved ${name(edit.playerId)} to group ${edit.toGroup}`;
  if (edit.kind === "swap") return `Swapped ${name(edit.playerIds[0])} and ${name(edit.playerIds[1])}`;
  return `Put the groups in the order ${edit.order.join(", ")}`;
}
