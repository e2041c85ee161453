"use client";

import dynamic from "next/dynamic";
import { useEffect } from "react";
import { afterPageLoad } from "../scoring/after-page-load";

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

/** Fetches every dialog's code once the page has loaded and has nothing better to do. */
export function usePreloadedDialogs() {
  useEffect(() => afterPageLoad(() => Object.values(LOADERS).forEach((load) => void load())), []);
}
