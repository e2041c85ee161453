"use client";

import { type FormEvent, useState } from "react";
import type { ApiMutation } from "@/lib/hooks/use-api-mutation";
import type { addHandicap, updateHandicap } from "@/lib/contracts/handicaps";
import { parseHandicap } from "@/lib/validation/handicaps";
import { Button } from "../ui/button";
import { TextField } from "../ui/text-field";

type Props = {
  label: string;
  submitLabel: string;
  defaultValue?: string;
  /** The write this form saves through: its busy state and the server's message for the field show here. */
  mutation: Pick<ApiMutation<typeof addHandicap | typeof updateHandicap>, "isMutating" | "error" | "fieldErrors">;
  /** Resolves true once saved, when the field is cleared. */
  onSubmit: (exact: number) => Promise<boolean>;
  onCancel?: () => void;
};

/** One handicap field that accepts "12.4" or "+2" and explains a bad value before anything is sent. */
export function HandicapInputForm({ label, submitLabel, defaultValue, mutation, onSubmit, onCancel }: Props) {
  const [parseError, setParseError] = useState<string | undefined>();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = parseHandicap(new FormData(form).get("handicap"));
    setParseError(parsed.ok ? undefined : parsed.message);
    if (parsed.ok && (await onSubmit(parsed.exact))) form.reset();
  };

  return (
    <form onSubmit={submit} className="flex flex-wrap items-start gap-x-3 gap-y-2" noValidate>
      <TextField
        label={label}
        name="handicap"
        inputMode="decimal"
        placeholder="e.g. 12.4 or +2"
        defaultValue={defaultValue}
        error={parseError ?? mutation.fieldErrors.handicap ?? mutation.error?.message}
        className="min-w-40 flex-1"
        autoComplete="off"
      />
      <div className="mt-6 flex gap-3">
        <Button type="submit" busy={mutation.isMutating}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
