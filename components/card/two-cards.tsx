"use client";

import type { CourseYards } from "@/lib/courses/tee-yards";
import { useLiveScorecard } from "@/lib/scoring/use-live-scorecard";
import type { ScorecardDto } from "@/lib/validation/scorecards";
import { CardPairBeingRead } from "./card-skeleton";
import { LazyCardPair, startLoadingScreen } from "./ready-screens";

startLoadingScreen("pair");

/**
 * The player's own card and the one they mark (card-pair.tsx), live, once the phone has read what it keeps of both:
 * until then, their place and no keypad.
 */
export function TwoCards({
  playerCard,
  markerCard,
  markedIsGuest,
  courseYards,
}: {
  playerCard: ScorecardDto;
  markerCard: ScorecardDto;
  markedIsGuest: boolean;
  courseYards: CourseYards;
}) {
  const own = useLiveScorecard(playerCard);
  const marked = useLiveScorecard(markerCard);
  return own.ready && marked.ready ? (
    <LazyCardPair own={own} marked={marked} markedIsGuest={markedIsGuest} courseYards={courseYards} />
  ) : (
    <CardPairBeingRead card={own.ready ? own.card : own.whose} />
  );
}
