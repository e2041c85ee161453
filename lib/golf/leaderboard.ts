import { LEADERBOARD_TOP_CARDS } from "./constants";
import { compareNames, compareStrings, rankByKeys } from "./ranking";
import { assertPositiveInteger } from "./validate";

export type LeaderboardEntry = {
  position: number;
  playerId: string;
  player: string;
  totalOfTopScores: number;
  topScoreCards: Array<{ cardId: string; totalPoints: number }>;
};

type CardTotal = { playerId: string; fullName: string; cardId: string; totalPoints: number };

/**
 * docs/golf-rules.md#top-five-leaderboard sweep leaderboard: each member's best `count` card totals (completed events, winter
 * included, no double points), ranked by their sum; ties share the position and list by name.
 */
export function topCardsLeaderboard(cards: CardTotal[], count: number = LEADERBOARD_TOP_CARDS): LeaderboardEntry[] {
  assertPositiveInteger("topCardsLeaderboard", "count", count);
  const byPlayer = new Map<string, { playerId: string; player: string; cards: CardTotal[] }>();
  const cardIds = new Set<string>();
  for (const card of cards) {
    if (!Number.isInteger(card.totalPoints) || card.totalPoints < 0) {
      throw new RangeError(
        `topCardsLeaderboard: card ${card.cardId} totalPoints must be a non-negative integer, got ${String(card.totalPoints)}`,
      );
    }
    if (cardIds.has(card.cardId)) throw new RangeError(`topCardsLeaderboard: card ${card.cardId} is listed twice`);
    cardIds.add(card.cardId);
    const entry = byPlayer.get(card.playerId);
    if (entry) entry.cards.push(card);
    else byPlayer.set(card.playerId, { playerId: card.playerId, player: card.fullName, cards: [card] });
  }

  const totals = [...byPlayer.values()].map(({ playerId, player, cards: playerCards }) => {
    const top = [...playerCards]
      .sort((a, b) => b.totalPoints - a.totalPoints || compareStrings(a.cardId, b.cardId))
      .slice(0, count)
      .map(({ cardId, totalPoints }) => ({ cardId, totalPoints }));
    return { playerId, player, topScoreCards: top, totalOfTopScores: top.reduce((sum, c) => sum + c.totalPoints, 0) };
  });
  totals.sort((a, b) => compareNames(a.player, b.player) || compareStrings(a.playerId, b.playerId));
  return rankByKeys(totals, (t) => [t.totalOfTopScores], "higher").map(({ item, position }) => ({ position, ...item }));
}
