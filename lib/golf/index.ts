export { roundHalfUp } from "./rounding";
export { strokesReceived } from "./strokes";
export {
  eventHandicap,
  eventPlayingHandicap,
  fullPlayingHandicap,
  playingHandicapUnderRules,
  type EventPlayingHandicap,
} from "./handicap";
export type { TeeRating } from "./whs";
export { holesOfEvent, ratingOfHolesPlayed, type EventNine, type Hole } from "./course";
export { scoreCard, type CardTotal, type ScoredCard, type ScoredHole } from "./card";
export { countHolesEntered, FINISHED, thru, type Thru } from "./thru";
export { explainCountback, rankStableford, type CountbackExplanation, type CountbackKey } from "./countback";
export { eventOomResults, oomPointsForEvent, type EventOomResult } from "./oom-points";
export { isNonReturn, rankWithNonReturns, type Standing } from "./non-return";
export {
  eventStandings,
  previewRules,
  replayHandicapAdjustments,
  replayHandicaps,
  type EventHandicapChange,
  type HandicapPreviewRow,
  type HandicapStep,
  type OomPreviewRow,
  type PreviewCard,
  type PreviewEvent,
  type RulesPreview,
  type SweepRules,
} from "./rules-preview";
export { explainHandicapChange, explainOomLine, type HandicapChangeFacts } from "./explain";
export { seasonFinishers, type SeasonFinisher } from "./season";
export { orderOfMerit, orderOfMeritProgress, type OomEntry, type OomProgressPoint } from "./order-of-merit";
export { topCardsLeaderboard, type LeaderboardEntry } from "./leaderboard";
export { virtualMatch, type MatchResult } from "./match-play";
export {
  adjustHandicap,
  adjustmentOutcome,
  explainHandicapAdjustment,
  type AdjustmentOutcome,
  type HandicapAdjustment,
} from "./adjust-handicap";
export {
  drawByHandicap,
  drawGroups,
  drawMethodSchema,
  groupSizeSchema,
  markerChain,
  type DrawMethod,
  type DrawPlayer,
  type DrawSlot,
} from "./draw";
export { applyDrawEdit, type DrawEdit, type DrawEditOutcome } from "./draw-edits";
export { eventStartSchema, groupStarts, instantOf, wallTimeAt, type EventStart, type GroupStart } from "./tee-times";
export { pointsColour, scoreColour, type Colour } from "./colours";
export { isLikelySlip, slipQuestion } from "./slip";
export {
  ALLOWANCES,
  DEFAULT_HANDICAP_RULES,
  DEFAULT_OOM_RULES,
  EVENT_KINDS,
  NON_RETURN_HANDICAP_RULES,
  FIXED_TABLE_OOM_RULES,
  handicapRulesSchema,
  oomRulesSchema,
  type Allowance,
  type EventKind,
  type HandicapRules,
  type NonReturnHandicapRule,
  type OomRules,
  type ResolvedHandicapRules,
  type ResolvedOomRules,
} from "./rules";
export {
  HANDICAP_MAX,
  HANDICAP_MIN,
  HOLES_PER_CARD,
  HOLES_PER_NINE,
  LEADERBOARD_TOP_CARDS,
  NO_RETURN,
} from "./constants";
