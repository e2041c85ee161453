"use client";

import { useRef, useState } from "react";
import type { ReadyScorecard } from "@/lib/scoring/use-live-scorecard";
import { useCorrectionReason } from "./correction-reason";
import { usePreloadedParts } from "./lazy-parts";
import { canMarkNow } from "./marking-rights";
import { useCardMarking } from "./use-card-marking";

/**
 * What the newer card screen and the older mark screen both set up once the phone has read the card: its lazy parts
 * fetched ahead, the reason an admin gives for changing a signed card, the hole being marked (from the phone card's
 * resume hole, scrolled into view inside `container`), the hole whose history is open, and whether the viewer may
 * mark now. Every gross goes through the one save path with the reason (useLiveScorecard).
 */
type Options = {
  /** Where the marking opens instead of the card's resume hole (the play page's two cards open on the same hole). */
  startHole?: number;
  onEntered?: (holeNumber: number) => void;
};

export function useCardScreen(live: ReadyScorecard, { startHole, onEntered }: Options = {}) {
  const { card } = live;
  usePreloadedParts();
  const container = useRef<HTMLDivElement>(null);
  const correction = useCorrectionReason(card);
  const enterGross = (holeNumber: number, gross: number | null) =>
    live.enterGross(holeNumber, gross, correction.reason);
  const marking = useCardMarking(
    card.scores,
    startHole ?? live.resumeHole,
    enterGross,
    container,
    correction.isMissing,
    onEntered,
  );
  const [historyHole, setHistoryHole] = useState<number | null>(null);
  return {
    container,
    correction,
    enterGross,
    marking,
    historyHole,
    setHistoryHole,
    canMark: canMarkNow(card),
  };
}

export type CardScreenState = ReturnType<typeof useCardScreen>;
