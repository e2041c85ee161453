"use client";

import { useState } from "react";
import { ApiError, apiFetch } from "@/lib/hooks/api-client";
import { Button } from "../ui/button";

/** Join Sweep, which becomes "Request pending" once asked (spec §4). */
export function JoinSweepButton({ sweepId, isPending, onRequested }: { sweepId: string; isPending: boolean; onRequested?: () => void }) {
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [hasRequested, setRequested] = useState(isPending);

  if (hasRequested) {
    return (
      <span className="inline-flex min-h-11 items-center rounded-lg bg-amber-50 px-4 text-sm font-semibold text-amber-900 ring-1 ring-amber-300">
        Request pending
      </span>
    );
  }

  const join = async () => {
    setBusy(true);
    setError(null);
    try {
      await apiFetch(`/api/sweeps/join/${sweepId}`, { method: "POST" });
      setRequested(true);
      onRequested?.();
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : "Could not send the request.");
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-1">
      <Button onClick={join} busy={isBusy}>
        Join Sweep
      </Button>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
