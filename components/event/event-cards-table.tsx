import type { ReactNode } from "react";
import type { EventCardDto } from "@/lib/validation/events";
import { totalShown } from "@/lib/validation/card-totals";
import { formatPlayingHandicap } from "@/lib/validation/handicap-format";
import { formatThru } from "../results/format";
import { Table, TableBody, TableHead, Td, Th } from "../ui/table";
import { EmptyState } from "../ui/empty-state";

type Props = {
  cards: EventCardDto[];
  /** Per-row actions of the page (Mark Card). */
  actions?: (card: EventCardDto) => ReactNode;
};

/**
 * The event's cards in the order the API gives them: by points with countback once scores exist, cards with no
 * score last by name. Every number is lib/golf's, from the DTO; 'NR' where the DTO marks a total as a no return.
 */
export function EventCardsTable({ cards, actions }: Props) {
  if (cards.length === 0) return <EmptyState title="No cards yet">Each player gets a card when they enter.</EmptyState>;
  const hasScores = cards.some((card) => card.holesPlayed > 0);
  return (
    <div className="space-y-2">
      {hasScores ? null : (
        <p className="text-sm text-stone-700">
          No scores yet: each card with its playing handicap, by name, until the first score is in.
        </p>
      )}
      <Table caption="Cards by points">
        {hasScores ? <ScoredHead hasActions={Boolean(actions)} /> : <UnscoredHead hasActions={Boolean(actions)} />}
        <TableBody>
          {cards.map((card) => (
            <tr key={card.id}>
              {hasScores ? <Td isNumber>{card.position ?? "–"}</Td> : null}
              <Td>
                <span className="font-semibold text-stone-900">{card.player.fullName}</span>
              </Td>
              {hasScores ? (
                <>
                  <Td isNumber isStrong>
                    <span className="text-xl">{card.holesPlayed > 0 ? card.totalPoints : "–"}</span>
                  </Td>
                  <Td isNumber>{totalShown(card.totalGross, card.noReturn.total)}</Td>
                  <Td isNumber>{totalShown(card.totalNett, card.noReturn.total)}</Td>
                  <Td isNumber>{formatThru(card.holesEntered)}</Td>
                </>
              ) : (
                <Td isNumber isStrong>
                  <span className="text-xl">{formatPlayingHandicap(card.eventHandicap)}</span>
                </Td>
              )}
              {actions ? <Td nowrap>{actions(card)}</Td> : null}
            </tr>
          ))}
        </TableBody>
      </Table>
      {hasScores ? (
        <p className="text-xs text-stone-600">
          Thru: holes with a score entered; F: every hole, a no score included. NR: no return, a hole without a score in
          that total (it scores 0 points).
        </p>
      ) : null}
    </div>
  );
}

function ScoredHead({ hasActions }: { hasActions: boolean }) {
  return (
    <TableHead>
      <Th align="right">Pos</Th>
      <Th>Player</Th>
      <Th align="right">Points</Th>
      <Th align="right">Gross</Th>
      <Th align="right">Nett</Th>
      <Th align="right">Thru</Th>
      {hasActions ? <Th>Card</Th> : null}
    </TableHead>
  );
}

function UnscoredHead({ hasActions }: { hasActions: boolean }) {
  return (
    <TableHead>
      <Th>Player</Th>
      <Th align="right">Playing</Th>
      {hasActions ? <Th>Card</Th> : null}
    </TableHead>
  );
}
