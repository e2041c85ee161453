"use client";

import { useState } from "react";
import { useLiveMatches } from "@/lib/hooks/use-live-results";
import { formatPlayingHandicap } from "@/lib/validation/handicap-format";
import type { VirtualMatchPlayDto } from "@/lib/validation/results";
import { MatchLines } from "./match-lines";

/** "everyone": the table of every player's record; otherwise one player's matches. */
export type MatchFilter = "everyone" | (string & {});

type Props = { initial: VirtualMatchPlayDto; viewerPlayerId: string; initialFilter: MatchFilter };

function rememberFilter(filter: MatchFilter) {
  const url = new URL(window.location.href);
  url.searchParams.set("player", filter);
  window.history.replaceState(window.history.state, "", url);
}

/**
 * Virtual match play (docs/screens-and-api.md#results event/virtual-matches): every player against every other off the handicap
 * difference. A golfer looks for their own matches first, so the page opens on them when they played; the
 * table of everyone's record picks anyone else's.
 */
export function MatchPlayView({ initial, viewerPlayerId, initialFilter }: Props) {
  const { players, matchCount } = useLiveMatches(initial);
  const [filter, setFilter] = useState<MatchFilter>(initialFilter);
  const choose = (next: MatchFilter) => {
    setFilter(next);
    rememberFilter(next);
  };
  const chosen = players.find((player) => player.player.id === filter);

  if (players.length < 2) {
    return (
      <p className="rounded-2xl border border-dashed border-stone-300 bg-white p-6 text-center text-stone-700">
        Matches start once two players have a score.
      </p>
    );
  }
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <label className="grid min-w-0 flex-1 gap-1 sm:max-w-sm">
          <span className="text-sm font-semibold text-stone-800">Show the matches of</span>
          <select
            value={chosen ? chosen.player.id : "everyone"}
            onChange={(event) => choose(event.target.value)}
            className="min-h-12 rounded-lg border border-stone-400 bg-white px-3 text-base font-semibold text-stone-950 focus-visible:outline-2 focus-visible:outline-fairway-600"
          >
            <option value="everyone">Everyone: the table</option>
            {players.map((player) => (
              <option key={player.player.id} value={player.player.id}>
                {player.player.fullName}
                {player.player.id === viewerPlayerId ? " (you)" : ""}
              </option>
            ))}
          </select>
        </label>
        <p className="text-sm text-stone-700">
          {matchCount} matches, each off 100% of the difference in playing handicaps.
        </p>
      </div>
      {chosen ? (
        <section aria-labelledby="matches-of" className="space-y-3">
          <h2 id="matches-of" className="text-xl font-bold text-stone-950">
            {chosen.player.id === viewerPlayerId ? "Your matches" : `${chosen.player.fullName}'s matches`}
            <span className="ml-2 text-base font-normal text-stone-700">
              playing off {formatPlayingHandicap(chosen.eventHandicap)}
            </span>
          </h2>
          <MatchLines player={chosen} />
          <button
            type="button"
            onClick={() => choose("everyone")}
            className="min-h-11 font-semibold text-fairway-800 underline underline-offset-2"
          >
            See everyone&apos;s record
          </button>
        </section>
      ) : (
        <MatchTable players={players} viewerPlayerId={viewerPlayerId} onChoose={choose} />
      )}
    </div>
  );
}

function MatchTable({
  players,
  viewerPlayerId,
  onChoose,
}: {
  players: VirtualMatchPlayDto["players"];
  viewerPlayerId: string;
  onChoose: (playerId: string) => void;
}) {
  const ranked = [...players].sort((a, b) => b.wonCount + b.halvedCount / 2 - (a.wonCount + a.halvedCount / 2));
  return (
    <div className="overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
      <table className="w-full text-left">
        <caption className="sr-only">
          Every player&apos;s matches won, lost and halved; choose a player to see their matches
        </caption>
        <thead className="border-b border-stone-200 bg-stone-100 text-sm text-stone-700">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold sm:px-4">
              Player
            </th>
            <th scope="col" className="w-12 px-2 py-2 text-center font-semibold sm:w-20">
              Won
            </th>
            <th scope="col" className="w-12 px-2 py-2 text-center font-semibold sm:w-20">
              Lost
            </th>
            <th scope="col" className="w-14 px-2 py-2 text-center font-semibold sm:w-20">
              Halved
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200">
          {ranked.map((player) => (
            <tr
              key={player.player.id}
              className={
                player.player.id === viewerPlayerId
                  ? "bg-amber-50 shadow-[inset_5px_0_0_var(--color-amber-500)]"
                  : undefined
              }
            >
              <th scope="row" className="px-1 py-1 font-normal sm:px-2">
                <button
                  type="button"
                  onClick={() => onChoose(player.player.id)}
                  className="min-h-11 w-full rounded-md px-2 text-left font-semibold [overflow-wrap:anywhere] text-fairway-900 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-fairway-600"
                >
                  {player.player.fullName}
                  <span className="ml-1.5 text-sm font-normal text-stone-600">
                    {formatPlayingHandicap(player.eventHandicap)}
                  </span>
                </button>
              </th>
              <td className="px-2 py-2 text-center text-lg font-bold tabular-nums text-green-800">{player.wonCount}</td>
              <td className="px-2 py-2 text-center text-lg font-bold tabular-nums text-red-800">{player.lostCount}</td>
              <td className="px-2 py-2 text-center text-lg tabular-nums text-stone-800">{player.halvedCount}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
