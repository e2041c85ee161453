import { eventDay, formatDayLong } from "@/lib/dates";
import { totalShown } from "@/lib/validation/card-totals";
import { formatHandicap, formatPlayingHandicap } from "@/lib/validation/handicap-format";
import { formatMoney } from "@/lib/money/amounts";
import type { EventMoneyDto } from "@/lib/validation/money";
import type { EventResultsDto } from "@/lib/validation/results";
import { A4PrintStyle } from "../ui/a4-print-style";
import { formatOomPoints, formatPosition } from "./format";

const CELL = "px-1 py-[0.45mm] text-right tabular-nums";

/**
 * The results sheet for the noticeboard (print only): one line per card with Out, In, L6, L3, points, gross, nett,
 * OOM points and the new handicap, what the close paid each player, then how countback split the ties. A field of 40
 * fits one A4 page.
 */
export function ResultsSheet({
  results,
  sweepName,
  payouts,
}: {
  results: EventResultsDto;
  sweepName: string;
  /** The closed event's money, or null when its close paid nothing. */
  payouts: EventMoneyDto | null;
}) {
  const oomByPlayer = new Map(results.oomPoints.map((row) => [row.player.id, row.points]));
  const handicapByPlayer = new Map(results.handicaps.map((row) => [row.player.id, row]));
  const countbacks = results.cards.filter((card) => card.countback);
  const wonByPlayer = new Map(payouts?.payouts.map((row) => [row.player.id, row.sweep + row.twos + row.prizes]));
  const amount = (minor: number) => (payouts ? formatMoney(minor, payouts.currency, payouts.locale) : "");
  const labels = [
    "Hcp",
    "Out",
    "In",
    "L6",
    "L3",
    "Pts",
    "Gross",
    "Nett",
    "OOM",
    "New hcp",
    ...(payouts ? ["Won"] : []),
  ];
  const flags = [
    results.winterHandicaps ? "Winter handicaps (¾)" : null,
    results.doublePoints ? "Double OOM points" : null,
    results.provisional ? "Provisional: not closed" : null,
  ];
  return (
    <article aria-label="Results sheet" className="hidden text-[9pt] leading-tight text-black print:block">
      {/* Only this sheet prints (the screen's tabs are hidden), and these margins leave room for 40 rows. */}
      <A4PrintStyle margin="10mm" />
      <header className="mb-[2mm] border-b-2 border-black pb-[1mm]">
        <p className="text-[9pt]">{sweepName}</p>
        <h1 className="text-[15pt] font-bold">Results · {results.course.name}</h1>
        <p className="text-[9pt]">
          {formatDayLong(eventDay(results.date))}
          {flags.filter(Boolean).map((flag) => ` · ${flag}`)}
        </p>
      </header>
      <table className="w-full border-collapse">
        <thead>
          <tr className="border-b border-black text-[7.5pt]">
            <th className="px-1 text-left">Pos</th>
            <th className="px-1 text-left">Player</th>
            {labels.map((label) => (
              <th key={label} className="px-1 text-right">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {results.cards.map((card) => {
            const handicap = handicapByPlayer.get(card.player.id);
            const oom = oomByPlayer.get(card.player.id);
            const won = wonByPlayer.get(card.player.id);
            return (
              <tr key={card.id} className="border-b border-stone-300 break-inside-avoid">
                <td className="px-1 py-[0.45mm] font-bold">{formatPosition(card.position, card.tied)}</td>
                <td className="px-1 py-[0.45mm] font-semibold whitespace-nowrap">
                  {card.player.fullName}
                  {card.countback ? "*" : ""}
                </td>
                <td className={CELL}>{formatPlayingHandicap(card.eventHandicap)}</td>
                {card.position === null ? (
                  <>
                    <td colSpan={9} className={CELL}>
                      no score
                    </td>
                    {payouts ? <td className={CELL}>{won ? amount(won) : ""}</td> : null}
                  </>
                ) : (
                  <>
                    <td className={CELL}>{card.outPoints}</td>
                    <td className={CELL}>{card.inPoints}</td>
                    <td className={CELL}>{card.lastSixPoints}</td>
                    <td className={CELL}>{card.lastThreePoints}</td>
                    <td className={`${CELL} font-bold`}>{card.totalPoints}</td>
                    <td className={CELL}>{totalShown(card.totalGross, card.noReturn.total)}</td>
                    <td className={CELL}>{totalShown(card.totalNett, card.noReturn.total)}</td>
                    <td className={CELL}>{oom === undefined ? "" : formatOomPoints(oom)}</td>
                    <td className={CELL}>{handicap?.after ? formatHandicap(handicap.after.exact) : ""}</td>
                    {payouts ? <td className={`${CELL} font-bold`}>{won ? amount(won) : ""}</td> : null}
                  </>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
      {countbacks.length > 0 ? (
        <p className="mt-[2mm] text-[7.5pt]">
          * Countback:{" "}
          {countbacks
            .map(
              (card) => `${card.player.fullName} ${card.countback?.text} against ${card.countback?.against.fullName}`,
            )
            .join("; ")}
          .
        </p>
      ) : null}
      {payouts ? (
        <p className="mt-[2mm] text-[7.5pt]">
          Won: sweep, twos and prizes paid into each purse at the close. To the society fund {amount(payouts.toFund)}
          {payouts.twosRollover > 0 ? `; twos rolled over ${amount(payouts.twosRollover)}` : ""}.
        </p>
      ) : null}
    </article>
  );
}
