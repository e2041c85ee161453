"use client";

import { type ReactNode, useEffect, useId, useRef, useState } from "react";

type Props = {
  /** Names the row, so each menu button reads right out of context ("Actions for Grace Holt"). */
  label: string;
  /** The items; each is given a way to close the menu as it acts. */
  children: (close: () => void) => ReactNode;
};

/** Classes of an item of a RowMenu: a full-width, thumb-sized line. */
export const ROW_MENU_ITEM =
  "flex min-h-11 w-full items-center px-4 text-left text-base font-semibold text-stone-900 hover:bg-stone-100 focus-visible:bg-stone-100 focus-visible:outline-none";

/**
 * A row's actions behind one small button, so a list of people is not a column of large buttons. Opens on a tap,
 * focuses its first item, and closes on Escape (focus back on its button), a tap elsewhere, or an item's action.
 */
export function RowMenu({ label, children }: Props) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);

  useEffect(() => {
    if (!open) return;
    root.current?.querySelector<HTMLElement>("[role=menuitem]")?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      trigger.current?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open]);

  return (
    <div ref={root} className="relative">
      <button
        ref={trigger}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={label}
        onClick={() => setOpen((current) => !current)}
        className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border border-stone-300 bg-white text-xl leading-none font-bold text-stone-800 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-fairway-600"
      >
        <span aria-hidden>⋯</span>
      </button>
      {open ? (
        <div
          id={menuId}
          role="menu"
          aria-label={label}
          className="absolute top-full right-0 z-40 mt-1 w-56 overflow-hidden rounded-xl border border-stone-200 bg-white py-1 shadow-lg"
        >
          {children(close)}
        </div>
      ) : null}
    </div>
  );
}
