"use client";

import type { ScoreDto } from "@/lib/validation/scorecards";
import { DigitKeys } from "./digit-keys";
import { ARROW, CardCompletePanel, SlipQuestion, type SlipView } from "./keypad-parts";
import { ScoreMark } from "./score-mark";
import { StrokeDots } from "./stroke-dots";
import { useTapPress } from "./use-tap-press";
import { SKIP_TARGET } from "./use-keypad-skip-link";

/** What the card's marking (use-card-marking.ts) adds to the keys: the end of the card, typing, a likely slip. */
export type KeypadFlow = {
  /** Past the last hole: the keys give way to "Card complete", so no tap can overwrite a hole. */
  isComplete: boolean;
  missingHoles: readonly number[];
  /** A digit typed on a keyboard, waiting for a second one (10–20). */
  typed: string;
  slip: SlipView | null;
  onKeepSlip: () => void;
  onChangeSlip: (holeNumber: number) => void;
  onChooseHole: (holeNumber: number) => void;
  /** Clears the current hole and stays on it. */
  onClear: () => void;
  onBack: () => void;
};

type Props = {
  hole: ScoreDto;
  isPending: boolean;
  /** A tap saves at once: 1–20, 0 for no score (picked up), null to clear the hole. */
  onEnter: (gross: number | null) => void;
  onPrevious: () => void;
  onNext: () => void;
  /** The keys wait (e.g. for an admin's reason to change a signed card); moving between holes still works. */
  isDisabled?: boolean;
  flow?: KeypadFlow;
  /** The hole view heads the keys with the hole (hole-header.tsx): the keys then show only its gross. */
  isHoleShownAbove?: boolean;
};

/**
 * The thumb's keypad for the current hole (docs/screens-and-api.md#playing-and-marking-a-card): big digits 1–9 and
 * 0 (no score); "10+" turns the keys into 10–20 for one tap, so a two-digit gross is two taps and never a typing
 * slip. Four keys a row keep it three rows tall, so on a phone the card still shows above it. Keys act when the
 * finger lifts (use-tap-press.ts); after the last hole the card is complete and the keys give way.
 */
export function ScoreKeypad({
  hole,
  isPending,
  onEnter,
  onPrevious,
  onNext,
  isDisabled = false,
  flow,
  isHoleShownAbove = false,
}: Props) {
  const press = useTapPress();
  const isComplete = flow?.isComplete ?? false;
  const typed = flow?.typed ?? "";
  const title = flow?.missingHoles.length ? "End of the card" : "Card complete";

  return (
    <section
      aria-label={isComplete ? `Keypad, ${title.toLowerCase()}` : `Keypad for hole ${hole.holeNumber}`}
      data-keypad=""
      {...{ [SKIP_TARGET]: "" }}
      tabIndex={-1}
      className="space-y-2 rounded-t-2xl border-2 border-stone-900 bg-stone-100 p-2 shadow-[0_-6px_16px_rgb(0_0_0/0.18)] [contain:layout] focus-visible:outline-3 focus-visible:outline-fairway-600 sm:rounded-2xl sm:p-3"
    >
      <div aria-live="polite">
        {flow?.slip ? (
          <SlipQuestion slip={flow.slip} press={press} onKeep={flow.onKeepSlip} onChange={flow.onChangeSlip} />
        ) : null}
      </div>
      <div className="flex items-center gap-2">
        <button type="button" {...press(onPrevious)} className={ARROW} aria-label="Previous hole">
          ‹
        </button>
        <div className="flex min-w-0 flex-1 items-center justify-center gap-3" aria-live="polite">
          {isComplete ? (
            <p className="text-2xl leading-tight font-black text-fairway-800">{title}</p>
          ) : (
            <>
              {isHoleShownAbove ? null : (
                <p className="text-left leading-tight">
                  <span className="block text-2xl font-black tabular-nums">Hole {hole.holeNumber}</span>
                  <span className="flex items-center gap-1.5 text-sm font-semibold text-stone-800 tabular-nums">
                    Par {hole.par} · <abbr title="Stroke index">SI</abbr> {hole.index}
                    <StrokeDots strokes={hole.strokes} />
                  </span>
                </p>
              )}
              {typed !== "" ? (
                <div
                  className="grid h-12 min-w-12 place-items-center rounded-lg border-2 border-dashed border-stone-900 bg-white px-1 text-2xl font-black tabular-nums"
                  aria-label={`Typed ${typed}, waiting for a second digit`}
                >
                  {typed}…
                </div>
              ) : (
                <div
                  className="flex min-w-12 items-center gap-2"
                  aria-label={`Gross ${hole.gross ?? "not entered"}${isPending ? ", waiting for signal" : ""}`}
                >
                  <span aria-hidden className="text-eyebrow text-stone-700 uppercase">
                    Gross
                  </span>
                  <span className="flex flex-col items-center">
                    <ScoreMark value={hole.gross} par={hole.par} isNoScore={hole.gross === 0} />
                    {isPending ? <span className="text-xs font-bold text-orange-800">waiting</span> : null}
                  </span>
                </div>
              )}
            </>
          )}
        </div>
        <button type="button" {...press(onNext)} className={ARROW} aria-label="Next hole" disabled={isComplete}>
          ›
        </button>
      </div>
      {isComplete && flow ? (
        <CardCompletePanel
          missingHoles={flow.missingHoles}
          press={press}
          onChooseHole={flow.onChooseHole}
          onBack={flow.onBack}
        />
      ) : (
        <DigitKeys
          hole={hole}
          press={press}
          isDisabled={isDisabled}
          onEnter={onEnter}
          onClear={() => (flow ? flow.onClear() : onEnter(null))}
        />
      )}
    </section>
  );
}
