import Link from "next/link";
import { endpointUrl } from "@/lib/contracts/endpoint";
import { getEventResultsCsv } from "@/lib/contracts/routes/results";
import type { EventCardDto, EventDto } from "@/lib/validation/events";
import { CsvLink } from "../results/csv-link";
import {
  eventLeaderboardHref,
  eventResultsHref,
  printEventResultsHref,
  virtualMatchesHref,
} from "../results/results-links";
import { buttonClass } from "../ui/button-styles";
import { Table, TableBody, TableHead, Td, Th } from "../ui/table";
import { EventCardsTable } from "./event-cards-table";
import { canMarkCard, MarkCardLink } from "./mark-card-link";

/**
 * Results: the way to the full results, the live leaderboard and the matches, the results' CSV and printed sheet
 * (the event/results page's own, docs/screens-and-api.md#results), then the order-of-merit points stored when the
 * event was closed, and the cards as they stand.
 */
export function EventResultsPanel({ event, cards }: { event: EventDto; cards: EventCardDto[] }) {
  return (
    <div className="space-y-4">
      <nav aria-label="Results of this event" className="grid grid-cols-3 gap-2 sm:flex sm:flex-wrap">
        <Link href={eventResultsHref(event.id)} className={buttonClass("primary", "px-2 sm:px-4")}>
          Full results
        </Link>
        <Link href={eventLeaderboardHref(event.id)} className={buttonClass("secondary", "px-2 sm:px-4")}>
          Leaderboard
        </Link>
        <Link href={virtualMatchesHref(event.id)} className={buttonClass("secondary", "px-2 sm:px-4")}>
          Matches
        </Link>
        <CsvLink href={endpointUrl(getEventResultsCsv, { eventId: event.id })} label="CSV" className="px-2 sm:px-4" />
        <Link href={printEventResultsHref(event.id)} className={buttonClass("secondary", "px-2 sm:px-4")}>
          Print
        </Link>
      </nav>
      {event.complete ? <OomPointsTable event={event} /> : null}
      <h3 className="text-lg font-bold text-stone-900">Cards</h3>
      <EventCardsTable
        cards={cards}
        actions={
          cards.some((card) => canMarkCard(event, card.id))
            ? (card) =>
                canMarkCard(event, card.id) ? (
                  <MarkCardLink event={event} cardId={card.id} playerName={card.player.fullName} />
                ) : null
            : undefined
        }
      />
    </div>
  );
}

function OomPointsTable({ event }: { event: EventDto }) {
  if (event.oomPoints.length === 0)
    return <p className="text-stone-700">No order-of-merit points were stored for this event.</p>;
  const title = `Order-of-merit points${event.doublePoints ? " (doubled)" : ""}`;
  return (
    <section className="space-y-2">
      <h3 className="text-lg font-bold text-stone-900">{title}</h3>
      <Table caption={title}>
        <TableHead>
          <Th align="right">Pos</Th>
          <Th>Player</Th>
          <Th align="right">OOM points</Th>
        </TableHead>
        <TableBody>
          {event.oomPoints.map((row) => (
            <tr key={row.player.id}>
              <Td isNumber>{row.position}</Td>
              <Td>{row.player.fullName}</Td>
              <Td isNumber isStrong>
                {row.points}
              </Td>
            </tr>
          ))}
        </TableBody>
      </Table>
    </section>
  );
}
