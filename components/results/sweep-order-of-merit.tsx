"use client";

import type { Route } from "next";
import type { ReactNode } from "react";
import { useOrderOfMerit } from "@/lib/hooks/use-sweep-tabs";
import type { OrderOfMeritDto } from "@/lib/validation/results";
import { LoadState } from "../ui/load-state";
import { OrderOfMerit } from "./order-of-merit";

type Props = {
  sweepId: string;
  viewerPlayerId: string;
  /**
   * The page's own read, with the shown events' columns only (lib/order-of-merit-lines.ts) and the viewer's season
   * drawn; without it the standings are read with the same columns when the tab is first shown.
   */
  initial?: { oom: OrderOfMeritDto; viewerChart: ReactNode };
  /** The page holding the tab, whose `?events=all` shows every event's column. */
  pagePath: Route;
  showAllEvents: boolean;
};

/** The order of merit as one of a page's tabs (sweep/details): the page's data, or read once the tab is opened. */
export function SweepOrderOfMerit({ sweepId, viewerPlayerId, initial, pagePath, showAllEvents }: Props) {
  const read = useOrderOfMerit(sweepId, { isWanted: !initial, showAllEvents });
  const oom = initial?.oom ?? read.data;
  if (!oom) return <LoadState what="order of merit" error={read.error} retry={() => void read.mutate()} />;
  return (
    <OrderOfMerit
      oom={oom}
      viewerPlayerId={viewerPlayerId}
      viewerChart={initial?.viewerChart ?? null}
      pagePath={pagePath}
      showAllEvents={showAllEvents}
    />
  );
}
