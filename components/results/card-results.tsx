import type { Route } from "next";
import Link from "next/link";
import { totalShown } from "@/lib/validation/card-totals";
import { formatPlayingHandicap, whsHandicapWords } from "@/lib/validation/handicap-format";
import type { ResultCardDto } from "@/lib/validation/results";
import { buttonClass } from "../ui/button-styles";
import { CompactCard } from "./compact-card";
import { formatPosition, positionWords } from "./format";
import { GuestBadge } from "../player/guest-badge";

type Props = { cards: ResultCardDto[]; viewerPlayerId: string; cardHref: (cardId: string) => Route };

// One grid for the heading and every row, so the columns line up although each row is its own <details>. On a
// phone the name gets the width and Out/In/L6/L3 sit labelled under it; from sm up they are columns.
const COLUMNS =
  "grid grid-cols-[2.5rem_minmax(0,1fr)_3rem] items-center gap-x-2 sm:grid-cols-[3.5rem_minmax(0,1fr)_repeat(4,3.5rem)_4.5rem]";
const NUMBER = "text-center tabular-nums";
const NINE_POINTS = [
  { label: "Out", key: "outPoints" },
  { label: "In", key: "inPoints" },
  { label: "L6", key: "lastSixPoints" },
  { label: "L3", key: "lastThreePoints" },
] as const;

/**
 * The Cards tab (docs/screens-and-api.md#results): a row per player with Out, In, L6, L3 and the total; a tap opens the whole card.
 * The row that countback placed above the next one on the same points says how it was decided.
 */
export function CardResults({ cards, viewerPlayerId, cardHref }: Props) {
  if (cards.length === 0)
    return (
      <p className="rounded-2xl border border-dashed border-stone-300 bg-white p-6 text-center text-stone-700">
        No cards in this event.
      </p>
    );
  return (
    <div className="overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
      <div
        aria-hidden
        className={`${COLUMNS} border-b-2 border-stone-300 bg-stone-100 px-2 py-2 text-sm font-semibold text-stone-700 sm:px-4`}
      >
        <span>Pos</span>
        <span>Player</span>
        {NINE_POINTS.map((column) => (
          <span key={column.key} className={`${NUMBER} hidden sm:block`}>
            {column.label}
          </span>
        ))}
        <span className="text-right">Pts</span>
      </div>
      <ul className="divide-y divide-stone-200">
        {cards.map((card) => (
          <li key={card.id}>
            <CardRow card={card} isViewer={card.player.id === viewerPlayerId} href={cardHref(card.id)} />
          </li>
        ))}
      </ul>
      <p className="border-t border-stone-200 px-3 py-2 text-sm text-stone-700 sm:px-4">
        L6: points on the last six holes (13–18); L3: the last three (16–18). Equal points are split by countback: back
        nine, L6, L3, the 18th.
      </p>
    </div>
  );
}

function CardRow({ card, isViewer, href }: { card: ResultCardDto; isViewer: boolean; href: Route }) {
  const hasScore = card.position !== null;
  const summary = hasScore
    ? `${positionWords(card.position, card.tied)}, ${card.player.fullName}: out ${card.outPoints}, in ${card.inPoints}, last six ${card.lastSixPoints}, last three ${card.lastThreePoints}, ${card.totalPoints} points`
    : `${card.player.fullName}: no score`;
  return (
    <details className={`group py-1 ${isViewer ? "bg-amber-50 shadow-[inset_5px_0_0_var(--color-amber-500)]" : ""}`}>
      <summary
        aria-label={summary}
        className={`${COLUMNS} min-h-12 cursor-pointer list-none rounded-lg px-2 py-1 hover:bg-stone-100 focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-fairway-600 sm:px-4 [&::-webkit-details-marker]:hidden`}
      >
        <span className="text-lg font-bold tabular-nums">{formatPosition(card.position, card.tied)}</span>
        <span className="min-w-0">
          <span className="flex items-baseline gap-1.5">
            <span
              aria-hidden
              className="text-stone-500 transition-transform group-open:rotate-90 motion-reduce:transition-none"
            >
              ▸
            </span>
            <span className="font-semibold [overflow-wrap:anywhere] text-stone-950">{card.player.fullName}</span>
            <GuestBadge guest={card.guest} />
            <span className="text-sm text-stone-600">{formatPlayingHandicap(card.eventHandicap)}</span>
          </span>
          {card.countback ? (
            <span className="mt-0.5 block text-sm font-semibold text-fairway-800">
              Countback: {card.countback.text}
            </span>
          ) : null}
        </span>
        {hasScore ? (
          <>
            <span className="col-start-2 flex gap-3 text-sm text-stone-800 sm:contents sm:text-base">
              {NINE_POINTS.map((column) => (
                <span key={column.key} className={NUMBER}>
                  <span className="text-stone-600 sm:hidden">{column.label} </span>
                  <span className="font-semibold sm:font-normal">{card[column.key]}</span>
                </span>
              ))}
            </span>
            <span className="col-start-3 row-start-1 text-right text-2xl font-black tabular-nums text-stone-950 sm:col-start-7">
              {card.totalPoints}
            </span>
          </>
        ) : (
          <span className="col-start-3 row-start-1 text-right text-2xl text-stone-400 sm:col-start-7">
            –<span className="sr-only">no score</span>
          </span>
        )}
      </summary>
      <div className="mt-1 space-y-3 border-t border-stone-200 bg-stone-50 px-2 py-3 sm:px-4">
        {card.countback ? (
          <p className="text-sm text-stone-800">
            Level on {card.totalPoints} points with {card.countback.against.fullName}: {card.countback.text}.
          </p>
        ) : null}
        <CompactCard card={card} />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-stone-800">
            Gross <strong className="tabular-nums">{totalShown(card.totalGross, card.noReturn.total)}</strong> · Nett{" "}
            <strong className="tabular-nums">{totalShown(card.totalNett, card.noReturn.total)}</strong> · Playing
            handicap <strong className="tabular-nums">{formatPlayingHandicap(card.eventHandicap)}</strong>
            {whsHandicapWords(card) ? <> ({whsHandicapWords(card)})</> : null}
          </p>
          <Link href={href} className={buttonClass("secondary", "text-sm")}>
            Open {card.player.fullName}&apos;s card
          </Link>
        </div>
      </div>
    </details>
  );
}
