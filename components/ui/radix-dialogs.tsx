"use client";

import * as AlertDialog from "@radix-ui/react-alert-dialog";
import * as Dialog from "@radix-ui/react-dialog";
import { Alert } from "./alert";
import { Button } from "./button";
import type { ConfirmDialogProps } from "./confirm-dialog";
import { DialogAction } from "./dialog-action";
import { DialogTitleBar } from "./dialog-title-bar";
import type { ModalProps } from "./modal";
import type { SidePanelProps } from "./side-panel";
import { useReturnFocus } from "./use-return-focus";

// The dialogs of ./confirm-dialog.tsx, ./modal.tsx and ./side-panel.tsx once their code has arrived (./lazy-dialog.tsx).

/**
 * Radix AlertDialog puts focus on Cancel first, lets Escape cancel and ignores a tap outside, so nothing is destroyed
 * by a slip of the thumb.
 */
export function RadixConfirmDialog({
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
}: ConfirmDialogProps) {
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

/** Radix Dialog gives the focus trap, Escape and focus returned to the opener. */
export function RadixModal({ open, onOpenChange, title, description, children, wide = false }: ModalProps) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/50" />
        <Dialog.Content
          {...(description ? {} : { "aria-describedby": undefined })}
          {...returnFocus}
          className={`fixed inset-x-0 bottom-0 z-50 mx-auto flex max-h-[92dvh] w-full flex-col rounded-t-panel bg-surface-raised shadow-lifted focus:outline-none sm:inset-x-4 sm:top-[8dvh] sm:bottom-auto sm:max-h-[84dvh] sm:rounded-panel ${wide === "card" ? "sm:max-w-6xl" : wide ? "sm:max-w-2xl" : "sm:max-w-md"}`}
        >
          <DialogTitleBar title={title} />
          <div className="flex-1 space-y-4 overflow-y-auto px-5 py-4">
            {description ? <Dialog.Description className="text-ink">{description}</Dialog.Description> : null}
            {children}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export function RadixSidePanel({ open, onOpenChange, title, children }: SidePanelProps) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/40" />
        <Dialog.Content
          className="fixed inset-y-0 right-0 z-50 flex w-full max-w-md flex-col bg-surface-raised shadow-lifted focus:outline-none"
          aria-describedby={undefined}
          {...returnFocus}
        >
          <DialogTitleBar title={title} />
          <div className="flex-1 space-y-5 overflow-y-auto px-5 py-4">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
