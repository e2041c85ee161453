"use client";

import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import Link from "next/link";
import { useEffect, useRef } from "react";
import type { MenuProps, OpenedBy } from "./menu";
import { type MenuItemProps, type MenuLinkProps, MenuPartsContext } from "./menu-parts";

/** Classes of a menu's item: a full-width, thumb-sized line, highlighted as the finger or the arrow keys reach it. */
const MENU_ITEM =
  "flex min-h-12 w-full cursor-pointer items-center px-4 text-left text-base font-semibold text-ink outline-none select-none data-[highlighted]:bg-surface-sunken";

/**
 * The menu of ./menu.tsx once its code has arrived: Radix's menu gives the arrow keys, Escape with focus back on
 * the button, and a tap elsewhere closing it. Not modal, so an item may open a dialog of its own as the menu
 * closes. `openedBy`: the button was pressed before this code arrived, so the menu opens at once, on its first item
 * when the press was a key, as Radix does. `focusTrigger`: the button it replaces had focus.
 */
export function RadixMenu({
  label,
  trigger,
  triggerLabel,
  triggerClassName,
  children,
  openedBy,
  focusTrigger,
}: MenuProps & { openedBy: OpenedBy | undefined; focusTrigger: boolean }) {
  const isFirstFocus = useRef(true);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusTrigger) button.current?.focus();
  }, [focusTrigger]);
  return (
    <DropdownMenu.Root modal={false} defaultOpen={openedBy !== undefined}>
      <DropdownMenu.Trigger ref={button} className={triggerClassName} aria-label={triggerLabel}>
        {trigger}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          // Radix names the menu after its button ("More"); the menu's own name says what the actions are for.
          aria-labelledby={undefined}
          aria-label={label}
          align="end"
          sideOffset={4}
          onFocus={(event) => {
            const isOpening = isFirstFocus.current && event.target === event.currentTarget;
            isFirstFocus.current = false;
            if (isOpening && openedBy === "keyboard")
              event.currentTarget.querySelector<HTMLElement>("[role=menuitem]")?.focus();
          }}
          className="z-40 w-64 overflow-hidden rounded-xl border-2 border-ink bg-surface-raised py-1 shadow-lifted"
        >
          <MenuPartsContext value={PARTS}>{children}</MenuPartsContext>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

function Item({ onSelect, className = "", children }: MenuItemProps) {
  return (
    <DropdownMenu.Item className={`${MENU_ITEM} ${className}`} onSelect={onSelect}>
      {children}
    </DropdownMenu.Item>
  );
}

function ItemLink({ href, className = "", children }: MenuLinkProps) {
  return (
    <DropdownMenu.Item asChild className={`${MENU_ITEM} ${className}`}>
      <Link href={href}>{children}</Link>
    </DropdownMenu.Item>
  );
}

const PARTS = { Item, Link: ItemLink };
