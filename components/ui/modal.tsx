"use client";

import * as Dialog from "@radix-ui/react-dialog";
import type { ReactNode } from "react";

type Props = { open: boolean; onOpenChange: (open: boolean) => void; title: string; description?: ReactNode; children: ReactNode; wide?: boolean };

/**
 * A modal form on Radix Dialog (focus trap, Escape, focus returned to the opener): a sheet from the bottom of a
 * phone, where the thumb is, and a centred box on wider screens; it scrolls inside itself when taller than the screen.
 */
export function Modal({ open, onOpenChange, title, description, children, wide = false }: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-stone-900/50" />
        <Dialog.Content
          {...(description ? {} : { "aria-describedby": undefined })}
          className={`fixed inset-x-0 bottom-0 z-50 mx-auto flex max-h-[92dvh] w-full flex-col rounded-t-2xl bg-white shadow-xl focus:outline-none sm:inset-x-4 sm:top-[8dvh] sm:bottom-auto sm:max-h-[84dvh] sm:rounded-2xl ${wide ? "sm:max-w-2xl" : "sm:max-w-md"}`}
        >
          <div className="flex items-center justify-between gap-3 border-b border-stone-200 px-5 py-3">
            <Dialog.Title className="text-lg font-bold">{title}</Dialog.Title>
            <Dialog.Close className="grid min-h-11 min-w-11 place-items-center rounded-lg text-stone-600 hover:bg-stone-100" aria-label="Close">
              <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </Dialog.Close>
          </div>
          <div className="flex-1 space-y-4 overflow-y-auto px-5 py-4">
            {description ? <Dialog.Description className="text-stone-800">{description}</Dialog.Description> : null}
            {children}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
