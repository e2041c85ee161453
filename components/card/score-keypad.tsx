"use client";

import { useState } from "react";
import { GROSS_MAX } from "@/lib/validation/scorecards";
import type { ScoreDto } from "@/lib/validation/scorecards";
import { HoleHeader } from "../ui/hole-header";
import { ScoreMark } from "./score-mark";
import { StrokeDots } from "./stroke-dots";

type Props = {
  hole: ScoreDto;
  isPending: boolean;
  /** A tap saves at once: 1–20, 0 for no score (picked up), null to clear the hole. */
  onEnter: (gross: number | null) => void;
  onPrevious: () => void;
  onNext: () => void;
  /** The keys wait (e.g. for an admin's reason to change a signed card); moving between holes still works. */
  isDisabled?: boolean;
};

const LOW = [1, 2, 3, 4, 5, 6, 7, 8, 9];
const HIGH = Array.from({ length: GROSS_MAX - 9 }, (_, at) => at + 10);
const KEY =
  "grid min-h-14 place-items-center rounded-xl border-2 text-3xl font-bold tabular-nums select-none active:translate-y-px focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-fairway-600";
const KEY_IDLE = "border-stone-400 bg-white text-stone-950 active:bg-stone-200 disabled:opacity-40";
const KEY_CHOSEN =
  "border-stone-950 bg-stone-950 text-white forced-colors:border-[Highlight] forced-colors:outline-3 forced-colors:outline-[Highlight]";
const ARROW =
  "grid size-12 shrink-0 place-items-center rounded-xl border-2 border-stone-400 bg-white text-2xl font-bold text-stone-900 active:bg-stone-200";

/**
 * The thumb's keypad for the current hole (docs/screens-and-api.md#playing-and-marking-a-card): big digits 1–9 and 0 (no score); "10+" turns the
 * keys into 10–20 for one tap, so a two-digit gross is two taps and never a typing slip. Four keys a row keep it
 * three rows tall, so on a phone the card still shows above it.
 */
export function ScoreKeypad({ hole, isPending, onEnter, onPrevious, onNext, isDisabled = false }: Props) {
  const [isHigh, setHigh] = useState(false);
  const enter = (gross: number | null) => {
    setHigh(false);
    onEnter(gross);
  };
  const keyClass = (gross: number) => `${KEY} ${hole.gross === gross ? KEY_CHOSEN : KEY_IDLE}`;

  return (
    <section
      aria-label={`Keypad for hole ${hole.holeNumber}`}
      className="space-y-2 rounded-t-2xl border-2 border-stone-900 bg-stone-100 p-2 shadow-[0_-6px_16px_rgb(0_0_0/0.18)] sm:rounded-2xl sm:p-3"
    >
      <div className="flex items-center gap-2">
        <button type="button" onClick={onPrevious} className={ARROW} aria-label="Previous hole">
          ‹
        </button>
        <div className="min-w-0 flex-1 text-center" aria-live="polite">
          <HoleHeader
            holeNumber={hole.holeNumber}
            par={hole.par}
            strokeIndex={hole.index}
            strokes={<StrokeDots strokes={hole.strokes} />}
          />
        </div>
        <div
          className="flex min-w-12 flex-col items-center"
          aria-label={`Gross ${hole.gross ?? "not entered"}${isPending ? ", waiting for signal" : ""}`}
        >
          <ScoreMark value={hole.gross} par={hole.par} isNoScore={hole.gross === 0} />
          {isPending ? <span className="text-xs font-bold text-orange-800">waiting</span> : null}
        </div>
        <button type="button" onClick={onNext} className={ARROW} aria-label="Next hole">
          ›
        </button>
      </div>
      <fieldset disabled={isDisabled} className="grid grid-cols-4 gap-2">
        {(isHigh ? HIGH : LOW).map((gross) => (
          <button
            key={gross}
            type="button"
            className={keyClass(gross)}
            aria-pressed={hole.gross === gross}
            onClick={() => enter(gross)}
          >
            {gross}
          </button>
        ))}
        {isHigh ? (
          <button type="button" className={`${KEY} ${KEY_IDLE} text-xl`} onClick={() => setHigh(false)}>
            1–9
          </button>
        ) : (
          <>
            <button
              type="button"
              className={`${keyClass(0)} flex flex-col gap-0 leading-none`}
              aria-pressed={hole.gross === 0}
              onClick={() => enter(0)}
            >
              0 <span className="text-xs font-semibold">no score</span>
            </button>
            <button
              type="button"
              className={`${KEY} ${KEY_IDLE} text-2xl`}
              onClick={() => setHigh(true)}
              aria-label="10 or more"
            >
              10+
            </button>
            <button
              type="button"
              className={`${KEY} ${KEY_IDLE} text-lg`}
              onClick={() => enter(null)}
              aria-label={`Clear hole ${hole.holeNumber}`}
              disabled={hole.gross === null}
            >
              Clear
            </button>
          </>
        )}
      </fieldset>
    </section>
  );
}
