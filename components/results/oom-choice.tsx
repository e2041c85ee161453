"use client";

import { createContext, type ReactNode, useContext, useState } from "react";
import useSWR from "swr";
import { getPlayerOomProgress } from "@/lib/contracts/routes/results";
import { type ApiError, cacheKey, fetcherOf } from "@/lib/hooks/api-client";
import type { OomProgressDto } from "@/lib/validation/results";
import { OomProgressChart } from "./oom-progress-chart";

/*
 * The order of merit's only state: whose season the chart shows. The standings around it are rendered on the server
 * (components/results/order-of-merit.tsx), so a society of many seasons sends its table as HTML, not as data to
 * hydrate; only the names and the chart take part in it.
 */
const Choice = createContext<{ chosen: string | null; choose: (playerId: string) => void }>({
  chosen: null,
  choose: () => undefined,
});

export function OomChoice({ initialChosen, children }: { initialChosen: string | null; children: ReactNode }) {
  const [chosen, choose] = useState(initialChosen);
  return <Choice value={{ chosen, choose }}>{children}</Choice>;
}

/** A player's name in the standings: pressing it shows their season on the chart. */
export function OomPlayerButton({ playerId, children }: { playerId: string; children: ReactNode }) {
  const { chosen, choose } = useContext(Choice);
  const isChosen = playerId === chosen;
  return (
    <button
      type="button"
      onClick={() => choose(playerId)}
      aria-pressed={isChosen}
      className={`min-h-11 w-full rounded-md px-1 text-left font-semibold [overflow-wrap:anywhere] underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-fairway-600 ${isChosen ? "text-fairway-800 underline" : "text-stone-950"}`}
    >
      {children}
    </button>
  );
}

/**
 * The chosen player's season. The viewer's comes drawn with the page rather than as data: a ten-season player's
 * season is hundreds of points, which were most of the data the page sent. Anyone else's is read when their name is
 * pressed, the chart shown staying until it arrives.
 */
export function OomSeasonChart({
  sweepId,
  viewerPlayerId,
  viewerChart,
}: {
  sweepId: string;
  viewerPlayerId: string;
  viewerChart: ReactNode;
}) {
  const { chosen } = useContext(Choice);
  const showsViewer = chosen === viewerPlayerId && viewerChart !== null;
  const { data: progress, error } = useSWR<OomProgressDto, ApiError>(
    chosen && !showsViewer ? cacheKey(getPlayerOomProgress, { sweepId, playerId: chosen }) : null,
    fetcherOf(getPlayerOomProgress),
    { keepPreviousData: true, revalidateOnFocus: false },
  );
  if (showsViewer) return viewerChart;
  if (progress) return <OomProgressChart progress={progress} />;
  if (!error && viewerChart !== null) return viewerChart;
  return (
    <p className="h-44 text-sm text-stone-700">
      {error ? `The chart could not be loaded: ${error.message}` : "Loading the season…"}
    </p>
  );
}
