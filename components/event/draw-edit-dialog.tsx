"use client";

import { type FormEvent, useState } from "react";
import { useEditDraw } from "@/lib/hooks/use-event-actions";
import type { EventDto } from "@/lib/validation/events";
import type { PlayerRefDto } from "@/lib/validation/sweeps";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { Modal } from "../ui/modal";
import { SelectField } from "../ui/select-field";
import { showToast } from "../ui/toast";

type Props = {
  event: Pick<EventDto, "id" | "groups" | "groupSize">;
  player: PlayerRefDto;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * docs/golf-rules.md#changing-the-draw: move a player to another group (or a new one) or swap them with a player of
 * another group; markers follow the groups.
 */
export function DrawEditDialog({ event, player, open, onOpenChange }: Props) {
  const edit = useEditDraw(event.id);
  const own = event.groups.find((group) => group.entries.some((entry) => entry.player.id === player.id));
  const [choice, setChoice] = useState("");
  const others = event.groups.filter((group) => group !== own);
  const onSubmit = async (submitted: FormEvent) => {
    submitted.preventDefault();
    const [kind, value = ""] = choice.split(":");
    const result = await edit.trigger(
      kind === "swap"
        ? { kind: "swap", playerIds: [player.id, value] }
        : { kind: "move", playerId: player.id, toGroup: Number(value) },
    );
    if (!result.ok) return;
    onOpenChange(false);
    setChoice("");
    showToast(`${player.fullName} moved. Markers follow the groups; reprint the draw sheet.`);
  };
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) edit.reset();
      }}
      title={`Move ${player.fullName}`}
      description={own ? `Now in group ${own.group}.` : "Not in a group yet."}
    >
      <form onSubmit={onSubmit} className="space-y-4">
        <SelectField label="Move to" required value={choice} onChange={(e) => setChoice(e.target.value)}>
          <option value="" disabled>
            Choose a group or a player
          </option>
          <optgroup label="Join a group">
            {others.map((group) => (
              <option
                key={group.group}
                value={`move:${group.group}`}
                disabled={group.entries.length >= event.groupSize}
              >
                Group {group.group} ({group.entries.length === 1 ? "1 player" : `${group.entries.length} players`})
              </option>
            ))}
            <option value={`move:${event.groups.length + 1}`}>A new group at the end</option>
          </optgroup>
          <optgroup label="Swap places with">
            {others.flatMap((group) =>
              group.entries.map((entry) => (
                <option key={entry.id} value={`swap:${entry.player.id}`}>
                  {entry.player.fullName} (group {group.group})
                </option>
              )),
            )}
          </optgroup>
        </SelectField>
        {edit.error ? <Alert tone="error">{edit.error.message}</Alert> : null}
        <Button type="submit" busy={edit.isMutating} disabled={choice === ""} className="w-full">
          Move {player.fullName}
        </Button>
      </form>
    </Modal>
  );
}
