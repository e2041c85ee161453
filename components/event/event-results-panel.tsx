import type { EventCardDto, EventDto } from "@/lib/validation/events";
import { Table, TableBody, TableHead, Td, Th } from "../ui/table";
import { EventCardsTable } from "./event-cards-table";
import { canMarkCard, MarkCardLink } from "./mark-card-link";

/**
 * Results: the results page (positions with countback, points, order-of-merit points per player) is still to
 * come, so this says so, shows the stored order-of-merit points once the event is closed, and the cards as they stand.
 */
export function EventResultsPanel({ event, cards }: { event: EventDto; cards: EventCardDto[] }) {
  return (
    <div className="space-y-4">
      <p className="rounded-2xl border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-950">
        {event.complete
          ? "The full results page, with each card hole by hole, is on its way. Below: the order-of-merit points stored when the event was closed, and the cards."
          : "When the event is closed, this shows each player's position, points and order-of-merit points. Until then: the cards as they stand."}
      </p>
      {event.complete ? <OomPointsTable event={event} /> : null}
      <h3 className="text-lg font-bold text-stone-900">Cards</h3>
      <EventCardsTable
        cards={cards}
        actions={cards.some((card) => canMarkCard(event, card.id)) ? (card) => (canMarkCard(event, card.id) ? <MarkCardLink event={event} cardId={card.id} playerName={card.player.fullName} /> : null) : undefined}
      />
    </div>
  );
}

function OomPointsTable({ event }: { event: EventDto }) {
  if (event.oomPoints.length === 0) return <p className="text-stone-700">No order-of-merit points were stored for this event.</p>;
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
