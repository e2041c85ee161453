"use client";

import type { CourseYards } from "@/lib/courses/tee-yards";
import { startLabel } from "@/lib/events/group-start-label";
import { useFollowedCards } from "@/lib/scoring/use-followed-cards";
import { useLiveScorecard } from "@/lib/scoring/use-live-scorecard";
import type { PlayDto, ScorecardDto } from "@/lib/validation/scorecards";
import { CardScreen } from "./card-screen";
import { TwoCards } from "./two-cards";

/**
 * event/play/{id} (docs/screens-and-api.md#playing-and-marking-a-card): the player's own card and the card they
 * mark, one tap apart, both following what the other phones change on them. Their group is the round's Group tab.
 */
export function PlayView({ play, courseYards }: { play: PlayDto; courseYards: CourseYards }) {
  const { playerCard, markerCard } = play;
  useFollowedCards(
    play.id,
    [playerCard, markerCard].flatMap((card) => (card ? [card.id] : [])),
  );
  return (
    <div className="space-y-5">
      {play.playerStart ? (
        <p className="rounded-2xl border border-fairway-600 bg-white p-4 text-lg font-bold text-stone-950">
          Your start: {startLabel(play.playerStart)}
        </p>
      ) : null}
      {playerCard && markerCard ? (
        <TwoCards
          playerCard={playerCard}
          markerCard={markerCard}
          markedIsGuest={play.groupPlayers.some((player) => player.cardId === markerCard.id && player.guest)}
          courseYards={courseYards}
        />
      ) : null}
      {playerCard && !markerCard ? <OneCard card={playerCard} courseYards={courseYards} /> : null}
      {!playerCard ? (
        <p className="rounded-2xl border border-dashed border-stone-400 bg-white p-5 text-base text-stone-800">
          You have no card in this event: only players who entered have one.
        </p>
      ) : null}
    </div>
  );
}

function OneCard({ card, courseYards }: { card: ScorecardDto; courseYards: CourseYards }) {
  return <CardScreen live={useLiveScorecard(card)} headingLevel={2} courseYards={courseYards} />;
}
