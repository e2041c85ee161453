"use client";

import { buttonClass } from "../ui/button-styles";
import { Menu, MenuItem } from "../ui/menu";

export type CardMenuItem = { label: string; onSelect: () => void };

/**
 * The card's secondary actions (hide the keypad, update the handicap, a hole's history) behind one More button, so
 * the hole and the keys keep the screen.
 */
export function CardMenu({ items }: { items: CardMenuItem[] }) {
  if (items.length === 0) return null;
  return (
    <Menu
      label="Card actions"
      trigger={
        <>
          More
          <span aria-hidden className="text-lg leading-none">
            ⋯
          </span>
        </>
      }
      triggerClassName={buttonClass("secondary", "min-h-12")}
    >
      {items.map((item) => (
        <MenuItem key={item.label} onSelect={item.onSelect}>
          {item.label}
        </MenuItem>
      ))}
    </Menu>
  );
}
