"use client";

import { useState } from "react";
import useSWR from "swr";
import { endpointUrl } from "@/lib/contracts/endpoint";
import { getOrderOfMeritCsv, getPlayerOomProgress } from "@/lib/contracts/routes/results";
import { type ApiError, cacheKey, fetcherOf } from "@/lib/hooks/api-client";
import { useOrderOfMerit } from "@/lib/hooks/use-sweep-tabs";
import type { OomProgressDto, OrderOfMeritDto } from "@/lib/validation/results";
import { OomTable } from "../sweep/oom-table";
import { LoadState } from "../ui/load-state";
import { CsvLink } from "./csv-link";
import { OomProgressChart } from "./oom-progress-chart";

type Props = {
  oom: OrderOfMeritDto;
  viewerPlayerId: string;
  viewerProgress: OomProgressDto | null;
  /** False when the page sent the latest events' points only (lib/order-of-merit-lines.ts): the rest is read on asking. */
  hasEveryLine?: boolean;
};

/**
 * The sweep's order of merit: the standings with each event's points, and a chart of one player's season (the
 * viewer's to begin with; a name in the table shows theirs).
 */
export function OrderOfMerit({ oom: sent, viewerPlayerId, viewerProgress, hasEveryLine = true }: Props) {
  const [wantsEveryLine, setWantsEveryLine] = useState(false);
  const every = useOrderOfMerit(sent.sweepId, wantsEveryLine && !hasEveryLine);
  const oom = every.data ?? sent;
  const hasViewer = oom.entries.some((entry) => entry.player.id === viewerPlayerId);
  const [chosen, setChosen] = useState<string | null>(hasViewer ? viewerPlayerId : (oom.entries[0]?.player.id ?? null));
  const { data: progress, error } = useSWR<OomProgressDto, ApiError>(
    chosen ? cacheKey(getPlayerOomProgress, { sweepId: oom.sweepId, playerId: chosen }) : null,
    fetcherOf(getPlayerOomProgress),
    {
      fallbackData: chosen === viewerPlayerId && viewerProgress ? viewerProgress : undefined,
      keepPreviousData: true,
      revalidateOnFocus: false,
    },
  );

  return (
    <section aria-labelledby="oom-title" className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h2 id="oom-title" className="text-xl font-bold text-stone-950">
            Order of merit
          </h2>
          <p className="text-sm text-stone-700">
            Points for each finishing position, stored when an event is closed.
            {oom.bestN ? ` Only each player's best ${oom.bestN} events count: struck-through points do not.` : ""}
          </p>
        </div>
        {oom.entries.length > 0 ? <CsvLink href={endpointUrl(getOrderOfMeritCsv, { sweepId: oom.sweepId })} /> : null}
      </div>
      {chosen && oom.entries.length > 0 ? (
        <div className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
          {progress ? (
            <OomProgressChart progress={progress} />
          ) : (
            <p className="h-44 text-sm text-stone-700">
              {error ? `The chart could not be loaded: ${error.message}` : "Loading the season…"}
            </p>
          )}
        </div>
      ) : null}
      {every.error ? (
        <LoadState what="points of every event" error={every.error} retry={() => void every.mutate()} />
      ) : null}
      <OomTable
        oom={oom}
        viewerPlayerId={viewerPlayerId}
        chosenPlayerId={chosen}
        onChoose={setChosen}
        hasEveryLine={hasEveryLine || every.data !== undefined}
        onShowAll={() => setWantsEveryLine(true)}
      />
    </section>
  );
}
