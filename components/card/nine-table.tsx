"use client";

import { memo } from "react";
import { type CardTotal } from "@/lib/golf/card";
import { NO_RETURN } from "@/lib/golf/constants";
import type { ScoreDto } from "@/lib/validation/scorecards";
import { Table, TableBody } from "../ui/table";
import { PointsMark, ScoreMark } from "./score-mark";
import { StrokeDots } from "./stroke-dots";

export type NineTotals = { gross: CardTotal; nett: CardTotal; points: number };

type Props = {
  title: "Out" | "In";
  scores: ScoreDto[];
  totals: NineTotals;
  currentHole: number | null;
  pendingHoles: ReadonlySet<number>;
  mismatchHoles: ReadonlySet<number>;
  /** Choosing a hole: marking selects it, viewing may open its history; without it the rows are plain. */
  onChooseHole?: (holeNumber: number) => void;
  chooseLabel?: string;
};

// Layout containment: a new number in one cell is laid out inside that cell (tap → paint).
const CELL = "px-1.5 py-0.5 text-center [contain:layout] sm:px-2";
const HEAD = `${CELL} py-2 font-semibold`;

/** One nine of a card, a hole a row (so it fits a phone's width), with its total row: 'NR' when a hole has no score. */
export function NineTable({
  title,
  scores,
  totals,
  currentHole,
  pendingHoles,
  mismatchHoles,
  onChooseHole,
  chooseLabel = "Mark hole",
}: Props) {
  const par = scores.reduce((sum, score) => sum + score.par, 0);
  return (
    <Table caption={`${title}: holes ${scores[0]?.holeNumber ?? ""} to ${scores.at(-1)?.holeNumber ?? ""}`}>
      <thead className="border-b-2 border-sand-300 bg-sand-50 text-eyebrow text-sand-700 uppercase">
        <tr>
          <th scope="col" className={HEAD}>
            Hole
          </th>
          <th scope="col" className={HEAD}>
            <abbr title="Stroke index" className="no-underline">
              SI
            </abbr>
          </th>
          <th scope="col" className={HEAD}>
            Par
          </th>
          <th scope="col" className={HEAD}>
            Gross
          </th>
          <th scope="col" className={HEAD}>
            Nett
          </th>
          <th scope="col" className={HEAD}>
            <abbr title="Stableford points" className="no-underline">
              Pts
            </abbr>
          </th>
        </tr>
      </thead>
      <TableBody>
        {scores.map((score) => (
          <HoleRow
            key={score.holeNumber}
            holeNumber={score.holeNumber}
            index={score.index}
            strokes={score.strokes}
            par={score.par}
            gross={score.gross}
            nett={score.nett}
            points={score.points}
            isCurrent={score.holeNumber === currentHole}
            isPending={pendingHoles.has(score.holeNumber)}
            isMismatch={mismatchHoles.has(score.holeNumber)}
            onChooseHole={onChooseHole}
            chooseLabel={chooseLabel}
          />
        ))}
      </TableBody>
      <tfoot className="border-t-2 border-sand-300 bg-sand-50 text-lg font-bold tabular-nums text-ink">
        <tr>
          <th scope="row" className={`${CELL} py-2`}>
            {title}
          </th>
          <td className={CELL} />
          <td className={CELL}>{par}</td>
          <td className={CELL}>
            <Total value={totals.gross} />
          </td>
          <td className={CELL}>
            <Total value={totals.nett} />
          </td>
          <td className={CELL}>{totals.points}</td>
        </tr>
      </tfoot>
    </Table>
  );
}

type HoleRowProps = Pick<ScoreDto, "holeNumber" | "index" | "strokes" | "par" | "gross" | "nett" | "points"> & {
  isCurrent: boolean;
  isPending: boolean;
  isMismatch: boolean;
  onChooseHole?: (holeNumber: number) => void;
  chooseLabel: string;
};

/**
 * One hole's row. A tap changes one hole's numbers and moves the current hole, so each row takes only what it shows
 * and skips rendering when none of it changed: the other sixteen rows cost nothing before the new number is painted.
 */
const HoleRow = memo(function HoleRow({
  holeNumber,
  index,
  strokes,
  par,
  gross,
  nett,
  points,
  isCurrent,
  isPending,
  isMismatch,
  onChooseHole,
  chooseLabel,
}: HoleRowProps) {
  const isNoScore = gross === 0;
  return (
    <tr
      data-hole={holeNumber}
      aria-current={isCurrent ? "step" : undefined}
      onClick={onChooseHole ? () => onChooseHole(holeNumber) : undefined}
      className={`scroll-mt-24 scroll-mb-[23rem] lg:scroll-mb-4 ${onChooseHole ? "cursor-pointer" : ""} ${isCurrent ? "bg-highlight-soft shadow-[inset_5px_0_0_var(--color-highlight)] forced-colors:outline-3 forced-colors:-outline-offset-3 forced-colors:outline-[Highlight]" : ""}`}
    >
      <th scope="row" className={`${CELL} font-bold`}>
        {onChooseHole ? (
          <button
            type="button"
            aria-label={`${chooseLabel} ${holeNumber}`}
            aria-pressed={isCurrent}
            className={`mx-auto grid size-12 place-items-center rounded-full text-lg focus-visible:outline-3 focus-visible:outline-accent ${isCurrent ? "bg-accent-strong text-on-accent forced-colors:border-2 forced-colors:border-[Highlight]" : "text-stone-900 hover:bg-stone-200"}`}
          >
            {holeNumber}
          </button>
        ) : (
          <span className="grid min-h-12 place-items-center text-lg">{holeNumber}</span>
        )}
      </th>
      <td className={`${CELL} tabular-nums text-stone-800`}>
        <span className="inline-flex flex-col items-center gap-0.5">
          {index}
          <StrokeDots strokes={strokes} />
        </span>
      </td>
      <td className={`${CELL} text-lg tabular-nums text-stone-800`}>{par}</td>
      <td className={`${CELL} relative`}>
        <ScoreMark value={gross} par={par} isNoScore={isNoScore} />
        {isPending ? <PendingDot /> : null}
        {isMismatch ? (
          <span className="ml-0.5 font-black text-over-par" title="Player and marker differ">
            ≠<span className="sr-only"> player and marker differ</span>
          </span>
        ) : null}
      </td>
      <td className={CELL}>
        <ScoreMark value={nett} par={par} isNoScore={isNoScore} />
      </td>
      <td className={CELL}>
        <PointsMark points={points} isEntered={gross !== null} />
      </td>
    </tr>
  );
});

/** A nine's or the card's total: NR (a hole without a score, lib/golf's NO_RETURN) on a dark fill, so it cannot be misread. */
export function Total({ value }: { value: CardTotal }) {
  if (value === NO_RETURN)
    return (
      <abbr
        title="No return: a hole without a score"
        className="rounded bg-stone-800 px-1.5 py-0.5 text-base text-white no-underline forced-colors:border forced-colors:border-[CanvasText]"
      >
        {NO_RETURN}
      </abbr>
    );
  return <>{value}</>;
}

/** A score shown at once but not yet confirmed by the server. */
function PendingDot() {
  return (
    <span
      className="absolute top-1 right-1 size-3 rounded-full border-2 border-white bg-orange-600 shadow-[0_0_0_1px_var(--color-orange-900)] forced-colors:bg-[Highlight]"
      title="Waiting for signal"
    >
      <span className="sr-only">not saved yet, waiting for signal</span>
    </span>
  );
}
