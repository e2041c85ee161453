"use client";

import { useRouter } from "next/navigation";
import { type FormEvent, useTransition } from "react";
import { createSweep } from "@/lib/contracts/routes/sweeps";
import { useApiMutation } from "@/lib/hooks/use-api-mutation";
import { Button } from "../ui/button";
import { TextField } from "../ui/text-field";

/** Any signed-in user can start a sweep and becomes its owner. */
export function CreateSweepForm() {
  const router = useRouter();
  const create = useApiMutation(createSweep, {});
  // The button stays busy until the new sweep's page opens, so a second tap cannot create a second sweep.
  const [isOpening, startOpening] = useTransition();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = await create.trigger({ name: String(new FormData(event.currentTarget).get("name") ?? "") });
    if (result.ok) startOpening(() => router.push(`/sweeps/${result.data.id}`));
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-start" noValidate>
      <TextField
        label="New sweep"
        name="name"
        placeholder="e.g. Sunday Swingers"
        error={create.fieldErrors.name ?? create.error?.message}
        className="flex-1"
      />
      <Button type="submit" busy={create.isMutating || isOpening} className="sm:mt-6">
        Create sweep
      </Button>
    </form>
  );
}
