"use client";

import { useRef } from "react";

/**
 * For a Radix dialog opened by state rather than a Dialog.Trigger: Radix then has nowhere to put focus back on
 * close, and it falls to the page. Remembers what had focus when the dialog opened and returns there, so Escape
 * lands on the button or row that opened it.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      if (!opener.current?.isConnected) return;
      event.preventDefault();
      opener.current.focus();
    },
  };
}
