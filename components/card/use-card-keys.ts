"use client";

import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from "react";
import { SECOND_DIGIT_WAIT_MS, typeDigit } from "./keypad-typing";

type Moves = {
  /** Saves a gross on the current hole and moves on, like a key of the keypad. */
  enter: (gross: number) => void;
  clear: () => void;
  next: () => void;
  previous: () => void;
  /** False past the last hole, or while the keys wait (an admin's reason): digits, Backspace and Enter do nothing. */
  canEnter: boolean;
};

/** Where a key keeps its own meaning: typing in a box, a tab list, a menu. Dialogs without a keypad in them. */
const OWN_KEYS = "input, textarea, select, [contenteditable], [role=tab], [role=menuitem], [role=radio], [role=option]";
const CONTROL = "button, a[href], summary";

function isForTheCard(target: HTMLElement): boolean {
  if (target.closest(OWN_KEYS)) return false;
  const dialog = target.closest("[role=dialog], [role=alertdialog]");
  return !dialog || dialog.querySelector("[data-keypad]") !== null;
}

/**
 * The card's keyboard (docs/screens-and-api.md#typing-a-card-on-a-keyboard), for the element that holds the card
 * and its keypad: digits enter the current hole (1 and 2 wait a moment for a second digit: 10–20), Backspace
 * clears, the arrows move between holes, Enter saves what waits or moves on. Enter and Space on a button still
 * press it.
 */
export function useCardKeys(moves: Moves) {
  const [waiting, setWaiting] = useState("");
  // Read by the second-digit timer and by keys pressed before the next render.
  const typedRef = useRef("");
  const latestMoves = useRef(moves);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    latestMoves.current = moves;
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  const wait = useCallback((typed: string) => {
    clearTimeout(timer.current);
    typedRef.current = typed;
    setWaiting(typed);
    if (typed === "") return;
    timer.current = setTimeout(() => {
      typedRef.current = "";
      setWaiting("");
      latestMoves.current.enter(Number(typed));
    }, SECOND_DIGIT_WAIT_MS);
  }, []);
  const cancelWaiting = useCallback(() => wait(""), [wait]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || !isForTheCard(target)) return;
    const isOnControl = target.closest(CONTROL) !== null;
    const now = moves;
    const typed = typedRef.current;
    const act = (action: () => void) => {
      event.preventDefault();
      action();
    };
    if (/^\d$/.test(event.key)) {
      if (!now.canEnter) return;
      act(() => {
        const typing = typeDigit(typed, Number(event.key));
        for (const gross of typing.entered) now.enter(gross);
        wait(typing.waiting);
      });
    } else if (event.key === "Enter" && (typed !== "" || !isOnControl)) {
      act(() => {
        wait("");
        if (typed !== "") now.enter(Number(typed));
        else if (now.canEnter) now.next();
      });
    } else if (event.key === "Backspace" || event.key === "Delete") {
      act(() => (typed !== "" ? wait("") : now.canEnter ? now.clear() : undefined));
    } else if (event.key === "Escape" && typed !== "") {
      act(() => wait(""));
    } else if (event.key === "ArrowRight" || event.key === "ArrowDown") {
      act(() => {
        wait("");
        now.next();
      });
    } else if (event.key === "ArrowLeft" || event.key === "ArrowUp") {
      act(() => {
        wait("");
        now.previous();
      });
    }
  };

  return { onKeyDown, waiting, cancelWaiting };
}
