import "server-only";
import { type DrawChangeRow, drawChangeWords } from "@/lib/events/draw-change-words";
import { drawEditBodySchema } from "@/lib/validation/events";
import type { AuthorizedEventId } from "../auth/authorized";
import type { Db } from "./infra/client";

/** The audit of an event's draw (docs/golf-rules.md#changing-the-draw): each admin's move, swap or reorder, latest first. */
export async function listDrawChanges(db: Db, eventId: AuthorizedEventId): Promise<DrawChangeRow[]> {
  const changes = await db.drawChange.findMany({
    where: { eventId },
    select: { id: true, edit: true, createdAt: true, by: { select: { fullName: true } } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
  const edits = changes.map((change) => drawEditBodySchema.parse(change.edit));
  const playerIds = edits.flatMap((edit) =>
    edit.kind === "move" ? [edit.playerId] : edit.kind === "swap" ? [...edit.playerIds] : [],
  );
  const players = await db.player.findMany({
    where: { id: { in: [...new Set(playerIds)] } },
    select: { id: true, fullName: true },
  });
  const names = new Map(players.map((player) => [player.id, player.fullName]));
  return changes.map((change, at) => ({
    id: change.id,
    at: change.createdAt.toISOString(),
    by: change.by.fullName,
    change: drawChangeWords(edits[at]!, (playerId) => names.get(playerId)),
  }));
}
