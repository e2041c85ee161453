"use client";

import Link from "next/link";
import { useState } from "react";
import { useRemoveEventPlayer } from "@/lib/hooks/use-event-actions";
import type { EventDto } from "@/lib/validation/events";
import type { PlayerRefDto } from "@/lib/validation/sweeps";
import { cardHref } from "../card/card-links";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { ROW_MENU_ITEM, RowMenu } from "../ui/row-menu";
import { showToast } from "../ui/toast";

type Props = {
  event: Pick<EventDto, "id" | "sweepId" | "drawn">;
  player: PlayerRefDto;
  cardId: string;
  canMark: boolean;
  canWithdraw: boolean;
};

/**
 * An admin's actions on one entry, behind the row's menu: Mark card, and Withdraw after a confirmation; after the
 * draw the server re-pairs the group's markers and says who marks whom.
 */
export function EntryAdminMenu({ event, player, cardId, canMark, canWithdraw }: Props) {
  const remove = useRemoveEventPlayer(event.id, player.id);
  const [isConfirming, setConfirming] = useState(false);
  const close = () => {
    setConfirming(false);
    remove.reset();
  };
  if (!canMark && !canWithdraw) return null;
  return (
    <>
      <RowMenu label={`Actions for ${player.fullName}`}>
        {(closeMenu) => (
          <>
            {canMark ? (
              <Link
                role="menuitem"
                href={cardHref({ sweepId: event.sweepId, eventId: event.id, cardId }, { mark: true })}
                className={ROW_MENU_ITEM}
              >
                Mark card
              </Link>
            ) : null}
            {canWithdraw ? (
              <button
                type="button"
                role="menuitem"
                className={`${ROW_MENU_ITEM} text-red-800`}
                onClick={() => {
                  closeMenu();
                  setConfirming(true);
                }}
              >
                Withdraw from event…
              </button>
            ) : null}
          </>
        )}
      </RowMenu>
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={(open) => (open ? setConfirming(true) : close())}
        title={`Withdraw ${player.fullName} from the event?`}
        description={
          event.drawn
            ? "Their card goes with them. The draw has been made, so the markers in their group are re-paired: every card still has a marker, and you'll see who now marks whom. To undo, add them again with Add players."
            : "Their card goes with them. To undo, add them again with Add players; they can also enter again until the draw."
        }
        confirmLabel={`Withdraw ${player.fullName}`}
        busy={remove.isMutating}
        error={remove.error?.message}
        onConfirm={async () => {
          const result = await remove.trigger();
          if (!result.ok) return;
          close();
          showToast(result.data.message);
        }}
      />
    </>
  );
}
