"use client";

import { useRouter } from "next/navigation";
import { type FormEvent, useState } from "react";
import { ApiError, apiFetch } from "@/lib/hooks/api-client";
import type { SweepDto } from "@/lib/validation/sweeps";
import { Button } from "../ui/button";
import { TextField } from "../ui/text-field";

/** Any signed-in user can start a sweep and becomes its owner. */
export function CreateSweepForm() {
  const router = useRouter();
  const [error, setError] = useState<string | undefined>();
  const [isBusy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      const sweep = await apiFetch<SweepDto>("/api/sweeps/createSweep", {
        method: "POST",
        body: { name: new FormData(event.currentTarget).get("name") },
      });
      router.push(`/sweeps/${sweep.id}`);
    } catch (caught) {
      setError(caught instanceof ApiError ? (caught.fieldErrors.name ?? caught.message) : "Could not create the sweep.");
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-start" noValidate>
      <TextField label="New sweep" name="name" placeholder="e.g. Sunday Swingers" error={error} className="flex-1" />
      <Button type="submit" busy={isBusy} className="sm:mt-6">
        Create sweep
      </Button>
    </form>
  );
}
