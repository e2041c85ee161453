import type { Metadata } from "next";
import { HandicapChart } from "@/components/handicap/handicap-chart";
import { HandicapValue } from "@/components/handicap/handicap-value";
import { GoBackButton } from "@/components/layout/go-back-button";
import { PageContainer, PageTitle } from "@/components/layout/page-container";
import { PlayerEvents } from "@/components/player/player-events";
import { PlayerHandicapHistory } from "@/components/player/player-handicap-history";
import { Section } from "@/components/ui/section";
import { requirePageUser } from "@/lib/server/auth/session";
import { db } from "@/lib/server/db/infra/client";
import { getUserPlayer } from "@/lib/server/db/players";

export const metadata: Metadata = { title: "Your handicap" };

// user/player: your own handicap, exact handicap, history and events.
export default async function UserPlayerPage() {
  const user = await requirePageUser();
  const player = await getUserPlayer(db, user.playerId);
  if (!player) return null;
  const latestSweep = player.handicaps[0]?.sweep;
  return (
    <PageContainer>
      <GoBackButton parent="/" />
      <PageTitle>{player.fullName}</PageTitle>
      <Section title="Handicap">
        <p>
          <HandicapValue playing={player.currentHandicap} exact={player.currentExactHandicap} size="lg" />
        </p>
        {player.sweeps.length > 1 ? (
          <ul aria-label="Handicap in each sweep" className="divide-y divide-stone-200">
            {player.sweeps.map((entry) => (
              <li key={entry.sweep.id} className="flex flex-wrap items-baseline justify-between gap-x-4 py-2">
                <span className="font-semibold">{entry.sweep.name}</span>
                <HandicapValue playing={entry.currentHandicap} exact={entry.currentExactHandicap} />
              </li>
            ))}
          </ul>
        ) : null}
        {/* One line per sweep would cross; chart the sweep of the latest entry. */}
        {latestSweep ? (
          <HandicapChart
            entries={player.handicaps.filter((entry) => entry.sweep.id === latestSweep.id)}
            timeZone={latestSweep.timeZone}
          />
        ) : null}
        <PlayerHandicapHistory entries={player.handicaps} />
      </Section>
      <Section title="Events">
        <PlayerEvents events={player.events} />
      </Section>
    </PageContainer>
  );
}
