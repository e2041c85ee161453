"use client";

import type { ReactNode } from "react";
import type { Press } from "./use-tap-press";

export const KEY =
  "grid min-h-14 touch-manipulation place-items-center rounded-xl border-2 text-3xl font-bold tabular-nums select-none active:translate-y-px focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-fairway-600";
export const KEY_IDLE = "border-stone-400 bg-white text-stone-950 active:bg-stone-200 disabled:opacity-40";
export const ARROW =
  "grid size-12 shrink-0 touch-manipulation place-items-center rounded-xl border-2 border-stone-400 bg-white text-2xl font-bold text-stone-900 active:bg-stone-200 disabled:opacity-40";
const PLAIN_BUTTON =
  "min-h-12 touch-manipulation rounded-xl border-2 px-3 text-base font-bold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-fairway-600";

export function PanelButton({
  press,
  isStrong = false,
  children,
}: {
  press: Press;
  isStrong?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      {...press}
      className={`${PLAIN_BUTTON} ${isStrong ? "border-stone-950 bg-stone-950 text-white" : "border-stone-500 bg-white text-stone-950"}`}
    >
      {children}
    </button>
  );
}

const holeList = (holes: readonly number[]) =>
  holes.length === 1 ? `Hole ${holes[0]} has` : `Holes ${holes.slice(0, -1).join(", ")} and ${holes.at(-1)} have`;

/**
 * Where the keys were, once the last hole is entered: no hole is selected, so a stray tap changes nothing. A hole
 * left without a gross is one tap away; otherwise the last hole is.
 */
export function CardCompletePanel({
  missingHoles,
  press,
  onChooseHole,
  onBack,
}: {
  missingHoles: readonly number[];
  press: (action: () => void) => Press;
  onChooseHole: (holeNumber: number) => void;
  onBack: () => void;
}) {
  const firstMissing = missingHoles[0];
  return (
    <div className="flex min-h-46 flex-col items-center justify-center gap-3 rounded-xl border-2 border-fairway-700 bg-white p-3 text-center">
      <p className="text-base font-semibold text-stone-900">
        {firstMissing === undefined
          ? "Every hole has a score. Choose a hole on the card to change it."
          : `${holeList(missingHoles)} no score yet.`}
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        {firstMissing !== undefined ? (
          <PanelButton press={press(() => onChooseHole(firstMissing))} isStrong>
            Go to hole {firstMissing}
          </PanelButton>
        ) : null}
        <PanelButton press={press(onBack)}>Back to the last hole</PanelButton>
      </div>
    </div>
  );
}

export type SlipView = { holeNumber: number; gross: number; question: string };

/** A likely slip, asked once above the keys without stopping the next hole (docs/golf-rules.md#likely-slips). */
export function SlipQuestion({
  slip,
  press,
  onKeep,
  onChange,
}: {
  slip: SlipView;
  press: (action: () => void) => Press;
  onKeep: () => void;
  onChange: (holeNumber: number) => void;
}) {
  return (
    <div
      role="group"
      aria-label="Check a score"
      className="flex flex-wrap items-center gap-2 rounded-xl border-2 border-amber-600 bg-amber-50 p-2"
    >
      <p className="min-w-0 flex-1 text-lg font-bold text-stone-950">{slip.question}</p>
      <PanelButton press={press(onKeep)} isStrong>
        Keep {slip.gross}
      </PanelButton>
      <PanelButton press={press(() => onChange(slip.holeNumber))}>Change</PanelButton>
    </div>
  );
}
