"use client";

import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import type { ReadyScorecard } from "@/lib/scoring/use-live-scorecard";
import { lastHoleNumber, nextHoleNumber, previousHoleNumber } from "./hole-order";
import type { KeypadFlow } from "./score-keypad";
import type { CardMarking } from "./use-card-marking";
import { type CardScreenState, useCardScreen } from "./use-card-screen";

/** The row the keypad enters into: the player's own gross or that of the player they mark. */
export type PairRow = "own" | "marked";

const grossAt = (live: ReadyScorecard, holeNumber: number) =>
  live.card.scores.find((score) => score.holeNumber === holeNumber)?.gross ?? null;

/**
 * The play page's two cards marked on one hole at a time (docs/screens-and-api.md#playing-and-marking-a-card):
 * the player's gross on hole N, then the marked player's on hole N, then the player's on the next hole. Each card
 * keeps its own marking and save path (useCardScreen); this only says which of them the keypad serves, and keeps
 * both on the hole shown. While `isActive` is false (the table view) each card is marked by itself, as before.
 */
export function useHolePair(own: ReadyScorecard, marked: ReadyScorecard, isActive: boolean) {
  const [startHole] = useState(own.resumeHole);
  const [row, setRow] = useState<PairRow>(() =>
    grossAt(own, startHole) !== null && grossAt(marked, startHole) === null ? "marked" : "own",
  );
  // Read when a gross is entered, after the render both markings came from.
  const pair = useRef<{ own?: CardMarking; marked?: CardMarking; isActive: boolean }>({ isActive });
  const ownScreen = useCardScreen(own, {
    onEntered: (holeNumber) => {
      if (!pair.current.isActive) return;
      pair.current.marked?.select(holeNumber);
      setRow("marked");
    },
  });
  const markedScreen = useCardScreen(marked, {
    startHole: isActive ? startHole : undefined,
    onEntered: (holeNumber) => {
      const next = nextHoleNumber(marked.card.scores, holeNumber);
      if (!pair.current.isActive || next === null) return;
      pair.current.own?.select(next);
      setRow("own");
    },
  });
  useEffect(() => {
    pair.current = { own: ownScreen.marking, marked: markedScreen.marking, isActive };
  });

  const screens: Record<PairRow, CardScreenState> = { own: ownScreen, marked: markedScreen };
  const selected = screens[row];
  const other = screens[row === "own" ? "marked" : "own"];
  const holeNumber = selected.marking.currentHole;
  const scores = own.card.scores;
  const goTo = (toHole: number, toRow: PairRow) => {
    ownScreen.marking.select(toHole);
    markedScreen.marking.select(toHole);
    setRow(toRow);
  };
  const previous = () =>
    goTo(
      selected.marking.isComplete ? (lastHoleNumber(scores) ?? holeNumber) : previousHoleNumber(scores, holeNumber),
      row,
    );
  const next = () => {
    const nextHole = nextHoleNumber(scores, holeNumber);
    if (nextHole !== null && !selected.marking.isComplete) goTo(nextHole, row);
  };
  // A likely slip on the card just left is still asked, above the keys now serving the other card.
  const slipOwner = selected.marking.flow.slip ? selected : other.marking.flow.slip ? other : null;
  const slipRow: PairRow = slipOwner === ownScreen ? "own" : "marked";
  const flow: KeypadFlow = {
    ...selected.marking.flow,
    slip: slipOwner?.marking.flow.slip ?? null,
    onKeepSlip: () => slipOwner?.marking.flow.onKeepSlip(),
    onChangeSlip: (slipHole) => {
      slipOwner?.marking.flow.onKeepSlip();
      goTo(slipHole, slipRow);
    },
    onChooseHole: (toHole) => goTo(toHole, row),
    onBack: previous,
  };

  return {
    ownScreen,
    markedScreen,
    row,
    holeNumber,
    /** The row chosen on the hole shown: the keypad enters into it next. */
    choose: (toRow: PairRow) => goTo(holeNumber, toRow),
    previous,
    next,
    flow,
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => selected.marking.onKeyDown(event),
  };
}

export type HolePair = ReturnType<typeof useHolePair>;
