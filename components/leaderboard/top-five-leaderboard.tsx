import { endpointUrl } from "@/lib/contracts/endpoint";
import { getSweepLeaderboardCsv } from "@/lib/contracts/routes/results";
import { LEADERBOARD_TOP_CARDS } from "@/lib/golf/constants";
import type { LeaderboardEntryDto } from "@/lib/validation/results";
import { CsvLink } from "../results/csv-link";
import { TopFiveTable } from "./top-five-table";

type Props = { sweepId: string; entries: LeaderboardEntryDto[]; viewerPlayerId: string };

/** The top-five leaderboard section of a sweep: what it counts, the table, and its CSV. */
export function TopFiveLeaderboard({ sweepId, entries, viewerPlayerId }: Props) {
  return (
    <section aria-labelledby="top-five-title" className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h2 id="top-five-title" className="text-xl font-bold text-stone-950">
            Top {LEADERBOARD_TOP_CARDS} leaderboard
          </h2>
          <p className="text-sm text-stone-700">
            Each member&apos;s best {LEADERBOARD_TOP_CARDS} cards (Stableford points) from closed events. Tap a score to
            see its card.
          </p>
        </div>
        {entries.length > 0 ? <CsvLink href={endpointUrl(getSweepLeaderboardCsv, { sweepId })} /> : null}
      </div>
      {entries.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-stone-300 bg-white p-6 text-center text-stone-700">
          The leaderboard starts when the first event is closed.
        </p>
      ) : (
        <TopFiveTable sweepId={sweepId} entries={entries} viewerPlayerId={viewerPlayerId} />
      )}
    </section>
  );
}
