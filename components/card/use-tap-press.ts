"use client";

import { type PointerEvent, type TouchEvent, useCallback, useEffect, useRef } from "react";

export type Press = {
  onPointerDown: (event: PointerEvent<HTMLButtonElement>) => void;
  onPointerUp: (event: PointerEvent<HTMLButtonElement>) => void;
  onPointerCancel: () => void;
  onTouchEnd: (event: TouchEvent<HTMLButtonElement>) => void;
  onClick: () => void;
};

const isOver = (event: PointerEvent<HTMLElement>, element: HTMLElement) => {
  const box = element.getBoundingClientRect();
  return (
    event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom
  );
};

/**
 * Keys that act when the finger or button lifts (pointer-up) instead of on the click the browser sends after it:
 * a touch's click comes late, and by then the key under the finger may be another one (the keypad has moved on,
 * "10+" has turned into "20"). That following click is swallowed wherever it lands, once; a click from the keyboard
 * (Enter, Space: detail 0) or assistive technology with no pointer before it acts as a click. A finger's lift that
 * acted also cancels its touchend, so the browser makes no tap gesture of it at all: no mouse events and no click
 * to handle before the new number is painted (tap → paint, bench/http/card-page.ts).
 */
export function useTapPress(): (action: () => void) => Press {
  const pressed = useRef<HTMLButtonElement | null>(null);
  const acted = useRef<HTMLButtonElement | null>(null);
  const stopSwallowing = useRef<() => void>(() => undefined);

  useEffect(() => () => stopSwallowing.current(), []);

  const swallowNextClick = useCallback(() => {
    stopSwallowing.current();
    const swallow = (event: MouseEvent) => {
      stop();
      if (event.detail === 0) return;
      event.preventDefault();
      event.stopPropagation();
    };
    // A new gesture means the lift's click is not coming (the pointer slid away): nothing more to swallow.
    const stop = () => {
      window.removeEventListener("click", swallow, true);
      window.removeEventListener("pointerdown", stop, true);
    };
    window.addEventListener("click", swallow, true);
    window.addEventListener("pointerdown", stop, true);
    stopSwallowing.current = stop;
  }, []);

  return useCallback(
    (action: () => void) => ({
      onPointerDown: (event) => {
        acted.current = null;
        pressed.current = event.button === 0 ? event.currentTarget : null;
      },
      onPointerUp: (event) => {
        const key = event.currentTarget;
        const wasPressed = pressed.current === key;
        pressed.current = null;
        if (!wasPressed || key.disabled || !isOver(event, key)) return;
        swallowNextClick();
        acted.current = key;
        action();
      },
      onPointerCancel: () => {
        pressed.current = null;
      },
      // Browsers send a touch's pointerup before its touchend; where one does not, the click is still swallowed.
      onTouchEnd: (event) => {
        const wasActed = acted.current === event.currentTarget;
        acted.current = null;
        if (wasActed && event.cancelable) event.preventDefault();
      },
      onClick: action,
    }),
    [swallowNextClick],
  );
}
