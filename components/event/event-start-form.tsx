"use client";

import { type FormEvent, useState } from "react";
import type { DrawMethod, EventStart } from "@/lib/golf";
import { useSetEventStart } from "@/lib/hooks/use-event-actions";
import type { EventDto } from "@/lib/validation/events";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { SelectField } from "../ui/select-field";
import { TextField } from "../ui/text-field";
import { showToast } from "../ui/toast";

type Kind = "none" | EventStart["kind"];
type Fields = {
  kind: Kind;
  time: string;
  interval: string;
  tees: "first" | "firstAndTenth";
  size: string;
  method: DrawMethod;
};

const METHOD_LABELS: Record<DrawMethod, string> = {
  random: "Random",
  lowWithHigh: "By handicap: low with high",
  flighted: "By handicap: flighted",
};

function fieldsOf(event: EventDto): Fields {
  const start = event.start;
  return {
    kind: start?.kind ?? "none",
    time: start ? (start.kind === "shotgun" ? start.time : start.firstTime) : "08:00",
    interval: start?.kind === "teeTimes" ? String(start.intervalMinutes) : "8",
    tees: start?.kind === "teeTimes" ? start.tees : "first",
    size: String(event.groupSize),
    method: event.drawMethod,
  };
}

function startOf(fields: Fields): EventStart | null {
  if (fields.kind === "shotgun") return { kind: "shotgun", time: fields.time };
  if (fields.kind === "teeTimes")
    return { kind: "teeTimes", firstTime: fields.time, intervalMinutes: Number(fields.interval), tees: fields.tees };
  return null;
}

/** docs/golf-rules.md#tee-times-and-the-start: an admin sets the start, the group size and the draw method. */
export function EventStartForm({ event }: { event: EventDto }) {
  const save = useSetEventStart(event.id);
  const [fields, setFields] = useState(() => fieldsOf(event));
  const set = (change: Partial<Fields>) => setFields((current) => ({ ...current, ...change }));
  const onSubmit = async (submitted: FormEvent) => {
    submitted.preventDefault();
    const result = await save.trigger({
      start: startOf(fields),
      drawMethod: fields.method,
      groupSize: Number(fields.size) as 2 | 3 | 4,
    });
    if (result.ok) showToast(event.drawn ? "Start saved: the groups' times have moved." : "Start saved.");
  };
  return (
    <form onSubmit={onSubmit} className="grid gap-3 sm:grid-cols-2" aria-label="Start and draw">
      <SelectField label="Start" value={fields.kind} onChange={(e) => set({ kind: e.target.value as Kind })}>
        <option value="none">No times</option>
        <option value="teeTimes">Tee times</option>
        <option value="shotgun">Shotgun</option>
      </SelectField>
      {fields.kind === "none" ? null : (
        <TextField
          label={fields.kind === "shotgun" ? "Start time" : "First tee time"}
          type="time"
          required
          value={fields.time}
          hint={`In ${event.timeZone.replaceAll("_", " ")}`}
          onChange={(e) => set({ time: e.target.value })}
        />
      )}
      {fields.kind === "teeTimes" ? (
        <>
          <TextField
            label="Minutes between groups"
            type="number"
            inputMode="numeric"
            min={5}
            max={30}
            required
            value={fields.interval}
            onChange={(e) => set({ interval: e.target.value })}
          />
          <SelectField
            label="Tees"
            value={fields.tees}
            onChange={(e) => set({ tees: e.target.value as Fields["tees"] })}
          >
            <option value="first">1st tee</option>
            <option value="firstAndTenth">1st and 10th tees</option>
          </SelectField>
        </>
      ) : null}
      <SelectField label="Players per group" value={fields.size} onChange={(e) => set({ size: e.target.value })}>
        <option value="4">Up to 4</option>
        <option value="3">Up to 3</option>
        <option value="2">2</option>
      </SelectField>
      <SelectField
        label="Draw method"
        value={fields.method}
        onChange={(e) => set({ method: e.target.value as DrawMethod })}
      >
        {Object.entries(METHOD_LABELS).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </SelectField>
      {save.error ? (
        <div className="sm:col-span-2">
          <Alert tone="error">{save.error.message}</Alert>
        </div>
      ) : null}
      <Button type="submit" variant="secondary" busy={save.isMutating} className="sm:col-span-2 sm:w-auto">
        Save start
      </Button>
    </form>
  );
}
