import type { Route } from "next";
import Link from "next/link";
import { eventDay, formatDay } from "@/lib/dates";
import { LEADERBOARD_TOP_CARDS } from "@/lib/golf/constants";
import type { LeaderboardEntryDto } from "@/lib/validation/results";
import { cardHref } from "../card/card-links";
import { formatPosition, positionWords } from "../results/format";

type TopCard = LeaderboardEntryDto["topScoreCards"][number];
type Props = { sweepId: string; entries: LeaderboardEntryDto[]; viewerPlayerId: string };

const COLUMNS = Array.from({ length: LEADERBOARD_TOP_CARDS }, (_, at) => at);

/** The five columns, blank where a member has fewer cards (docs/golf-rules.md#top-five-leaderboard). */
const fiveSlots = (cards: TopCard[]) => COLUMNS.map((at) => cards[at] ?? null);

function CardPoints({ card, href, isCompact }: { card: TopCard | null; href: Route | null; isCompact: boolean }) {
  const size = isCompact ? "min-h-11 min-w-11 text-base" : "min-h-11 min-w-12 text-lg";
  if (!card || !href)
    return (
      <span aria-label="no card" className={`inline-grid ${size} place-items-center text-stone-400`}>
        ·
      </span>
    );
  return (
    <Link
      href={href}
      title={`${formatDay(eventDay(card.eventDate))}: open the card`}
      aria-label={`${card.totalPoints} points on ${formatDay(eventDay(card.eventDate))}: open the card`}
      className={`inline-grid ${size} place-items-center rounded-lg border border-stone-300 bg-white font-bold tabular-nums text-fairway-900 hover:border-fairway-700 hover:bg-fairway-50 focus-visible:outline-2 focus-visible:outline-fairway-600`}
    >
      {card.totalPoints}
    </Link>
  );
}

/**
 * The sweep's top-five leaderboard (docs/screens-and-api.md#sweep-leaderboard-and-order-of-merit): rank (shared ranks 1, 2, 2, 4, listed by name), player, the total
 * of their best five cards of closed events, and those five cards' points, each opening its card. On a phone the
 * five cards sit under the name, so nothing scrolls sideways.
 */
export function TopFiveTable({ sweepId, entries, viewerPlayerId }: Props) {
  const hrefOf = (card: TopCard | null) =>
    card ? cardHref({ sweepId, eventId: card.eventId, cardId: card.cardId }) : null;
  return (
    <div className="overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
      <table className="w-full text-left">
        <caption className="sr-only">
          Top-five leaderboard: rank, player, total of the best five cards and each card&apos;s points
        </caption>
        <thead className="border-b-2 border-stone-300 bg-stone-100 text-sm text-stone-700">
          <tr>
            <th scope="col" className="w-12 px-2 py-2 font-semibold sm:w-16 sm:px-4">
              Rank
            </th>
            <th scope="col" className="px-2 py-2 font-semibold">
              <span className="flex justify-between">
                Player<span className="pr-1 sm:hidden">Total</span>
              </span>
            </th>
            {COLUMNS.map((at) => (
              <th key={at} scope="col" className="hidden w-16 px-1 py-2 text-center font-semibold sm:table-cell">
                Card {at + 1}
              </th>
            ))}
            <th scope="col" className="hidden w-24 px-4 py-2 text-right font-semibold sm:table-cell">
              Total
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200">
          {entries.map((entry) => {
            const slots = fiveSlots(entry.topScoreCards);
            return (
              <tr
                key={entry.player.id}
                className={
                  entry.player.id === viewerPlayerId
                    ? "bg-amber-50 shadow-[inset_5px_0_0_var(--color-amber-500)]"
                    : undefined
                }
              >
                <td className="px-2 py-2 align-top text-lg font-bold tabular-nums sm:px-4 sm:align-middle">
                  <span aria-hidden>{formatPosition(entry.position, entry.tied)}</span>
                  <span className="sr-only">{positionWords(entry.position, entry.tied)}</span>
                </td>
                <th scope="row" className="px-2 py-2 text-left font-normal">
                  <span className="flex items-baseline justify-between gap-2">
                    <span className="pt-0.5 font-semibold [overflow-wrap:anywhere] text-stone-950 sm:pt-0">
                      {entry.player.fullName}
                    </span>
                    <span className="pr-1 text-2xl font-black tabular-nums text-stone-950 sm:hidden">
                      {entry.totalOfTopScores}
                    </span>
                  </span>
                  <span className="mt-1 flex gap-2 sm:hidden">
                    {slots.map((card, at) => (
                      <CardPoints key={at} card={card} href={hrefOf(card)} isCompact />
                    ))}
                  </span>
                </th>
                {slots.map((card, at) => (
                  <td key={at} className="hidden px-1 py-2 text-center sm:table-cell">
                    <CardPoints card={card} href={hrefOf(card)} isCompact={false} />
                  </td>
                ))}
                <td className="hidden px-4 py-2 text-right text-2xl font-black tabular-nums text-stone-950 sm:table-cell">
                  {entry.totalOfTopScores}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
