import { formatHandicap } from "@/lib/validation/handicap-format";
import type { RulesPreviewDto } from "@/lib/validation/rules";
import { Badge } from "../ui/badge";
import { Table, TableBody, TableHead, Td, Th } from "../ui/table";

type Standing = RulesPreviewDto["orderOfMerit"][number]["current"];
const placed = (standing: Standing) => (standing ? `${standing.position} (${standing.totalPoints})` : "–");

/** What the proposed rules would make of the season (docs/golf-rules.md#previewing-a-change-of-rules): moved places first. */
export function RulesPreviewPanel({ preview }: { preview: RulesPreviewDto }) {
  if (preview.season === null) {
    return <p className="text-body text-ink-muted">No event has been closed yet, so there is nothing to compare.</p>;
  }
  const rows = [...preview.orderOfMerit].sort(
    (a, b) => Number(b.moved) - Number(a.moved) || (a.proposed?.position ?? 0) - (b.proposed?.position ?? 0),
  );
  return (
    <div className="space-y-4" data-testid="rules-preview">
      <p className="text-body text-ink">
        With these rules the {preview.season} order of merit ({preview.events} events) would read as below:{" "}
        <strong>
          {preview.positionsChanged === 1 ? "1 position changes" : `${preview.positionsChanged} positions change`}
        </strong>
        , and{" "}
        <strong>
          {preview.handicaps.length === 1 ? "1 handicap" : `${preview.handicaps.length} handicaps`} would be different
          today
        </strong>
        .
      </p>
      <Table caption={`Order of merit ${preview.season}: now and with these rules`}>
        <TableHead>
          <Th>Player</Th>
          <Th align="right">Now</Th>
          <Th align="right">With these rules</Th>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <tr key={row.player.id}>
              <Td>
                {row.player.fullName} {row.moved ? <Badge tone="highlight">moves</Badge> : null}
              </Td>
              <Td isNumber>{placed(row.current)}</Td>
              <Td isNumber isStrong={row.moved}>
                {placed(row.proposed)}
              </Td>
            </tr>
          ))}
        </TableBody>
      </Table>
      {preview.handicaps.length > 0 ? (
        <Table caption="Handicaps that would be different today">
          <TableHead>
            <Th>Player</Th>
            <Th align="right">Now</Th>
            <Th align="right">With these rules</Th>
          </TableHead>
          <TableBody>
            {preview.handicaps.map((row) => (
              <tr key={row.player.id}>
                <Td>{row.player.fullName}</Td>
                <Td isNumber>{formatHandicap(row.current)}</Td>
                <Td isNumber isStrong>
                  {formatHandicap(row.proposed)}
                </Td>
              </tr>
            ))}
          </TableBody>
        </Table>
      ) : null}
    </div>
  );
}
