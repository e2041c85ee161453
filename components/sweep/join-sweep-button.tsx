"use client";

import { useState } from "react";
import { joinSweep } from "@/lib/contracts/routes/members";
import { useApiMutation } from "@/lib/hooks/use-api-mutation";
import type { SweepSummaryDto } from "@/lib/validation/sweeps";
import { Button } from "../ui/button";

/** The caller's standing in a sweep they are not an approved member of: pending, declined, or neither. */
type Standing = Pick<SweepSummaryDto, "id" | "userIsMember" | "requestDeclined">;

/** Join Sweep, which becomes "Request pending" once asked (docs/screens-and-api.md#sweeps-and-membership); a declined requester is told so, kindly. */
export function JoinSweepButton({ sweep }: { sweep: Standing }) {
  const join = useApiMutation(joinSweep, { params: { sweepId: sweep.id }, refreshPage: true });
  const [hasAsked, setAsked] = useState(false);

  if (hasAsked || sweep.userIsMember) {
    return (
      <span className="inline-flex min-h-11 items-center rounded-lg bg-amber-50 px-4 text-sm font-semibold text-amber-900 ring-1 ring-amber-300">
        Request pending
      </span>
    );
  }

  return (
    <div className="flex flex-col gap-2">
      {sweep.requestDeclined ? (
        <p role="status" className="text-sm text-stone-700">
          Your request to join was declined. You can ask again.
        </p>
      ) : null}
      <Button onClick={async () => setAsked((await join.trigger()).ok)} busy={join.isMutating}>
        Join Sweep
      </Button>
      {join.error ? (
        <p role="alert" className="text-sm text-red-700">
          {join.error.message}
        </p>
      ) : null}
    </div>
  );
}
