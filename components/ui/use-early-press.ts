"use client";

import { type RefObject, useEffect, useEffectEvent } from "react";
import { PRESSED_EARLY } from "./early-press";

/**
 * Acts once, when the element first runs, on a press it received before the page's script had loaded
 * (./early-press.ts). The element carries `data-early-press`; `onPress` must be what the press means from the
 * state the page was served in (open the menu), not a toggle of the current state.
 */
export function useEarlyPress(element: RefObject<HTMLElement | null>, onPress: () => void) {
  const act = useEffectEvent(onPress);
  useEffect(() => {
    const pressed = element.current;
    if (!pressed?.hasAttribute(PRESSED_EARLY)) return;
    pressed.removeAttribute(PRESSED_EARLY);
    act();
  }, [element]);
}
