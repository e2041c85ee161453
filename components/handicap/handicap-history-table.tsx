import { eventDay, formatDay, formatDayIn } from "@/lib/dates";
import type { HandicapHistoryRowDto } from "@/lib/validation/handicaps";
import { formatHandicap, formatPlayingHandicap } from "@/lib/validation/handicap-format";
import { Table, TableBody, TableHead, Td, Th } from "../ui/table";

/** Every handicap entry of the sweep, newest first (Members page, History view), dated in the sweep's zone. */
export function HandicapHistoryTable({
  rows,
  onSelect,
  timeZone,
}: {
  rows: HandicapHistoryRowDto[];
  onSelect: (memberId: string) => void;
  timeZone: string;
}) {
  if (rows.length === 0) return <p className="py-6 text-center text-stone-700">No handicap entries match.</p>;
  return (
    <Table caption="Handicap history">
      <TableHead>
        <Th>Date</Th>
        <Th>Player</Th>
        <Th align="right">Playing</Th>
        <Th align="right">Exact</Th>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <tr key={row.id}>
            <Td nowrap>{formatDayIn(row.created, timeZone)}</Td>
            <Td>
              {row.memberId ? (
                <button
                  type="button"
                  className="min-h-11 text-left font-semibold text-fairway-800 underline-offset-4 hover:underline"
                  onClick={() => onSelect(row.memberId ?? "")}
                >
                  {row.player.fullName}
                </button>
              ) : (
                row.player.fullName
              )}
              {row.reason ? (
                <span className="block text-xs text-stone-600 [overflow-wrap:anywhere]">
                  {`“${row.reason}”`}
                  {row.recordedBy ? ` · by ${row.recordedBy.fullName}` : ""}
                </span>
              ) : null}
            </Td>
            <Td isNumber isStrong>
              {formatPlayingHandicap(row.playingHandicap)}
            </Td>
            <Td isNumber nowrap>
              {formatHandicap(row.exact)}
              {row.event ? (
                <span
                  className="ml-1 text-xs text-stone-600"
                  title={`After ${row.event.courseName}, ${formatDay(eventDay(row.event.date))}`}
                >
                  ●
                  <span className="sr-only">{` after ${row.event.courseName}, ${formatDay(eventDay(row.event.date))}`}</span>
                </span>
              ) : null}
            </Td>
          </tr>
        ))}
      </TableBody>
    </Table>
  );
}
