"use client";

import * as AlertDialog from "@radix-ui/react-alert-dialog";
import type { ReactNode } from "react";
import { Alert } from "./alert";
import { Button } from "./button";
import { DialogAction } from "./dialog-action";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  /** Names the action and who or what it affects ("Remove Grace Holt"), so the button reads right out of context. */
  confirmLabel: string;
  onConfirm: () => void;
  /** While the action runs, the dialog stays open and neither button answers: a second tap cannot fire it twice. */
  busy: boolean;
  error?: string;
  /** What the action asks for besides a yes (a reason), between the description and the buttons. */
  /** The action waits for something inside the dialog (a box to tick); the dialog says what beside it. */
  confirmDisabled?: boolean;
  /** A step forward that is hard to undo (make the draw) rather than one that takes something away: not red. */
  isConstructive?: boolean;
  children?: ReactNode;
};

/**
 * The one way to ask before an action that is hard to undo (docs/screens-and-api.md#confirming-what-is-hard-to-undo):
 * the title asks the question ("Withdraw Grace Holt from the event?"), the description says what follows and how to
 * undo it, and the confirm button repeats the verb with its object ("Withdraw Grace Holt"). Radix AlertDialog puts focus on Cancel first, lets Escape cancel and ignores
 * a tap outside, so nothing is destroyed by a slip of the thumb.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  busy,
  error,
  confirmDisabled = false,
  isConstructive = false,
  children,
}: Props) {
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => (busy ? null : onOpenChange(next))}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink/50" />
        <AlertDialog.Content className="fixed inset-x-4 bottom-4 z-50 mx-auto max-h-[calc(100dvh-2rem)] max-w-md space-y-4 overflow-y-auto rounded-panel bg-surface-raised p-panel shadow-lifted focus:outline-none sm:inset-x-0 sm:top-[10vh] sm:bottom-auto sm:max-h-[80vh]">
          <AlertDialog.Title className="text-title text-ink">{title}</AlertDialog.Title>
          <AlertDialog.Description className="text-ink-muted">{description}</AlertDialog.Description>
          {children}
          {error ? <Alert tone="error">{error}</Alert> : null}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" disabled={busy}>
                Cancel
              </Button>
            </AlertDialog.Cancel>
            <DialogAction
              variant={isConstructive ? "primary" : "danger"}
              busy={busy}
              disabled={confirmDisabled}
              onClick={(event) => {
                // The dialog closes when the action has succeeded, not on the tap.
                event.preventDefault();
                onConfirm();
              }}
            >
              {confirmLabel}
            </DialogAction>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
