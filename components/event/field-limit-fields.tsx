"use client";

import { useState } from "react";
import { TextField } from "../ui/text-field";

type Limits = { maxField: number | null; entryDeadline: string | null };

/** A blank box is no limit; anything else is sent as typed, so the schema names what is wrong with it. */
const maxFieldOf = (text: string): number | null => (text.trim() === "" ? null : Number(text));

/** The field's capacity and the members' entry deadline of the event form; both may be left blank. */
export function FieldLimitFields({
  limits,
  errors,
  onChange,
}: {
  limits: Limits;
  errors: { maxField?: string; entryDeadline?: string };
  onChange: (limits: Limits) => void;
}) {
  const [maxFieldText, setMaxFieldText] = useState(limits.maxField === null ? "" : String(limits.maxField));
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2">
      <legend className="mb-1 text-sm font-medium text-stone-800">The field</legend>
      <TextField
        label="Maximum field"
        type="number"
        inputMode="numeric"
        min={2}
        value={maxFieldText}
        hint="Leave blank for no limit. Later entries go on a reserve list in the order they come."
        error={errors.maxField}
        onChange={(change) => {
          setMaxFieldText(change.target.value);
          onChange({ ...limits, maxField: maxFieldOf(change.target.value) });
        }}
      />
      <TextField
        label="Entry deadline"
        type="date"
        value={limits.entryDeadline ?? ""}
        hint="The last day members can enter or withdraw themselves. Admins still can after it."
        error={errors.entryDeadline}
        onChange={(change) => onChange({ ...limits, entryDeadline: change.target.value || null })}
      />
    </fieldset>
  );
}
