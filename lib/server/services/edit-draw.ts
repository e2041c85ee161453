import "server-only";
import { applyDrawEdit, markerChain } from "@/lib/golf";
import type { GroupDto } from "@/lib/validation/entries";
import type { DrawEditBody } from "@/lib/validation/events";
import type { AuthorizedEventId } from "../auth/authorized";
import type { RootDb } from "../db/infra/client";
import { readDrawField, writeDrawSlots } from "../db/draw-slots";
import { groupEntries, listEventEntries } from "../db/entries";
import { lockEventForChange } from "../db/locks";
import { AppError } from "../errors";

/**
 * An admin's change of a made draw (docs/golf-rules.md#changing-the-draw): a move, a swap or a new order of the
 * groups, before or after the groups are out, until the event is closed. The marker chain is made again from the
 * new groups, so markers follow the group, and the change is recorded with who made it (DrawChange). One
 * transaction with the event locked: score saves wait, then find their marker as the new draw has it. Answers the
 * groups as they now stand.
 */
export async function editDraw(
  db: RootDb,
  eventId: AuthorizedEventId,
  byPlayerId: string,
  edit: DrawEditBody,
): Promise<GroupDto[]> {
  return db.$transaction(async (tx) => {
    const event = await lockEventForChange(tx, eventId);
    if (event.complete) throw new AppError("conflict", "This event is closed, so its draw stands.");
    if (!event.drawn) throw new AppError("conflict", "Make the draw first; then players can be moved between groups.");
    const field = await readDrawField(tx, eventId);
    const grouped = new Map<number, typeof field>();
    for (const entry of field) {
      if (entry.group === null) continue;
      grouped.set(entry.group, [...(grouped.get(entry.group) ?? []), entry]);
    }
    const groups = [...grouped.entries()]
      .sort(([a], [b]) => a - b)
      .map(([, members]) =>
        members.toSorted((a, b) => (a.drawOrder ?? 0) - (b.drawOrder ?? 0)).map((entry) => entry.playerId),
      );
    const ungrouped = field.filter((entry) => entry.group === null).map((entry) => entry.playerId);
    // A late entrant (ungrouped) may be moved into a group: they join the draw as a group of their own first.
    const moving = edit.kind === "move" && ungrouped.includes(edit.playerId);
    const outcome = applyDrawEdit(moving ? [...groups, [edit.playerId]] : groups, edit, event.groupSize);
    if ("refused" in outcome) throw new AppError("conflict", outcome.refused);
    await writeDrawSlots(tx, eventId, markerChain(outcome.groups), new Map(field.map((e) => [e.playerId, e.id])));
    await tx.drawChange.create({ data: { eventId, byId: byPlayerId, edit } });
    return groupEntries(await listEventEntries(tx, eventId)).groups;
  });
}
