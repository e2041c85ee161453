"use client";

import { type FormEvent, useState } from "react";
import type { ApiMutation } from "@/lib/hooks/use-api-mutation";
import type { addHandicap, updateHandicap } from "@/lib/contracts/routes/handicaps";
import { parseHandicap } from "@/lib/validation/handicap-format";
import { Button } from "../ui/button";
import { TextField } from "../ui/text-field";

export const REASON_REQUIRED_MESSAGE = "Say why, e.g. “New WHS index from the club”.";

type Props = {
  label: string;
  submitLabel: string;
  defaultValue?: string;
  /** The write this form saves through: its busy state and the server's message for each field show here. */
  mutation: Pick<ApiMutation<typeof addHandicap | typeof updateHandicap>, "isMutating" | "error" | "fieldErrors">;
  /** Resolves true once saved, when the fields are cleared. */
  onSubmit: (change: { exact: number; reason: string }) => Promise<boolean>;
  onCancel?: () => void;
};

/**
 * A handicap and why it changes: the field accepts "12.4" or "+2", and both are explained before anything is sent.
 * The reason is kept in the member's history with who changed it and when.
 */
export function HandicapInputForm({ label, submitLabel, defaultValue, mutation, onSubmit, onCancel }: Props) {
  const [errors, setErrors] = useState<{ handicap?: string; reason?: string }>({});

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const parsed = parseHandicap(data.get("handicap"));
    const reason = String(data.get("reason") ?? "").trim();
    setErrors({
      handicap: parsed.ok ? undefined : parsed.message,
      reason: reason === "" ? REASON_REQUIRED_MESSAGE : undefined,
    });
    if (parsed.ok && reason !== "" && (await onSubmit({ exact: parsed.exact, reason }))) form.reset();
  };

  const fieldError = mutation.fieldErrors.handicap ?? mutation.fieldErrors.reason;
  return (
    <form onSubmit={submit} className="space-y-2" noValidate>
      <div className="flex flex-wrap items-start gap-x-3 gap-y-2">
        <TextField
          label={label}
          name="handicap"
          inputMode="decimal"
          placeholder="e.g. 12.4 or +2"
          defaultValue={defaultValue}
          error={errors.handicap ?? mutation.fieldErrors.handicap ?? (fieldError ? undefined : mutation.error?.message)}
          className="w-36"
          autoComplete="off"
        />
        <TextField
          label="Why"
          name="reason"
          placeholder="e.g. New WHS index"
          error={errors.reason ?? mutation.fieldErrors.reason}
          className="min-w-48 flex-1"
          maxLength={200}
          autoComplete="off"
        />
      </div>
      <div className="flex gap-3">
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
