import type { Route } from "next";
import type { ReactNode } from "react";
import { endpointUrl } from "@/lib/contracts/endpoint";
import { getOrderOfMeritCsv } from "@/lib/contracts/routes/results";
import type { OrderOfMeritDto } from "@/lib/validation/results";
import { OomTable } from "../sweep/oom-table";
import { CsvLink } from "./csv-link";
import { OomChoice, OomSeasonChart } from "./oom-choice";

type Props = {
  oom: OrderOfMeritDto;
  viewerPlayerId: string;
  /** The viewer's season as the page drew it (components/results/oom-progress-chart.tsx), or null to read it. */
  viewerChart: ReactNode;
  /** The page showing it, whose `?events=all` shows every event's column. */
  pagePath: Route;
  showAllEvents: boolean;
};

/**
 * The sweep's order of merit: the standings with each event's points, and a chart of one player's season (the
 * viewer's to begin with; a name in the table shows theirs).
 */
export function OrderOfMerit({ oom, viewerPlayerId, viewerChart, pagePath, showAllEvents }: Props) {
  const hasViewer = oom.entries.some((entry) => entry.player.id === viewerPlayerId);
  const initialChosen = hasViewer ? viewerPlayerId : (oom.entries[0]?.player.id ?? null);
  return (
    <OomChoice initialChosen={initialChosen}>
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
        {initialChosen ? (
          <div className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
            <OomSeasonChart sweepId={oom.sweepId} viewerPlayerId={viewerPlayerId} viewerChart={viewerChart} />
          </div>
        ) : null}
        <OomTable oom={oom} viewerPlayerId={viewerPlayerId} pagePath={pagePath} showAllEvents={showAllEvents} />
      </section>
    </OomChoice>
  );
}
