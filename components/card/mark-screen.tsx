"use client";

import { useFollowedCards } from "@/lib/scoring/use-followed-cards";
import { useLiveScorecard } from "@/lib/scoring/use-live-scorecard";
import type { ScorecardDto } from "@/lib/validation/scorecards";
import { CardBeingRead } from "./card-skeleton";
import { LazyKnownMarkScreen, startLoadingScreen } from "./ready-screens";

startLoadingScreen("mark");

/**
 * The older family's mark screen (docs/screens-and-api.md#playing-and-marking-a-card): Out/In/All, the table of holes, a modal for one hole's gross (the
 * same keypad) and one for a whole card typed from paper. The same live card and save path as the newer screens,
 * following what the other phones change on the card.
 */
export function MarkScreen({ initialCard }: { initialCard: ScorecardDto }) {
  useFollowedCards(initialCard.eventId, [initialCard.id]);
  const live = useLiveScorecard(initialCard);
  return live.ready ? <LazyKnownMarkScreen live={live} /> : <CardBeingRead card={live.whose} />;
}
