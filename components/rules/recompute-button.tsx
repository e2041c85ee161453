"use client";

import { useState } from "react";
import { useRecompute } from "@/lib/hooks/use-sweep-rules";
import { Button } from "../ui/button";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { showToast } from "../ui/toast";

/** The owner's one audited step that applies the rules in force to the season's closed events. */
export function RecomputeButton({ sweepId }: { sweepId: string }) {
  const [open, setOpen] = useState(false);
  const recompute = useRecompute(sweepId);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Apply to this season&apos;s closed events
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) recompute.reset();
        }}
        title="Recompute this season's order of merit and handicaps?"
        description="The season's closed events get the points, non-return places and handicap changes these rules give. The audit records what changed."
        confirmLabel="Recompute the season"
        isConstructive
        busy={recompute.isMutating}
        error={recompute.error?.message}
        onConfirm={async () => {
          const result = await recompute.trigger();
          if (!result.ok) return;
          setOpen(false);
          showToast(result.data.change.summary);
        }}
      />
    </>
  );
}
