import type { OomEntry } from "@/lib/golf";
import { Table, TableBody, TableHead, Td, Th } from "../ui/table";

const formatPoints = (points: number) => (Number.isInteger(points) ? String(points) : points.toFixed(1));

/** Order of merit standings: position, player, events played and points (spec §3, OOM entry). */
export function OomTable({ entries }: { entries: OomEntry[] }) {
  if (entries.length === 0) {
    return <p className="rounded-2xl border border-dashed border-stone-300 bg-white p-6 text-center text-stone-700">The order of merit starts when the first event is closed.</p>;
  }
  return (
    <Table caption="Order of merit">
      <TableHead>
        <Th>Pos</Th>
        <Th>Player</Th>
        <Th align="right">Played</Th>
        <Th align="right">Points</Th>
      </TableHead>
      <TableBody>
        {entries.map((entry) => (
          <tr key={entry.playerId}>
            <Td isNumber align="left">
              {entry.position}
            </Td>
            <Td>
              <span className="font-semibold">{entry.fullName}</span>
            </Td>
            <Td isNumber>{entry.played}</Td>
            <Td isNumber isStrong>
              {formatPoints(entry.totalPoints)}
            </Td>
          </tr>
        ))}
      </TableBody>
    </Table>
  );
}
