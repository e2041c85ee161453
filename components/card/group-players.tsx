import Link from "next/link";
import { formatPlayingHandicap } from "@/lib/validation/handicap-format";
import type { PlayDto } from "@/lib/validation/scorecards";
import { GuestBadge } from "../player/guest-badge";
import { cardHref } from "./card-links";

type Props = { players: PlayDto["groupPlayers"]; sweepId: string; eventId: string };

/** The player's group in draw order with the playing handicaps on their cards, each leading to their card; guests marked. */
export function GroupPlayers({ players, sweepId, eventId }: Props) {
  return (
    <section
      aria-labelledby="group-title"
      className="overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm"
    >
      <h2
        id="group-title"
        className="border-b border-stone-200 bg-stone-100 px-4 py-2 text-base font-bold text-stone-900"
      >
        Your group
      </h2>
      <ul className="divide-y divide-stone-200">
        {players.map((player) => (
          <li key={player.id}>
            <Link
              href={cardHref({ sweepId, eventId, cardId: player.cardId })}
              className="flex min-h-12 items-center justify-between gap-3 px-4 py-2 hover:bg-stone-50"
            >
              <span className="flex flex-wrap items-center gap-2">
                <span className="font-semibold text-stone-950 underline-offset-4 [overflow-wrap:anywhere] hover:underline">
                  {player.fullName}
                </span>
                <GuestBadge guest={player.guest} />
              </span>
              <span className="text-right text-sm text-stone-700">
                Handicap{" "}
                <strong className="text-lg text-stone-950 tabular-nums">
                  {formatPlayingHandicap(player.currentHandicap)}
                </strong>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
