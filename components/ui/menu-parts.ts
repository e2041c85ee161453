"use client";

import type { Route } from "next";
import { createContext, type ReactNode } from "react";

export type MenuItemProps = { onSelect: () => void; className?: string; children: ReactNode };
export type MenuLinkProps = { href: Route; className?: string; children: ReactNode };

/**
 * A menu's items as drawn by Radix, handed down by the open menu (./radix-menu.tsx) to the `MenuItem`s and
 * `MenuLink`s of ./menu.tsx: items are only drawn inside an open menu, so pages that list them never import Radix.
 */
export const MenuPartsContext = createContext<{
  Item: (props: MenuItemProps) => ReactNode;
  Link: (props: MenuLinkProps) => ReactNode;
} | null>(null);
