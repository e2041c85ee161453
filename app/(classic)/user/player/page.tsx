import type { Metadata } from "next";
import { HandicapChart } from "@/components/handicap/handicap-chart";
import { HandicapValue } from "@/components/handicap/handicap-value";
import { GoBackButton } from "@/components/layout/go-back-button";
import { PageContainer, PageTitle } from "@/components/layout/page-container";
import { PlayerEvents } from "@/components/player/player-events";
import { Section } from "@/components/ui/section";
import { formatDay } from "@/lib/dates";
import { requirePageUser } from "@/lib/server/auth/session";
import { db } from "@/lib/server/db/client";
import { getUserPlayer } from "@/lib/server/db/players";
import { formatHandicap, formatPlayingHandicap } from "@/lib/validation/handicaps";

export const metadata: Metadata = { title: "Your handicap" };

// user/player: your own handicap, exact handicap, history and events.
export default async function UserPlayerPage() {
  const user = await requirePageUser();
  const player = await getUserPlayer(db, user.playerId);
  if (!player) return null;
  return (
    <PageContainer>
      <GoBackButton />
      <PageTitle>{player.fullName}</PageTitle>
      <Section title="Handicap">
        <p className="text-3xl">
          <HandicapValue playing={player.currentHandicap} exact={player.currentExactHandicap} />
        </p>
        {player.sweeps.length > 1 ? (
          <ul className="text-sm text-stone-700">
            {player.sweeps.map((entry) => (
              <li key={entry.sweep.id}>
                {entry.sweep.name}: <HandicapValue playing={entry.currentHandicap} exact={entry.currentExactHandicap} />
              </li>
            ))}
          </ul>
        ) : null}
        {/* One line per sweep would cross; chart the sweep of the latest entry. */}
        <HandicapChart entries={player.handicaps.filter((entry) => entry.sweep.id === player.handicaps[0]?.sweep.id)} />
        <ul aria-label="Handicap history" className="divide-y divide-stone-200 text-sm">
          {player.handicaps.map((entry) => (
            <li key={entry.id} className="flex justify-between py-1.5">
              <span>
                {formatDay(entry.created)} · {entry.sweep.name}
              </span>
              <span className="tabular-nums">
                <strong>{formatPlayingHandicap(entry.playingHandicap)}</strong> ({formatHandicap(entry.exact)})
              </span>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Events">
        <PlayerEvents events={player.events} />
      </Section>
    </PageContainer>
  );
}
