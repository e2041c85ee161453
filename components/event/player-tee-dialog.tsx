"use client";

import { useState } from "react";
import { useSetPlayerTee } from "@/lib/hooks/use-event-actions";
import { useSweepCourses } from "@/lib/hooks/use-event-page";
import type { EventDto } from "@/lib/validation/events";
import type { PlayerRefDto } from "@/lib/validation/sweeps";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { SelectField } from "../ui/select-field";
import { showToast } from "../ui/toast";

type Props = {
  event: Pick<EventDto, "id" | "sweepId" | "course" | "teeName">;
  player: PlayerRefDto;
  /** The player's own tees, or null when they play the event's. */
  teeName: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * An admin gives one player other tees than the field's, e.g. ladies' tees (docs/golf-rules.md#handicap-basis), or
 * puts them back on the event's; under the WHS basis their card's course handicap follows.
 */
export function PlayerTeeDialog({ event, player, teeName, open, onOpenChange }: Props) {
  const { data: courses } = useSweepCourses(event.sweepId);
  const tees = courses?.find((course) => course.id === event.course.id)?.tees ?? [];
  const save = useSetPlayerTee(event.id, player.id);
  const [choice, setChoice] = useState(teeName ?? "");
  const eventTees = event.teeName ? `The event's tees (${event.teeName})` : "The event's tees (none chosen)";
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) save.reset();
      }}
      title={`Tees for ${player.fullName}`}
      description="Under the WHS basis the card's course handicap comes from these tees. Cards with a score keep theirs."
      confirmLabel="Save tees"
      isConstructive
      busy={save.isMutating}
      error={save.error?.message}
      onConfirm={async () => {
        const result = await save.trigger({ teeName: choice === "" ? null : choice });
        if (!result.ok) return;
        onOpenChange(false);
        showToast(`${player.fullName} plays ${choice === "" ? "the event's tees" : `the ${choice} tees`}.`);
      }}
    >
      {courses && tees.length === 0 ? (
        <p className="text-body text-ink-muted">
          {event.course.name} has no tees with ratings yet: add them on the sweep&rsquo;s Courses page, then choose
          here.
        </p>
      ) : null}
      <SelectField label="Tees" value={choice} onChange={(change) => setChoice(change.target.value)}>
        <option value="">{eventTees}</option>
        {tees.map((tee) => (
          <option key={tee.name} value={tee.name}>
            {tee.name} ({tee.courseRating.toFixed(1)} / {tee.slopeRating})
          </option>
        ))}
      </SelectField>
    </ConfirmDialog>
  );
}
