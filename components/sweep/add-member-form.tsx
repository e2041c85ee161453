"use client";

import { type FormEvent, useState } from "react";
import { useAddMember } from "@/lib/hooks/use-member-invitations";
import { zodFieldMessages } from "@/lib/validation/field-errors";
import type { FieldErrors } from "@/lib/validation/field-messages";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { TextField } from "../ui/text-field";

/** An admin adds a member who has no account: name and starting handicap; an email can be added later to invite him. */
export function AddMemberForm({ sweepId }: { sweepId: string }) {
  const add = useAddMember(sweepId);
  const [localErrors, setLocalErrors] = useState<FieldErrors>({});
  const [added, setAdded] = useState<string | null>(null);
  const errors = { ...add.fieldErrors, ...localErrors };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values = Object.fromEntries(new FormData(form)) as Record<string, string>;
    setAdded(null);
    const { addMemberBodySchema } = await import("@/lib/validation/members");
    const parsed = addMemberBodySchema.safeParse({ fullName: values.fullName, handicap: values.handicap });
    setLocalErrors(parsed.success ? {} : zodFieldMessages(parsed.error));
    if (!parsed.success) return;
    const result = await add.trigger({ fullName: values.fullName ?? "", handicap: values.handicap ?? "" });
    if (!result.ok) return;
    setAdded(result.data.player.fullName);
    form.reset();
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-3" aria-label="Add a member without an account">
      <p className="text-sm text-stone-700">
        For a member with no phone or account: markers and admins enter and score him like anyone. Give him an email
        later, from his panel, to let him claim his record.
      </p>
      <div className="grid gap-3 sm:grid-cols-[1fr_12rem]">
        <TextField label="Name" name="fullName" autoComplete="off" error={errors.fullName} />
        <TextField
          label="Handicap"
          name="handicap"
          inputMode="decimal"
          placeholder="e.g. 12.4 or +2"
          error={errors.handicap}
        />
      </div>
      {add.error && !add.fieldErrors.fullName ? <Alert tone="error">{add.error.message}</Alert> : null}
      {added ? <Alert tone="success">{added} is a member now.</Alert> : null}
      <Button type="submit" busy={add.isMutating}>
        Add member
      </Button>
    </form>
  );
}
