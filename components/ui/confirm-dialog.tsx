"use client";

import type { ReactNode } from "react";
import { lazyDialog } from "./lazy-dialog";

export type ConfirmDialogProps = {
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
  /** The action waits for something inside the dialog (a box to tick); the dialog says what beside it. */
  confirmDisabled?: boolean;
  /** A step forward that is hard to undo (make the draw) rather than one that takes something away: not red. */
  isConstructive?: boolean;
  /** What the action asks for besides a yes (a reason), between the description and the buttons. */
  children?: ReactNode;
};

/**
 * The one way to ask before an action that is hard to undo (docs/screens-and-api.md#confirming-what-is-hard-to-undo):
 * the title asks the question ("Withdraw Grace Holt from the event?"), the description says what follows and how to
 * undo it, and the confirm button repeats the verb with its object ("Withdraw Grace Holt"). On Radix AlertDialog
 * (./radix-dialogs.tsx), drawn only while open (./lazy-dialog.tsx).
 */
export const ConfirmDialog = lazyDialog((dialogs) => dialogs.RadixConfirmDialog);
