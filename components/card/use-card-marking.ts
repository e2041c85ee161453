"use client";

import { type KeyboardEvent, type RefObject, useCallback, useEffect, useRef, useState } from "react";
import { isLikelySlip, slipQuestion } from "@/lib/golf/slip";
import type { ScoreDto } from "@/lib/validation/scorecards";
import { lastHoleNumber, nextHoleNumber, previousHoleNumber } from "./hole-order";
import type { KeypadFlow } from "./score-keypad";
import { useCardKeys } from "./use-card-keys";
import { useKeypadSkipLink } from "./use-keypad-skip-link";

export type CardMarking = {
  currentHole: number;
  /** The person has not chosen a hole or tapped yet: the keypad is still on the hole it resumed at. */
  isAtStart: boolean;
  /** Past the last hole: no hole is selected, so one more tap overwrites nothing until a hole is chosen. */
  isComplete: boolean;
  select: (holeNumber: number) => void;
  /** Saves the gross of the current hole at once and moves on to the next hole by number (docs/screens-and-api.md#playing-and-marking-a-card). */
  enter: (gross: number | null) => void;
  next: () => void;
  previous: () => void;
  /** For the element holding the card: the card's keyboard (use-card-keys.ts). */
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  /** The keypad's card-complete state, a typed digit waiting for its second, and a likely slip's question. */
  flow: KeypadFlow;
};

type Slip = { holeNumber: number; gross: number; par: number };

/**
 * The hole being marked, starting at `startHole` (the phone card's resume hole: mounted only once the phone's
 * outbox has been read). When it changes its row is scrolled into view inside `container` (the rows keep clear of
 * the sticky keypad with their scroll margin). After the last hole the card is complete rather than back on hole 1.
 */
export function useCardMarking(
  scores: readonly ScoreDto[],
  startHole: number,
  enterGross: (holeNumber: number, gross: number | null) => void,
  container: RefObject<HTMLElement | null>,
  /** The keys wait (an admin's reason to change a signed card): the keyboard waits with them. */
  isEntryBlocked = false,
  /** After a gross is entered on a hole, by a tap or a keyboard, and the marking has moved on. */
  onEntered?: (holeNumber: number) => void,
): CardMarking {
  const [currentHole, setCurrentHole] = useState(startHole);
  const [isComplete, setComplete] = useState(false);
  const [hasMoved, setMoved] = useState(false);
  const [slip, setSlip] = useState<Slip | null>(null);
  // Several entries may come from one key press ("2", "5": 2 here, 5 on the next hole), before a render.
  const position = useRef({ hole: startHole, isComplete: false });
  const asked = useRef(new Set<string>());
  // A digit still waiting for its second is dropped when another hole is chosen, not saved there.
  const cancelTyping = useRef<() => void>(() => undefined);
  useKeypadSkipLink();

  useEffect(() => {
    if (!hasMoved) return;
    const row = container.current?.querySelector(`tr[data-hole="${currentHole}"]`);
    if (!row) return;
    row.scrollIntoView({
      block: "nearest",
      behavior: matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth",
    });
  }, [container, currentHole, hasMoved]);

  const moveTo = useCallback((holeNumber: number, complete: boolean) => {
    position.current = { hole: holeNumber, isComplete: complete };
    setMoved(true);
    setCurrentHole(holeNumber);
    setComplete(complete);
  }, []);
  // Stable, so the card's rows (memoised) are not rendered again for a new function on every tap.
  const select = useCallback(
    (holeNumber: number) => {
      cancelTyping.current();
      moveTo(holeNumber, false);
    },
    [moveTo],
  );
  const moveOn = () => {
    const { hole } = position.current;
    const next = nextHoleNumber(scores, hole);
    moveTo(next ?? hole, next === null);
  };
  const previous = () => {
    const { hole, isComplete: wasComplete } = position.current;
    select(wasComplete ? (lastHoleNumber(scores) ?? hole) : previousHoleNumber(scores, hole));
  };
  const askAboutSlip = (holeNumber: number, gross: number | null) => {
    const par = scores.find((score) => score.holeNumber === holeNumber)?.par;
    const key = `${holeNumber}:${gross}`;
    if (gross === null || par === undefined || !isLikelySlip(gross, par) || asked.current.has(key)) return;
    asked.current.add(key);
    setSlip({ holeNumber, gross, par });
  };
  const enter = (gross: number | null) => {
    const { hole, isComplete: wasComplete } = position.current;
    if (wasComplete || isEntryBlocked) return;
    enterGross(hole, gross);
    askAboutSlip(hole, gross);
    moveOn();
    onEntered?.(hole);
  };
  const clear = () => {
    const { hole, isComplete: wasComplete } = position.current;
    if (!wasComplete && !isEntryBlocked) enterGross(hole, null);
  };
  const keys = useCardKeys({
    enter,
    clear,
    next: () => (position.current.isComplete ? undefined : moveOn()),
    previous,
    canEnter: !isComplete && !isEntryBlocked,
  });
  useEffect(() => {
    cancelTyping.current = keys.cancelWaiting;
  }, [keys.cancelWaiting]);
  // A question about a number that is no longer on the card (changed since) has nothing left to ask.
  const isSlipStanding =
    slip !== null && scores.find((score) => score.holeNumber === slip.holeNumber)?.gross === slip.gross;

  return {
    currentHole,
    isAtStart: !hasMoved,
    isComplete,
    select,
    enter,
    next: () => {
      keys.cancelWaiting();
      if (!position.current.isComplete) moveOn();
    },
    previous,
    onKeyDown: keys.onKeyDown,
    flow: {
      isComplete,
      missingHoles: scores.filter((score) => score.gross === null).map((score) => score.holeNumber),
      typed: keys.waiting,
      slip: isSlipStanding ? { ...slip, question: slipQuestion(slip.holeNumber, slip.gross, slip.par) } : null,
      onKeepSlip: () => setSlip(null),
      onChangeSlip: (holeNumber) => {
        setSlip(null);
        select(holeNumber);
      },
      onChooseHole: select,
      onClear: clear,
      onBack: previous,
    },
  };
}
