"use client";

import { useEffect } from "react";
import { CardBeingRead, CardPairBeingRead } from "./card-skeleton";
import { lazyPart } from "./lazy-parts";

// A scoring screen shows only the card's place until the phone has read the card and the saves it keeps
// (docs/live-scoring.md#the-outbox), so what it shows after (the keypad, the hole, the tables, the menus, the play
// page's tabs between its two cards) is fetched while the phone reads, not with the page: the page's first load is
// the reading and the round's frame (bench/http/page-budgets.ts). Until it has arrived, the card's place stays.

const LOADERS = {
  card: () => import("./known-card-screen"),
  mark: () => import("./known-mark-screen"),
  pair: () => import("./card-pair"),
};

export const LazyKnownCardScreen = lazyPart(
  () => LOADERS.card().then((module) => module.KnownCardScreen),
  ({ live }) => <CardBeingRead playerName={live.player.fullName} />,
);
export const LazyKnownMarkScreen = lazyPart(
  () => LOADERS.mark().then((module) => module.KnownMarkScreen),
  ({ live }) => <CardBeingRead playerName={live.player.fullName} />,
);
export const LazyCardPair = lazyPart(
  () => LOADERS.pair().then((module) => module.CardPair),
  ({ own }) => <CardPairBeingRead playerName={own.player.fullName} />,
);

/** Starts fetching a screen's code as its page mounts, beside the phone's reading of its cards. */
export function useReadyScreen(screen: keyof typeof LOADERS) {
  useEffect(() => void LOADERS[screen](), [screen]);
}
