"use client";

import dynamic from "next/dynamic";
import { useEffect } from "react";

// The dialogs of the scoring screens are fetched when first opened, not with the page: a phone on one bar of
// signal loads the card and keypad first. Once the page is idle they are fetched anyway, so the service worker
// has them for a reload with no signal.

const LOADERS = {
  conflict: () => import("./conflict-dialog"),
  history: () => import("./hole-history"),
  handicap: () => import("./update-handicap"),
  wholeCard: () => import("./whole-card-dialog"),
  holeGross: () => import("./hole-gross-dialog"),
};

export const LazyConflictDialog = dynamic(() => LOADERS.conflict().then((module) => module.ConflictDialog), {
  ssr: false,
});
export const LazyHoleHistory = dynamic(() => LOADERS.history().then((module) => module.HoleHistory), { ssr: false });
export const LazyUpdateHandicapDialog = dynamic(
  () => LOADERS.handicap().then((module) => module.UpdateHandicapDialog),
  { ssr: false },
);
export const LazyWholeCardDialog = dynamic(() => LOADERS.wholeCard().then((module) => module.WholeCardDialog), {
  ssr: false,
});
export const LazyHoleGrossDialog = dynamic(() => LOADERS.holeGross().then((module) => module.HoleGrossDialog), {
  ssr: false,
});

const IDLE_FALLBACK_MS = 2_000;

/** Fetches every dialog's code once the page has nothing better to do (Safari has no requestIdleCallback). */
export function usePreloadedDialogs() {
  useEffect(() => {
    const preload = () => Object.values(LOADERS).forEach((load) => void load());
    if (typeof window.requestIdleCallback === "function") {
      const id = window.requestIdleCallback(preload);
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(preload, IDLE_FALLBACK_MS);
    return () => clearTimeout(timer);
  }, []);
}
