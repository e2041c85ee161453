"use client";

import { useState } from "react";
import { eventDay, formatDay } from "@/lib/dates";
import { useAddEventPlayer, useAddEventPlayers } from "@/lib/hooks/use-event-actions";
import { matchesName } from "@/lib/name-filter";
import type { EventDto } from "@/lib/validation/events";
import { formatPlayingHandicap } from "@/lib/validation/handicap-format";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { SidePanel } from "../ui/side-panel";
import { TextField } from "../ui/text-field";
import { AddGuestForm } from "./add-guest-form";

type Member = EventDto["sweepMembers"][number];
type Props = { event: EventDto; open: boolean; onOpenChange: (open: boolean) => void };

/**
 * Add Players (docs/screens-and-api.md#add-players): approved members who have not entered, each with the playing
 * handicap they would get, filtered by first or last name however typed; and the last event's field in one tap.
 */
export function AddPlayersPanel({ event, open, onOpenChange }: Props) {
  const [query, setQuery] = useState("");
  const [added, setAdded] = useState<string[]>([]);
  const entered = new Set(event.playerNames.map((player) => player.id));
  const available = event.sweepMembers.filter((member) => !entered.has(member.id));
  const shown = available.filter((member) => matchesName(member.fullName, query));

  return (
    <SidePanel open={open} onOpenChange={onOpenChange} title="Add players">
      <LastEventField event={event} available={available} onAdded={(names) => setAdded((all) => [...all, ...names])} />
      <TextField
        label="Filter by name"
        type="search"
        value={query}
        onChange={(change) => setQuery(change.target.value)}
        placeholder="First or last name"
      />
      <p role="status" className="text-sm text-stone-700">
        {added.length > 0
          ? `Added ${added.join(", ")}.`
          : event.drawn
            ? "Players added now are 'Ungrouped' until you redraw."
            : null}
      </p>
      {shown.length === 0 ? (
        <p className="text-stone-700">
          {available.length === 0 ? "Every member has entered." : "No member who has not entered matches that name."}
        </p>
      ) : (
        <ul
          aria-label="Members who have not entered"
          className="divide-y divide-stone-200 rounded-2xl border border-stone-200"
        >
          {shown.map((member) => (
            <AddPlayerRow
              key={member.id}
              eventId={event.id}
              member={member}
              onAdded={() => setAdded((names) => [...names, member.fullName])}
            />
          ))}
        </ul>
      )}
      <AddGuestForm eventId={event.id} />
    </SidePanel>
  );
}

/** "Add last event's field": everyone who entered the sweep's previous event and has not entered this one. */
function LastEventField({
  event,
  available,
  onAdded,
}: {
  event: EventDto;
  available: Member[];
  onAdded: (names: string[]) => void;
}) {
  const addAll = useAddEventPlayers(event.id);
  const [refusals, setRefusals] = useState<string[]>([]);
  const last = event.lastEventField;
  if (!last) return null;
  const playedLast = new Set(last.playerIds);
  const toAdd = available.filter((member) => playedLast.has(member.id));
  const where = `${last.courseName} on ${formatDay(eventDay(last.date))}`;
  if (toAdd.length === 0)
    return <p className="text-sm text-stone-700">Everyone who played {where} has entered, or is no longer a member.</p>;
  return (
    <div className="space-y-2 rounded-2xl border border-fairway-600/30 bg-fairway-50 p-3">
      <p className="text-sm text-stone-800">
        {toAdd.length === 1 ? "1 player" : `${toAdd.length} players`} from {where}:{" "}
        {toAdd.map((member) => member.fullName).join(", ")}.
      </p>
      <Button
        busy={addAll.isAdding}
        className="w-full"
        onClick={async () => {
          const result = await addAll.trigger(toAdd.map((member) => member.id));
          const refusedIds = new Set(result.refused.map((refusal) => refusal.playerId));
          const nameOf = new Map(toAdd.map((member) => [member.id, member.fullName]));
          setRefusals(result.refused.map((refusal) => `${nameOf.get(refusal.playerId)}: ${refusal.message}`));
          onAdded(toAdd.filter((member) => !refusedIds.has(member.id)).map((member) => member.fullName));
        }}
      >
        Add last event&apos;s field ({toAdd.length})
      </Button>
      {refusals.length > 0 ? (
        <Alert tone="error">
          <ul>
            {refusals.map((refusal) => (
              <li key={refusal}>{refusal}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
    </div>
  );
}

function AddPlayerRow({ eventId, member, onAdded }: { eventId: string; member: Member; onAdded: () => void }) {
  const add = useAddEventPlayer(eventId, member.id);
  return (
    <li className="space-y-1 px-4 py-2">
      <div className="flex items-center justify-between gap-3">
        <span className="min-w-0 flex-1 font-semibold [overflow-wrap:anywhere] text-stone-900">{member.fullName}</span>
        <span className="text-right tabular-nums">
          <span className="block text-xs text-stone-600">Playing</span>
          <strong className="text-lg leading-none text-stone-900">
            {formatPlayingHandicap(member.playingHandicap)}
          </strong>
        </span>
        <Button
          variant="secondary"
          busy={add.isMutating}
          onClick={async () => {
            if ((await add.trigger()).ok) onAdded();
          }}
        >
          Add<span className="sr-only"> {member.fullName}</span>
        </Button>
      </div>
      {add.error ? (
        <p role="alert" className="text-sm text-red-700">
          {add.error.message}
        </p>
      ) : null}
    </li>
  );
}
