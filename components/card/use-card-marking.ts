"use client";

import { type RefObject, useCallback, useEffect, useRef, useState } from "react";
import type { ScoreDto } from "@/lib/validation/scorecards";
import { firstOpenHole, nextHoleNumber, previousHoleNumber } from "./hole-order";

export type CardMarking = {
  currentHole: number;
  select: (holeNumber: number) => void;
  /** Saves the gross of the current hole at once and moves on to the next hole by number (docs/screens-and-api.md#playing-and-marking-a-card). */
  enter: (gross: number | null) => void;
  next: () => void;
  previous: () => void;
};

/**
 * The hole being marked, starting at the first without a gross. When it changes its row is scrolled into view
 * inside `container` (the rows keep clear of the sticky keypad with their scroll margin).
 */
export function useCardMarking(scores: readonly ScoreDto[], enterGross: (holeNumber: number, gross: number | null) => void, container: RefObject<HTMLElement | null>): CardMarking {
  const [currentHole, setCurrentHole] = useState(() => firstOpenHole(scores));
  const hasMoved = useRef(false);

  useEffect(() => {
    if (!hasMoved.current) return;
    container.current?.querySelector(`tr[data-hole="${currentHole}"]`)?.scrollIntoView({ block: "nearest", behavior: matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth" });
  }, [container, currentHole]);

  // Stable, so the card's rows (memoised) are not rendered again for a new function on every tap.
  const select = useCallback((holeNumber: number) => {
    hasMoved.current = true;
    setCurrentHole(holeNumber);
  }, []);
  return {
    currentHole,
    select,
    enter: (gross) => {
      enterGross(currentHole, gross);
      select(nextHoleNumber(scores, currentHole));
    },
    next: () => select(nextHoleNumber(scores, currentHole)),
    previous: () => select(previousHoleNumber(scores, currentHole)),
  };
}
