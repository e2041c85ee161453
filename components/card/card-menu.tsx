"use client";

import { useEffect, useId, useRef, useState } from "react";
import { buttonClass } from "../ui/button-styles";

export type CardMenuItem = { label: string; onSelect: () => void };

/**
 * The card's secondary actions (hide the keypad, update the handicap, a hole's history) behind one button, so the
 * hole and the keys keep the screen. A disclosure: the button says whether it is open, Escape or a tap elsewhere
 * closes it, and closing by Escape puts focus back on the button.
 */
export function CardMenu({ items }: { items: CardMenuItem[] }) {
  const [isOpen, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!isOpen) return;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", closeOutside);
    return () => document.removeEventListener("pointerdown", closeOutside);
  }, [isOpen]);

  if (items.length === 0) return null;
  return (
    <div
      ref={root}
      className="relative"
      onKeyDown={(event) => {
        if (event.key !== "Escape" || !isOpen) return;
        event.stopPropagation();
        setOpen(false);
        opener.current?.focus();
      }}
    >
      <button
        ref={opener}
        type="button"
        className={buttonClass("secondary", "min-h-12")}
        aria-expanded={isOpen}
        aria-controls={listId}
        onClick={() => setOpen((open) => !open)}
      >
        More
        <span aria-hidden className="text-lg leading-none">
          ⋯
        </span>
      </button>
      <ul
        id={listId}
        hidden={!isOpen}
        aria-label="Card actions"
        className="absolute right-0 z-30 mt-1 w-64 overflow-hidden rounded-xl border-2 border-stone-900 bg-white shadow-lg"
      >
        {items.map((item) => (
          <li key={item.label} className="border-b border-stone-200 last:border-b-0">
            <button
              type="button"
              className="flex min-h-12 w-full items-center px-4 text-left text-base font-semibold text-stone-950 hover:bg-stone-100 focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-fairway-600"
              onClick={() => {
                setOpen(false);
                opener.current?.focus();
                item.onSelect();
              }}
            >
              {item.label}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
