"use client";

import { useState } from "react";
import { GROSS_MAX } from "@/lib/validation/gross";
import { type ScoreDto } from "@/lib/validation/scorecards";
import { KEY, KEY_IDLE } from "./keypad-parts";
import type { Press } from "./use-tap-press";

const LOW = [1, 2, 3, 4, 5, 6, 7, 8, 9];
const HIGH = Array.from({ length: GROSS_MAX - 9 }, (_, at) => at + 10);
const KEY_CHOSEN =
  "border-stone-950 bg-stone-950 text-white forced-colors:border-[Highlight] forced-colors:outline-3 forced-colors:outline-[Highlight]";

type Props = {
  hole: Pick<ScoreDto, "holeNumber" | "gross">;
  press: (action: () => void) => Press;
  isDisabled: boolean;
  onEnter: (gross: number) => void;
  onClear: () => void;
};

/** The keypad's keys: 1–9, 0 (no score), "10+" (10–20 for one tap) and Clear, four a row. */
export function DigitKeys({ hole, press, isDisabled, onEnter, onClear }: Props) {
  const [isHigh, setHigh] = useState(false);
  const enter = (gross: number) => {
    setHigh(false);
    onEnter(gross);
  };
  const keyClass = (gross: number) => `${KEY} ${hole.gross === gross ? KEY_CHOSEN : KEY_IDLE}`;
  return (
    <fieldset disabled={isDisabled} className="grid grid-cols-4 gap-2">
      {(isHigh ? HIGH : LOW).map((gross) => (
        <button
          key={gross}
          type="button"
          className={keyClass(gross)}
          aria-pressed={hole.gross === gross}
          {...press(() => enter(gross))}
        >
          {gross}
        </button>
      ))}
      {isHigh ? (
        <button type="button" className={`${KEY} ${KEY_IDLE} text-xl`} {...press(() => setHigh(false))}>
          1–9
        </button>
      ) : (
        <>
          <button
            type="button"
            className={`${keyClass(0)} flex flex-col gap-0 leading-none`}
            aria-pressed={hole.gross === 0}
            {...press(() => enter(0))}
          >
            0 <span className="text-xs font-semibold">no score</span>
          </button>
          <button
            type="button"
            className={`${KEY} ${KEY_IDLE} text-2xl`}
            {...press(() => setHigh(true))}
            aria-label="10+, 10 or more"
          >
            10+
          </button>
          <button
            type="button"
            className={`${KEY} ${KEY_IDLE} text-lg`}
            {...press(onClear)}
            aria-label={`Clear hole ${hole.holeNumber}`}
            disabled={hole.gross === null}
          >
            Clear
          </button>
        </>
      )}
    </fieldset>
  );
}
