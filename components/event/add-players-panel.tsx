"use client";

import { useState } from "react";
import { useAddEventPlayer } from "@/lib/hooks/use-event-actions";
import { matchesName } from "@/lib/name-filter";
import type { EventDto } from "@/lib/validation/events";
import { Button } from "../ui/button";
import { SidePanel } from "../ui/side-panel";
import { TextField } from "../ui/text-field";

type Member = EventDto["sweepMembers"][number];
type Props = { event: EventDto; open: boolean; onOpenChange: (open: boolean) => void };

/** Add Players (docs/screens-and-api.md#add-players): approved members who have not entered, filtered by first or last name however typed. */
export function AddPlayersPanel({ event, open, onOpenChange }: Props) {
  const [query, setQuery] = useState("");
  const [added, setAdded] = useState<string[]>([]);
  const entered = new Set(event.playerNames.map((player) => player.id));
  const available = event.sweepMembers.filter((member) => !entered.has(member.id));
  const shown = available.filter((member) => matchesName(member.fullName, query));

  return (
    <SidePanel open={open} onOpenChange={onOpenChange} title="Add players">
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
    </SidePanel>
  );
}

function AddPlayerRow({ eventId, member, onAdded }: { eventId: string; member: Member; onAdded: () => void }) {
  const add = useAddEventPlayer(eventId, member.id);
  return (
    <li className="space-y-1 px-4 py-2">
      <div className="flex items-center justify-between gap-3">
        <span className="min-w-0 font-semibold [overflow-wrap:anywhere] text-stone-900">{member.fullName}</span>
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
