"use client";

import { type RefObject, useCallback, useEffect, useState } from "react";
import type { ScoreDto } from "@/lib/validation/scorecards";
import { nextHoleNumber, previousHoleNumber } from "./hole-order";

export type CardMarking = {
  currentHole: number;
  /** The person has not chosen a hole or tapped yet: the keypad is still on the hole it resumed at. */
  isAtStart: boolean;
  select: (holeNumber: number) => void;
  /** Saves the gross of the current hole at once and moves on to the next hole by number (docs/screens-and-api.md#playing-and-marking-a-card). */
  enter: (gross: number | null) => void;
  next: () => void;
  previous: () => void;
};

/**
 * The hole being marked, starting at `startHole` (the phone card's resume hole: mounted only once the phone's
 * outbox has been read). When it changes its row is scrolled into view inside `container` (the rows keep clear of
 * the sticky keypad with their scroll margin).
 */
export function useCardMarking(
  scores: readonly ScoreDto[],
  startHole: number,
  enterGross: (holeNumber: number, gross: number | null) => void,
  container: RefObject<HTMLElement | null>,
): CardMarking {
  const [currentHole, setCurrentHole] = useState(startHole);
  const [hasMoved, setMoved] = useState(false);

  useEffect(() => {
    if (!hasMoved) return;
    container.current?.querySelector(`tr[data-hole="${currentHole}"]`)?.scrollIntoView({
      block: "nearest",
      behavior: matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth",
    });
  }, [container, currentHole, hasMoved]);

  // Stable, so the card's rows (memoised) are not rendered again for a new function on every tap.
  const select = useCallback((holeNumber: number) => {
    setMoved(true);
    setCurrentHole(holeNumber);
  }, []);
  return {
    currentHole,
    isAtStart: !hasMoved,
    select,
    enter: (gross) => {
      enterGross(currentHole, gross);
      select(nextHoleNumber(scores, currentHole));
    },
    next: () => select(nextHoleNumber(scores, currentHole)),
    previous: () => select(previousHoleNumber(scores, currentHole)),
  };
}
