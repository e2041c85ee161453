"use client";

import { type FormEvent, useState } from "react";
import { ApiError } from "@/lib/hooks/api-client";
import { parseHandicap } from "@/lib/validation/handicaps";
import { Button } from "../ui/button";
import { TextField } from "../ui/text-field";

type Props = {
  label: string;
  submitLabel: string;
  defaultValue?: string;
  onSubmit: (exact: number) => Promise<void>;
  onCancel?: () => void;
};

/** One handicap field that accepts "12.4" or "+2" and explains a bad value before anything is sent. */
export function HandicapInputForm({ label, submitLabel, defaultValue, onSubmit, onCancel }: Props) {
  const [error, setError] = useState<string | undefined>();
  const [isBusy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = parseHandicap(new FormData(form).get("handicap"));
    if (!parsed.ok) {
      setError(parsed.message);
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      await onSubmit(parsed.exact);
      form.reset();
    } catch (caught) {
      setError(caught instanceof ApiError ? (caught.fieldErrors.handicap ?? caught.message) : "Could not save the handicap.");
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} className="flex items-start gap-2" noValidate>
      <TextField label={label} name="handicap" inputMode="decimal" placeholder="e.g. 12.4 or +2" defaultValue={defaultValue} error={error} className="flex-1" autoComplete="off" />
      <Button type="submit" busy={isBusy} className="mt-6">
        {submitLabel}
      </Button>
      {onCancel ? (
        <Button variant="ghost" className="mt-6" onClick={onCancel}>
          Cancel
        </Button>
      ) : null}
    </form>
  );
}
