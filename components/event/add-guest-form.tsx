"use client";

import { type FormEvent, useState } from "react";
import { useAddEventGuest } from "@/lib/hooks/use-event-actions";
import { zodFieldMessages } from "@/lib/validation/field-errors";
import type { FieldErrors } from "@/lib/validation/field-messages";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { TextField } from "../ui/text-field";

/**
 * Add players' guest form (docs/golf-rules.md#guests): a friend with no account plays this event, marked by their
 * marker or an admin, ranked with the field and shown as a guest, outside the season by default.
 */
export function AddGuestForm({ eventId }: { eventId: string }) {
  const add = useAddEventGuest(eventId);
  const [localErrors, setLocalErrors] = useState<FieldErrors>({});
  const [added, setAdded] = useState<string | null>(null);
  const errors = { ...add.fieldErrors, ...localErrors };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values = Object.fromEntries(new FormData(form)) as Record<string, string>;
    const body = {
      fullName: values.fullName ?? "",
      handicap: values.handicap ?? "",
      ...(values.email ? { email: values.email } : {}),
    };
    setAdded(null);
    // The schema loads on the first add, so opening Add players costs no zod.
    const { addGuestBodySchema } = await import("@/lib/validation/guests");
    const parsed = addGuestBodySchema.safeParse(body);
    setLocalErrors(parsed.success ? {} : zodFieldMessages(parsed.error));
    if (!parsed.success) return;
    const result = await add.trigger(body);
    if (!result.ok) return;
    setAdded(result.data.player.fullName);
    form.reset();
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-3 border-t border-stone-200 pt-4" aria-label="Add a guest">
      <h3 className="font-semibold text-stone-900">Add a guest</h3>
      <p className="text-sm text-stone-700">
        A friend who is not a member: drawn, marked and ranked with the field, with no order-of-merit points or handicap
        change.
      </p>
      <div className="grid gap-3 sm:grid-cols-[1fr_12rem]">
        <TextField label="Guest's name" name="fullName" autoComplete="off" error={errors.fullName} />
        <TextField
          label="Handicap"
          name="handicap"
          inputMode="decimal"
          placeholder="e.g. 18.4 or +2"
          error={errors.handicap}
        />
      </div>
      <TextField label="Email (optional)" name="email" type="email" autoComplete="off" error={errors.email} />
      {add.error && !add.fieldErrors.fullName ? <Alert tone="error">{add.error.message}</Alert> : null}
      {added ? <Alert tone="success">{added} is in the field as a guest.</Alert> : null}
      <Button type="submit" busy={add.isMutating}>
        Add guest
      </Button>
    </form>
  );
}
