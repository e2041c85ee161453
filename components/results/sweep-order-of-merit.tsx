"use client";

import type { Route } from "next";
import { useOrderOfMerit } from "@/lib/hooks/use-sweep-tabs";
import type { OomProgressDto, OrderOfMeritDto } from "@/lib/validation/results";
import { LoadState } from "../ui/load-state";
import { OrderOfMerit } from "./order-of-merit";

type Props = {
  sweepId: string;
  viewerPlayerId: string;
  /**
   * The page's own read, with the latest events' points only (lib/order-of-merit-lines.ts); without it the standings
   * are read in full when the tab is first shown.
   */
  initial?: { oom: OrderOfMeritDto; viewerProgress: OomProgressDto | null };
  /** The page holding the tab, whose `?events=all` shows every event's column. */
  pagePath: Route;
  showAllEvents: boolean;
};

/** The order of merit as one of a page's tabs (sweep/details): the page's data, or read once the tab is opened. */
export function SweepOrderOfMerit({ sweepId, viewerPlayerId, initial, pagePath, showAllEvents }: Props) {
  const read = useOrderOfMerit(sweepId, !initial);
  const oom = initial?.oom ?? read.data;
  if (!oom) return <LoadState what="order of merit" error={read.error} retry={() => void read.mutate()} />;
  return (
    <OrderOfMerit
      oom={oom}
      viewerPlayerId={viewerPlayerId}
      viewerProgress={initial?.viewerProgress ?? null}
      pagePath={pagePath}
      showAllEvents={showAllEvents}
    />
  );
}
