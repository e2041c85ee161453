"use client";

import { type ComponentType, lazy, type ReactNode, Suspense, useEffect } from "react";
import { afterPageLoadInTurns } from "../scoring/after-page-load";
import { loadDialogs } from "../ui/lazy-dialog";

// What the scoring screens show only to some viewers or at some moments (the dialogs, the admin's correction reason,
// the signing at the end of the round) is fetched when first shown, not with the page: a phone on one bar of signal
// loads the card and keypad first. Once the page is idle it is fetched anyway, so the service worker has it for a
// reload with no signal. React.lazy rather than next/dynamic: none of it is rendered on the server (it waits for the
// phone card), and next/dynamic's loader would cost every scoring page more than some of the parts it defers.

const LOADERS = {
  conflict: () => import("./conflict-dialog"),
  history: () => import("./hole-history"),
  handicap: () => import("./update-handicap"),
  wholeCard: () => import("./whole-card-dialog"),
  holeGross: () => import("./hole-gross-dialog"),
  correctionReason: () => import("./correction-reason-field"),
  signCard: () => import("./sign-card"),
  // The parts' modals and side panels draw on Radix only once opened: a reload with no signal needs it too.
  dialogs: loadDialogs,
};

/** A component fetched when first rendered: `fallback` (by default nothing) in its place until it has arrived. */
export function lazyPart<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  fallback: (props: Props) => ReactNode = () => null,
): ComponentType<Props> {
  const Part = lazy(() => load().then((component) => ({ default: component })));
  function LazyPart(props: Props) {
    return (
      <Suspense fallback={fallback(props)}>
        <Part {...props} />
      </Suspense>
    );
  }
  return LazyPart;
}

export const LazyConflictDialog = lazyPart(() => LOADERS.conflict().then((module) => module.ConflictDialog));
export const LazyHoleHistory = lazyPart(() => LOADERS.history().then((module) => module.HoleHistory));
export const LazyUpdateHandicapDialog = lazyPart(() =>
  LOADERS.handicap().then((module) => module.UpdateHandicapDialog),
);
export const LazyWholeCardDialog = lazyPart(() => LOADERS.wholeCard().then((module) => module.WholeCardDialog));
export const LazyHoleGrossDialog = lazyPart(() => LOADERS.holeGross().then((module) => module.HoleGrossDialog));
export const LazyCorrectionReasonField = lazyPart(() =>
  LOADERS.correctionReason().then((module) => module.CorrectionReasonField),
);
export const LazySignCard = lazyPart(() => LOADERS.signCard().then((module) => module.SignCard));

/** Fetches every lazy part's code once the page has loaded and has nothing better to do. */
export function usePreloadedParts() {
  useEffect(() => afterPageLoadInTurns(Object.values(LOADERS).map((load) => () => void load())), []);
}
