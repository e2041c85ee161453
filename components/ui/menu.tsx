"use client";

import { type KeyboardEvent, type PointerEvent, type ReactNode, useContext, useEffect, useRef, useState } from "react";
import { afterPageLoad } from "../scoring/after-page-load";
import { keepsEarlyPress } from "./early-press";
import { type MenuItemProps, type MenuLinkProps, MenuPartsContext } from "./menu-parts";
import { useEarlyPress } from "./use-early-press";

type RadixMenuModule = typeof import("./radix-menu");

export type MenuProps = {
  /** Names the list of actions ("Card actions", "Actions for Grace Holt"). */
  label: string;
  /** The button's face; its accessible name is the face unless `triggerLabel` names it. */
  trigger: ReactNode;
  triggerLabel?: string;
  triggerClassName: string;
  /** `MenuItem`s and `MenuLink`s. */
  children: ReactNode;
};

/** How a menu was asked to open before its code arrived: Radix opens the same way once it has. */
export type OpenedBy = "pointer" | "keyboard";

let loaded: RadixMenuModule | undefined;
const loadRadixMenu = () =>
  import("./radix-menu").then((module) => {
    loaded = module;
    return module;
  });

// The keys that open Radix's menu from its button.
const OPENING_KEYS = new Set(["Enter", " ", "ArrowDown"]);

/**
 * The one way to put secondary actions behind a button (a card's More, a player row's ⋯), on Radix's menu
 * (./radix-menu.tsx). Radix's menu is about a sixth of a scoring page's JavaScript and nothing needs it for the
 * first paint, so the page shows the button alone and fetches the menu once it has loaded and is idle (so the
 * service worker keeps it for a reload with no signal), or at once when the button is pressed first; a press
 * before the code has arrived opens the menu as soon as it has, and so does a press before the page's own script ran
 * (./early-press.ts).
 */
export function Menu(props: MenuProps) {
  const [radix, setRadix] = useState<RadixMenuModule | undefined>(loaded);
  const [openedBy, setOpenedBy] = useState<OpenedBy | undefined>();
  const button = useRef<HTMLButtonElement>(null);
  // Radix's button replaces this one: focus moves with it, so a keyboard user tabbed onto it keeps their place.
  const [hadFocus, setHadFocus] = useState(false);
  useEffect(() => {
    if (radix) return;
    let isMounted = true;
    const load = () =>
      void loadRadixMenu().then((module) => {
        if (!isMounted) return;
        setHadFocus(document.activeElement === button.current);
        setRadix(module);
      });
    const cancel = afterPageLoad(load);
    return () => {
      isMounted = false;
      cancel();
    };
  }, [radix]);
  const open = (by: OpenedBy) => {
    setOpenedBy(by);
    void loadRadixMenu().then(setRadix);
  };
  useEarlyPress(button, () => open("pointer"));
  if (radix) return <radix.RadixMenu {...props} openedBy={openedBy} focusTrigger={hadFocus} />;
  return (
    <button
      ref={button}
      type="button"
      className={props.triggerClassName}
      aria-label={props.triggerLabel}
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      {...keepsEarlyPress("pointerdown")}
      onPointerDown={(event: PointerEvent) => {
        if (event.button === 0 && !event.ctrlKey) open("pointer");
      }}
      onKeyDown={(event: KeyboardEvent) => {
        if (!OPENING_KEYS.has(event.key)) return;
        event.preventDefault();
        open("keyboard");
      }}
    >
      {props.trigger}
    </button>
  );
}

export function MenuItem(props: MenuItemProps) {
  const parts = useContext(MenuPartsContext);
  return parts ? <parts.Item {...props} /> : null;
}

export function MenuLink(props: MenuLinkProps) {
  const parts = useContext(MenuPartsContext);
  return parts ? <parts.Link {...props} /> : null;
}
