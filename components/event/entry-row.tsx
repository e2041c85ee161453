import type { Route } from "next";
import Link from "next/link";
import type { ReactNode } from "react";
import type { EntryDto } from "@/lib/validation/entries";
import { formatPlayingHandicap } from "@/lib/validation/handicap-format";
import { GuestBadge } from "../player/guest-badge";

export type EntryActions = (entry: EntryDto) => ReactNode;
/** Where a player's name leads: their card. */
export type EntryCardHref = (entry: EntryDto) => Route;

/** Who marks this card and whose card this player marks; before the draw there is no marker yet. */
function markingLine(entry: EntryDto): string | null {
  const parts: string[] = [];
  if (entry.marker) parts.push(`Marks ${entry.marker.player.fullName}`);
  if (entry.markedBy) parts.push(`marked by ${entry.markedBy.player.fullName}`);
  else if (entry.group !== null) parts.push("card marked by an admin");
  if (parts.length === 0) return null;
  const line = parts.join(" · ");
  return line.charAt(0).toUpperCase() + line.slice(1);
}

/** One entry: the player, their event playing handicap (large, labelled), who marks whom, and the page's actions. */
function EntryRow({
  entry,
  detail,
  actions,
  cardHrefOf,
}: {
  entry: EntryDto;
  detail?: string;
  actions?: EntryActions;
  cardHrefOf?: EntryCardHref;
}) {
  const marking = markingLine(entry);
  const extra = actions?.(entry);
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
      {/* Wide enough for a name and its marking line: on a phone the row's actions wrap under it instead. */}
      <div className="min-w-[11rem] flex-1">
        <p className="text-base font-semibold text-stone-900">
          {cardHrefOf ? (
            <Link
              href={cardHrefOf(entry)}
              aria-label={`${entry.player.fullName}: open the card`}
              className="inline-flex min-h-11 items-center text-fairway-800 underline decoration-fairway-600/40 underline-offset-4 hover:decoration-fairway-700"
            >
              {entry.player.fullName}
            </Link>
          ) : (
            entry.player.fullName
          )}{" "}
          <GuestBadge guest={entry.guest} />
        </p>
        {detail || marking ? (
          <p className="text-sm text-stone-700">{[detail, marking].filter(Boolean).join(" · ")}</p>
        ) : null}
      </div>
      <p className="text-right tabular-nums">
        <span className="block text-xs text-stone-600">Playing</span>
        <strong className="text-2xl leading-none font-bold text-stone-900">
          {formatPlayingHandicap(entry.scoreCard.eventHandicap)}
        </strong>
      </p>
      {extra ? <div className="flex flex-wrap gap-2">{extra}</div> : null}
    </li>
  );
}

/** A titled, divided list of entries in a card. */
export function EntryList({
  title,
  entries,
  actions,
  detailOf,
  cardHrefOf,
}: {
  title?: string;
  entries: EntryDto[];
  actions?: EntryActions;
  detailOf?: (entry: EntryDto) => string | undefined;
  cardHrefOf?: EntryCardHref;
}) {
  return (
    <section className="overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
      {title ? (
        <h3 className="border-b border-stone-200 bg-stone-100 px-4 py-2 font-semibold text-stone-900">{title}</h3>
      ) : null}
      <ul className="divide-y divide-stone-200">
        {entries.map((entry) => (
          <EntryRow key={entry.id} entry={entry} actions={actions} detail={detailOf?.(entry)} cardHrefOf={cardHrefOf} />
        ))}
      </ul>
    </section>
  );
}
