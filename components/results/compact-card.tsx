import { type CardTotal } from "@/lib/golf/card";
import { pointsColour, scoreColour } from "@/lib/golf/colours";
import { NO_RETURN } from "@/lib/golf/constants";
import { nineShown } from "@/lib/validation/card-totals";
import type { ResultCardDto } from "@/lib/validation/results";
import { COLOUR_FILL } from "../card/score-mark";

type Hole = ResultCardDto["scores"][number];

// The score colours (docs/golf-rules.md#score-colours), as on the card page, in a paper scorecard's compact layout: a nine across, a row per value.
const MARK = "mx-auto grid h-6 min-w-6 place-items-center rounded px-0.5 font-bold tabular-nums";
const CELL = "px-0.5 py-1 text-center sm:px-1";

function scoreCell(value: number | null, par: number, isNoScore: boolean) {
  if (value === null) return <span className="text-stone-400">·</span>;
  if (isNoScore) return <span className={`${MARK} ${COLOUR_FILL.dark}`}>–</span>;
  return <span className={`${MARK} ${COLOUR_FILL[scoreColour(value, par)]}`}>{value}</span>;
}

function pointsCell(hole: Hole) {
  if (hole.gross === null) return <span className="text-stone-400">·</span>;
  return <span className={`${MARK} ${COLOUR_FILL[pointsColour(hole.points)]}`}>{hole.points}</span>;
}

const shownTotal = (value: CardTotal) =>
  value === NO_RETURN ? <abbr title="No return: a hole without a score">{NO_RETURN}</abbr> : value;

function Nine({
  title,
  holes,
  totals,
}: {
  title: "Out" | "In";
  holes: Hole[];
  totals: { gross: CardTotal; nett: CardTotal; points: number };
}) {
  const rows = [
    { label: "Par", cells: holes.map((hole) => hole.par), total: holes.reduce((sum, hole) => sum + hole.par, 0) },
    {
      label: "SI",
      cells: holes.map((hole) => (hole.strokes > 0 ? `${hole.index}${"•".repeat(hole.strokes)}` : hole.index)),
      total: "",
    },
    {
      label: "Gross",
      cells: holes.map((hole) => scoreCell(hole.gross, hole.par, hole.gross === 0)),
      total: shownTotal(totals.gross),
    },
    {
      label: "Nett",
      cells: holes.map((hole) => scoreCell(hole.nett, hole.par, hole.gross === 0)),
      total: shownTotal(totals.nett),
    },
    { label: "Pts", cells: holes.map(pointsCell), total: totals.points },
  ];
  return (
    <table className="w-full table-fixed border-collapse text-sm">
      <caption className="sr-only">
        {title}: holes {holes[0]?.holeNumber} to {holes.at(-1)?.holeNumber}
      </caption>
      <colgroup>
        <col className="w-12" />
        {holes.map((hole) => (
          <col key={hole.holeNumber} />
        ))}
        <col className="w-10" />
      </colgroup>
      <thead>
        <tr className="bg-stone-800 text-white">
          <th scope="col" className={`${CELL} text-left`}>
            Hole
          </th>
          {holes.map((hole) => (
            <th scope="col" key={hole.holeNumber} className={CELL}>
              {hole.holeNumber}
            </th>
          ))}
          <th scope="col" className={CELL}>
            {title}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-stone-200">
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row" className={`${CELL} text-left text-xs font-semibold text-stone-700 sm:text-sm`}>
              {row.label}
            </th>
            {row.cells.map((cell, at) => (
              <td key={at} className={`${CELL} tabular-nums text-stone-800`}>
                {cell}
              </td>
            ))}
            <td className={`${CELL} bg-stone-100 font-bold tabular-nums text-stone-950`}>{row.total}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A player's whole card on the results: both nines hole by hole (dots after the SI are strokes received), every number lib/golf's. */
export function CompactCard({ card }: { card: ResultCardDto }) {
  const front = card.scores.filter((hole) => hole.holeNumber <= 9);
  const back = card.scores.filter((hole) => hole.holeNumber > 9);
  return (
    <div className="grid gap-3 lg:grid-cols-2">
      <Nine title="Out" holes={front} totals={nineShown(card, "out")} />
      <Nine title="In" holes={back} totals={nineShown(card, "in")} />
    </div>
  );
}
