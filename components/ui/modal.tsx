"use client";

import type { ReactNode } from "react";
import { lazyDialog } from "./lazy-dialog";

export type ModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Wider than a form: "card" is as wide as a paper scorecard's row of 18 holes. */
  wide?: boolean | "card";
};

/**
 * A modal form on Radix Dialog (./radix-dialogs.tsx; focus trap, Escape, focus returned to the opener), drawn only
 * while open (./lazy-dialog.tsx): a sheet from the bottom of a phone, where the thumb is, and a centred box on wider
 * screens; it scrolls inside itself when taller than the screen.
 */
export const Modal = lazyDialog((dialogs) => dialogs.RadixModal);
