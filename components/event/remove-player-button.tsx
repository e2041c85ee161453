"use client";

import { useState } from "react";
import { useRemoveEventPlayer } from "@/lib/hooks/use-event-actions";
import type { PlayerRefDto } from "@/lib/validation/sweeps";
import { Button } from "../ui/button";
import { ConfirmDialog } from "../ui/confirm-dialog";

type Props = { eventId: string; player: PlayerRefDto; isDrawn: boolean; onRemoved: (message: string) => void };

/** An admin withdraws a player; after the draw the server re-pairs the group's markers and says who marks whom. */
export function RemovePlayerButton({ eventId, player, isDrawn, onRemoved }: Props) {
  const remove = useRemoveEventPlayer(eventId, player.id);
  const [isConfirming, setConfirming] = useState(false);
  const close = () => {
    setConfirming(false);
    remove.reset();
  };
  return (
    <>
      <Button variant="secondary" className="text-red-800" onClick={() => setConfirming(true)}>
        Remove<span className="sr-only"> {player.fullName}</span>
      </Button>
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={(open) => (open ? setConfirming(true) : close())}
        title={`Withdraw ${player.fullName} from the event?`}
        description={
          isDrawn
            ? "Their card goes with them. The draw has been made, so the markers in their group are re-paired: every card still has a marker, and you'll see who now marks whom."
            : "Their card goes with them. They can enter again until the draw."
        }
        confirmLabel={`Withdraw ${player.fullName}`}
        busy={remove.isMutating}
        error={remove.error?.message}
        onConfirm={async () => {
          const result = await remove.trigger();
          if (!result.ok) return;
          close();
          onRemoved(result.data.message);
        }}
      />
    </>
  );
}
