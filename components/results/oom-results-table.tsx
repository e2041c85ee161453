import type { ResultOomRowDto } from "@/lib/validation/results";
import { Table, TableBody, TableHead, Td, Th } from "../ui/table";
import { formatOomPoints, formatPosition, positionWords } from "./format";

type Props = { rows: ResultOomRowDto[]; isDoublePoints: boolean; viewerPlayerId: string };

/** The OOM tab: finishing position, Stableford points and the order-of-merit points each finisher earned. */
export function OomResultsTable({ rows, isDoublePoints, viewerPlayerId }: Props) {
  if (rows.length === 0)
    return (
      <p className="rounded-2xl border border-dashed border-stone-300 bg-white p-6 text-center text-stone-700">
        No one has a score yet, so there are no positions.
      </p>
    );
  return (
    <div className="space-y-2">
      {isDoublePoints ? (
        <p className="inline-flex items-center gap-2 rounded-full bg-amber-100 px-3 py-1 text-sm font-bold text-amber-950 ring-1 ring-amber-400">
          <span aria-hidden>×2</span> Double points: every position&apos;s order-of-merit points are doubled
        </p>
      ) : null}
      <Table caption="Order-of-merit points in this event">
        <TableHead>
          <Th>Pos</Th>
          <Th>Player</Th>
          <Th align="right">Pts</Th>
          <Th align="right">{isDoublePoints ? "OOM ×2" : "OOM"}</Th>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <tr
              key={row.player.id}
              className={
                row.player.id === viewerPlayerId
                  ? "bg-amber-50 shadow-[inset_5px_0_0_var(--color-amber-500)]"
                  : undefined
              }
            >
              <Td isNumber align="left" isStrong>
                <span aria-hidden>{formatPosition(row.position, row.tied)}</span>
                <span className="sr-only">{positionWords(row.position, row.tied)}</span>
              </Td>
              <Td>
                <span className="font-semibold">{row.player.fullName}</span>
              </Td>
              <Td isNumber>{row.totalPoints}</Td>
              <Td isNumber isStrong>
                <span className="text-lg">{formatOomPoints(row.points)}</span>
              </Td>
            </tr>
          ))}
        </TableBody>
      </Table>
      <p className="text-sm text-stone-700">
        Pts: Stableford points. Shared positions share the average of their points, so a half point is possible.
      </p>
    </div>
  );
}
