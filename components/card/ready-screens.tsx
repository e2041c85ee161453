"use client";

import { CardBeingRead, CardPairBeingRead } from "./card-skeleton";
import { lazyPart } from "./lazy-parts";

// A scoring screen shows only the card's place until the phone has read the card and the saves it keeps
// (docs/live-scoring.md#the-outbox), so what it shows after (the keypad, the hole, the tables, the menus, the play
// page's tabs between its two cards) is fetched while the phone reads, not with the page: the page's first load is
// the reading and the round's frame (bench/http/page-budgets.ts). Until it has arrived, the card's place stays.
// The fetch starts as the page's own code runs (startLoadingScreen at the top of the screen's module), not once the
// page has rendered: on slow 4G that second round of requests is what the keypad's first paint waits for.

const LOADERS = {
  card: () => import("./known-card-screen"),
  mark: () => import("./known-mark-screen"),
  pair: () => import("./card-pair"),
};

export const LazyKnownCardScreen = lazyPart(
  () => LOADERS.card().then((module) => module.KnownCardScreen),
  ({ live, headingLevel }) => <CardBeingRead card={live.card} headingLevel={headingLevel} />,
);
export const LazyKnownMarkScreen = lazyPart(
  () => LOADERS.mark().then((module) => module.KnownMarkScreen),
  ({ live }) => <CardBeingRead card={live.card} />,
);
export const LazyCardPair = lazyPart(
  () => LOADERS.pair().then((module) => module.CardPair),
  ({ own }) => <CardPairBeingRead card={own.card} />,
);

/** Starts fetching a screen's code in the browser as the page's code runs, before the phone reads its cards. */
export function startLoadingScreen(screen: keyof typeof LOADERS) {
  if (typeof window !== "undefined") void LOADERS[screen]();
}
