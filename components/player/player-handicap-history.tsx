import { formatDayIn } from "@/lib/dates";
import { formatHandicap, formatPlayingHandicap } from "@/lib/validation/handicap-format";
import type { PlayerHandicapDto } from "@/lib/validation/players";
import { Table, TableBody, TableHead, Td, Th } from "../ui/table";

/** A player's handicap entries in every sweep, newest first, each number under its heading and dated in its sweep's zone. */
export function PlayerHandicapHistory({ entries }: { entries: PlayerHandicapDto[] }) {
  // With one sweep the column says the same thing on every line; without it the table fits a phone.
  const hasSweeps = new Set(entries.map((entry) => entry.sweep.id)).size > 1;
  if (entries.length === 0)
    return <p className="text-stone-700">No handicap yet. Your sweep&apos;s owner records it.</p>;
  return (
    <Table caption="Handicap history">
      <TableHead>
        <Th>Date</Th>
        {hasSweeps ? <Th>Sweep</Th> : null}
        <Th align="right">Playing</Th>
        <Th align="right">Exact</Th>
      </TableHead>
      <TableBody>
        {entries.map((entry) => (
          <tr key={entry.id}>
            <Td nowrap>{formatDayIn(entry.created, entry.sweep.timeZone)}</Td>
            {hasSweeps ? <Td>{entry.sweep.name}</Td> : null}
            <Td isNumber isStrong>
              {formatPlayingHandicap(entry.playingHandicap)}
            </Td>
            <Td isNumber>{formatHandicap(entry.exact)}</Td>
          </tr>
        ))}
      </TableBody>
    </Table>
  );
}
