"use client";

import { useState } from "react";
import { formatDay } from "@/lib/dates";
import { formatHandicap, formatPlayingHandicap, type HandicapEntryDto } from "@/lib/validation/handicaps";
import { Button } from "../ui/button";
import { HandicapInputForm } from "./handicap-input-form";

type Props = {
  entries: HandicapEntryDto[];
  canManage: boolean;
  onUpdate: (entryId: string, exact: number) => Promise<void>;
  onDelete: (entryId: string) => Promise<void>;
};

/** A member's handicap history, newest first; admins correct or delete entries in place. */
export function HandicapEntryList({ entries, canManage, onUpdate, onDelete }: Props) {
  const [editing, setEditing] = useState<string | null>(null);
  if (entries.length === 0) return <p className="text-sm text-stone-600">No handicap yet.</p>;
  return (
    <ul aria-label="Handicap history" className="divide-y divide-stone-200">
      {entries.map((entry) => (
        <li key={entry.id} className="py-2">
          {editing === entry.id ? (
            <HandicapInputForm
              label={`Correct the entry of ${formatDay(entry.created)}`}
              submitLabel="Save"
              defaultValue={formatHandicap(entry.exact)}
              onSubmit={async (exact) => {
                await onUpdate(entry.id, exact);
                setEditing(null);
              }}
              onCancel={() => setEditing(null)}
            />
          ) : (
            <div className="flex items-center justify-between gap-2">
              <div>
                <p className="font-semibold tabular-nums">
                  {formatPlayingHandicap(entry.playingHandicap)} <span className="font-normal text-stone-500">({formatHandicap(entry.exact)})</span>
                </p>
                <p className="text-xs text-stone-500">
                  {formatDay(entry.created)}
                  {entry.eventId ? " · after an event" : ""}
                </p>
              </div>
              {canManage ? (
                <div className="flex gap-1">
                  <Button variant="ghost" onClick={() => setEditing(entry.id)} aria-label={`Edit the entry of ${formatDay(entry.created)}`}>
                    Edit
                  </Button>
                  <Button variant="ghost" className="text-red-700 hover:bg-red-50" onClick={() => onDelete(entry.id)} aria-label={`Delete the entry of ${formatDay(entry.created)}`}>
                    Delete
                  </Button>
                </div>
              ) : null}
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
