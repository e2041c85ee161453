"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { DialogTitleBar } from "./dialog-title-bar";
import type { ReactNode } from "react";
import { useReturnFocus } from "./use-return-focus";

/** A panel that slides over the page: from the right on wide screens, full width on a phone. */
export function SidePanel({
  open,
  onOpenChange,
  title,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
}) {
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
