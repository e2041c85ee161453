"use client";

import { type CourseYards, holeYards } from "@/lib/courses/tee-yards";
import type { ReadyScorecard } from "@/lib/scoring/use-live-scorecard";
import { CardViewToggle } from "./card-view-toggle";
import { HoleHeader } from "./hole-header";
import { ResumeStatus } from "./resume-status";
import { ScoreKeypad } from "./score-keypad";
import { ScoreMark } from "./score-mark";
import { StrokeDots } from "./stroke-dots";
import { SyncStatus } from "./sync-status";
import { useCardView } from "./use-card-view";
import type { HolePair as Pair, PairRow } from "./use-hole-pair";

const ROW =
  "flex min-h-14 w-full items-center gap-3 rounded-xl border-2 px-3 text-left text-lg font-bold touch-manipulation focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-fairway-600";
const ROW_CHOSEN =
  "border-stone-950 bg-white shadow-panel ring-2 ring-stone-950 forced-colors:outline-3 forced-colors:outline-[Highlight]";
const ROW_IDLE = "border-stone-300 bg-surface-raised text-stone-800";

type Props = { pair: Pair; own: ReadyScorecard; marked: ReadyScorecard; courseYards: CourseYards };

/**
 * The play page's hole view: the hole once, both players' gross on it (the row the keys enter into chosen), the
 * signal of both cards' saves and one keypad (useHolePair says which card it serves). The hole is the chosen card's:
 * its strokes and its yards from the tees that card's player plays.
 */
export function HolePair({ pair, own, marked, courseYards }: Props) {
  const [view, setView] = useCardView();
  const cards: Record<PairRow, ReadyScorecard> = { own, marked };
  const selected = cards[pair.row];
  const hole = selected.card.scores.find((score) => score.holeNumber === pair.holeNumber);
  if (!hole) return null;
  const rows = [
    { row: "own" as const, name: "You" },
    { row: "marked" as const, name: marked.player.fullName.split(" ")[0] ?? marked.player.fullName },
  ];
  const savedTimes = [own.lastSavedAt, marked.lastSavedAt].filter((time) => time !== null);
  const isResumed = own.isResuming && pair.ownScreen.marking.isAtStart;

  return (
    <div className="z-10 -mx-4 flex flex-col gap-2 sm:mx-0 lg:sticky lg:top-20 lg:col-start-2 lg:row-start-1 lg:self-start">
      <div className="mx-2 sm:mx-0">
        <CardViewToggle view={view} onChange={setView} />
      </div>
      <div className="mx-2 flex flex-col gap-2 sm:mx-0">
        <HoleHeader
          holeNumber={hole.holeNumber}
          par={hole.par}
          strokeIndex={hole.index}
          strokes={hole.strokes}
          yards={holeYards(courseYards, selected.card.teeName, hole.holeNumber)}
        />
        {isResumed ? <ResumeStatus holeNumber={pair.holeNumber} isCompact /> : null}
        <div role="group" aria-label={`Gross on hole ${pair.holeNumber}`} className="grid grid-cols-2 gap-2">
          {rows.map(({ row, name }) => {
            const score = cards[row].card.scores.find((each) => each.holeNumber === pair.holeNumber);
            const isPending = cards[row].pendingHoles.has(pair.holeNumber);
            return (
              <button
                key={row}
                type="button"
                aria-pressed={pair.row === row}
                className={`${ROW} ${pair.row === row ? ROW_CHOSEN : ROW_IDLE}`}
                onClick={() => pair.choose(row)}
              >
                <span className="flex min-w-0 flex-1 items-center gap-1.5">
                  <span className="truncate">{name}</span>
                  {score ? <StrokeDots strokes={score.strokes} /> : null}
                </span>
                {score ? (
                  <span className="flex flex-col items-center">
                    <ScoreMark value={score.gross} par={score.par} isNoScore={score.gross === 0} />
                    {isPending ? <span className="text-xs font-bold text-orange-800">waiting</span> : null}
                  </span>
                ) : null}
              </button>
            );
          })}
        </div>
      </div>
      <div>
        <SyncStatus
          waitingCount={own.waitingCount + marked.waitingCount}
          isOnline={own.isOnline && marked.isOnline}
          lastSavedAt={savedTimes.length > 0 ? Math.max(...savedTimes) : null}
        />
        <ScoreKeypad
          hole={hole}
          isPending={selected.pendingHoles.has(hole.holeNumber)}
          onEnter={(gross) => (pair.row === "own" ? pair.ownScreen : pair.markedScreen).marking.enter(gross)}
          onPrevious={pair.previous}
          onNext={pair.next}
          isDisabled={(pair.row === "own" ? pair.ownScreen : pair.markedScreen).correction.isMissing}
          flow={pair.flow}
          isHoleShownAbove
        />
      </div>
    </div>
  );
}
