"use client";

import { useFollowedCards } from "@/lib/scoring/use-followed-cards";
import { type LiveScorecard, useLiveScorecard } from "@/lib/scoring/use-live-scorecard";
import type { ScorecardDto } from "@/lib/validation/scorecards";
import { CardBeingRead } from "./card-skeleton";
import type { CardScreenOptions } from "./known-card-screen";
import { LazyKnownCardScreen, startLoadingScreen } from "./ready-screens";

startLoadingScreen("card");

/** A card page: one card, live, following what the other phones change on it. */
export function LiveCardScreen({
  initialCard,
  ...options
}: { initialCard: ScorecardDto } & Omit<CardScreenOptions, "headingLevel">) {
  useFollowedCards(initialCard.eventId, [initialCard.id]);
  return <CardScreen live={useLiveScorecard(initialCard)} {...options} />;
}

/** A live card, once the phone has read what it keeps of it: until then, the card's place and no keypad. */
export function CardScreen({ live, ...options }: { live: LiveScorecard } & CardScreenOptions) {
  return live.ready ? (
    <LazyKnownCardScreen live={live} {...options} />
  ) : (
    <CardBeingRead card={live.whose} headingLevel={options.headingLevel} />
  );
}
