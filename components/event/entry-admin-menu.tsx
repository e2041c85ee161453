"use client";

import { useState } from "react";
import { useRemoveEventPlayer } from "@/lib/hooks/use-event-actions";
import type { EventDto } from "@/lib/validation/events";
import type { PlayerRefDto } from "@/lib/validation/sweeps";
import { cardHref } from "../card/card-links";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { DrawEditDialog } from "./draw-edit-dialog";
import { PlayerTeeDialog } from "./player-tee-dialog";
import { Menu, MenuItem, MenuLink } from "../ui/menu";
import { showToast } from "../ui/toast";

type Props = {
  event: Pick<EventDto, "id" | "sweepId" | "drawn" | "complete" | "groups" | "groupSize" | "course" | "teeName">;
  player: PlayerRefDto;
  cardId: string;
  canMark: boolean;
  canWithdraw: boolean;
  /** The player's own tees (null: the event's), and whether they may still change (no score on the card yet). */
  tee: { name: string | null; canChange: boolean };
};

/**
 * An admin's actions on one entry, behind the row's menu: Mark card, Move or swap (once drawn), and Withdraw after a confirmation; after the
 * draw the server re-pairs the group's markers and says who marks whom.
 */
export function EntryAdminMenu({ event, player, cardId, canMark, canWithdraw, tee }: Props) {
  const remove = useRemoveEventPlayer(event.id, player.id);
  const [isConfirming, setConfirming] = useState(false);
  const [isMoving, setMoving] = useState(false);
  const [isChoosingTee, setChoosingTee] = useState(false);
  const canMove = event.drawn && !event.complete;
  const close = () => {
    setConfirming(false);
    remove.reset();
  };
  if (!canMark && !canWithdraw && !canMove && !tee.canChange) return null;
  return (
    <>
      <Menu
        label={`Actions for ${player.fullName}`}
        triggerLabel={`Actions for ${player.fullName}`}
        trigger={<span aria-hidden>⋯</span>}
        triggerClassName="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border border-stone-300 bg-white text-xl leading-none font-bold text-stone-800 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-fairway-600"
      >
        {canMark ? (
          <MenuLink href={cardHref({ sweepId: event.sweepId, eventId: event.id, cardId }, { mark: true })}>
            Mark card
          </MenuLink>
        ) : null}
        {canMove ? <MenuItem onSelect={() => setMoving(true)}>Move or swap…</MenuItem> : null}
        {tee.canChange ? <MenuItem onSelect={() => setChoosingTee(true)}>Tees…</MenuItem> : null}
        {canWithdraw ? (
          <MenuItem className="text-danger" onSelect={() => setConfirming(true)}>
            Withdraw from event…
          </MenuItem>
        ) : null}
      </Menu>
      {canMove ? <DrawEditDialog event={event} player={player} open={isMoving} onOpenChange={setMoving} /> : null}
      {isChoosingTee ? (
        <PlayerTeeDialog
          event={event}
          player={player}
          teeName={tee.name}
          open={isChoosingTee}
          onOpenChange={setChoosingTee}
        />
      ) : null}
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
