"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { DialogTitleBar } from "./dialog-title-bar";
import type { ReactNode } from "react";
import { useReturnFocus } from "./use-return-focus";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Wider than a form: "card" is as wide as a paper scorecard's row of 18 holes. */
  wide?: boolean | "card";
};

/**
 * A modal form on Radix Dialog (focus trap, Escape, focus returned to the opener): a sheet from the bottom of a
 * phone, where the thumb is, and a centred box on wider screens; it scrolls inside itself when taller than the screen.
 */
export function Modal({ open, onOpenChange, title, description, children, wide = false }: Props) {
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
