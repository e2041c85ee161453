"use client";

import { useEffect } from "react";

/** What the skip link moves focus to: the keypad, or on the older mark screen the button that opens it. */
export const SKIP_TARGET = "data-keypad-target";
const LINK_ID = "skip-to-keypad";
const TARGET_ID = "keypad";
const LINK_CLASS =
  "sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60] focus:rounded-lg focus:bg-stone-950 focus:px-4 focus:py-3 focus:text-lg focus:font-bold focus:text-white focus:outline-3 focus:outline-amber-400";

const isShown = (element: HTMLElement) =>
  typeof element.checkVisibility === "function" ? element.checkVisibility() : element.offsetParent !== null;

/**
 * Names the keypad on screen as the link's target (`#keypad`): the link needs a target in the page, and two cards
 * marked on one page have a keypad each, one of them hidden, so the name moves to the one shown.
 */
function nameShownTarget(): HTMLElement | undefined {
  const target = [...document.querySelectorAll<HTMLElement>(`[${SKIP_TARGET}]`)].find(isShown);
  const named = document.getElementById(TARGET_ID);
  if (named !== target) named?.removeAttribute("id");
  if (target) target.id = TARGET_ID;
  return target;
}

function skipToKeypad(event: MouseEvent) {
  event.preventDefault();
  const target = nameShownTarget();
  target?.focus();
  target?.scrollIntoView({ block: "nearest" });
}

/**
 * "Skip to keypad", the first stop of Tab on a page that marks a card (without it the keys are some thirty Tabs away). It
 * goes before the site's navigation, which the root layout renders ahead of any page, so it is put at the start of
 * the body while a card is being marked; two cards marked on one page (event/play) share it, and it goes to the
 * keypad on screen.
 */
export function useKeypadSkipLink() {
  useEffect(() => {
    const existing = document.getElementById(LINK_ID);
    const link = existing ?? document.createElement("a");
    if (!existing) {
      link.id = LINK_ID;
      link.setAttribute("href", `#${TARGET_ID}`);
      link.className = LINK_CLASS;
      link.textContent = "Skip to keypad";
      link.addEventListener("click", skipToKeypad);
      link.addEventListener("focus", nameShownTarget);
      document.body.prepend(link);
    }
    link.dataset.users = String(Number(link.dataset.users ?? 0) + 1);
    nameShownTarget();
    return () => {
      const users = Number(link.dataset.users) - 1;
      link.dataset.users = String(users);
      if (users > 0) return;
      link.remove();
      document.getElementById(TARGET_ID)?.removeAttribute("id");
    };
  }, []);
}
