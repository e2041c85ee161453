"use client";

import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import type { Route } from "next";
import Link from "next/link";
import type { ReactNode } from "react";

/** Classes of a menu's item: a full-width, thumb-sized line, highlighted as the finger or the arrow keys reach it. */
export const MENU_ITEM =
  "flex min-h-12 w-full cursor-pointer items-center px-4 text-left text-base font-semibold text-ink outline-none select-none data-[highlighted]:bg-surface-sunken";

type Props = {
  /** Names the list of actions ("Card actions", "Actions for Grace Holt"). */
  label: string;
  /** The button's face; its accessible name is the face unless `triggerLabel` names it. */
  trigger: ReactNode;
  triggerLabel?: string;
  triggerClassName: string;
  /** `MenuItem`s and `MenuLink`s. */
  children: ReactNode;
};

/**
 * The one way to put secondary actions behind a button (a card's More, a player row's ⋯): Radix's menu gives the
 * arrow keys, Escape with focus back on the button, and a tap elsewhere closing it. Not modal, so an item may open
 * a dialog of its own as the menu closes.
 */
export function Menu({ label, trigger, triggerLabel, triggerClassName, children }: Props) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={triggerClassName} aria-label={triggerLabel}>
        {trigger}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          // Radix names the menu after its button ("More"); the menu's own name says what the actions are for.
          aria-labelledby={undefined}
          aria-label={label}
          align="end"
          sideOffset={4}
          className="z-40 w-64 overflow-hidden rounded-xl border-2 border-ink bg-surface-raised py-1 shadow-lifted"
        >
          {children}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

type ItemProps = { className?: string; children: ReactNode };

export function MenuItem({ onSelect, className = "", children }: ItemProps & { onSelect: () => void }) {
  return (
    <DropdownMenu.Item className={`${MENU_ITEM} ${className}`} onSelect={onSelect}>
      {children}
    </DropdownMenu.Item>
  );
}

export function MenuLink({ href, className = "", children }: ItemProps & { href: Route }) {
  return (
    <DropdownMenu.Item asChild className={`${MENU_ITEM} ${className}`}>
      <Link href={href}>{children}</Link>
    </DropdownMenu.Item>
  );
}
