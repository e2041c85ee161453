export { roundHalfUp } from "./rounding";
export { strokesReceived } from "./strokes";
export { eventHandicap, eventPlayingHandicap, type EventPlayingHandicap } from "./handicap";
export type { TeeRating } from "./whs";
export type { Hole } from "./course";
export { scoreCard, type CardTotal, type ScoredCard, type ScoredHole } from "./card";
export { countHolesEntered, FINISHED, thru, type Thru } from "./thru";
export { explainCountback, rankStableford, type CountbackExplanation, type CountbackKey } from "./countback";
export { oomPointsForEvent } from "./oom-points";
export { orderOfMerit, orderOfMeritProgress, type OomEntry, type OomProgressPoint } from "./order-of-merit";
export { topCardsLeaderboard, type LeaderboardEntry } from "./leaderboard";
export { virtualMatch, type MatchResult } from "./match-play";
export { adjustHandicap, explainHandicapAdjustment, type HandicapAdjustment } from "./adjust-handicap";
export { drawGroups, type DrawSlot } from "./draw";
export { pointsColour, scoreColour, type Colour } from "./colours";
export { isLikelySlip, slipQuestion } from "./slip";
export {
  DEFAULT_HANDICAP_RULES,
  DEFAULT_OOM_RULES,
  FIXED_TABLE_OOM_RULES,
  handicapRulesSchema,
  oomRulesSchema,
  type HandicapRules,
  type OomRules,
} from "./rules";
export {
  HANDICAP_MAX,
  HANDICAP_MIN,
  HOLES_PER_CARD,
  HOLES_PER_NINE,
  LEADERBOARD_TOP_CARDS,
  NO_RETURN,
} from "./constants";
