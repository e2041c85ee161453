export { roundHalfUp } from "./rounding";
export { strokesReceived } from "./strokes";
export { eventHandicap } from "./handicap";
export type { Hole } from "./course";
export { scoreCard, type ScoredCard, type ScoredHole } from "./card";
export { rankStableford } from "./countback";
export { virtualMatch, type MatchResult } from "./match-play";
export { HANDICAP_MAX, HANDICAP_MIN, HOLES_PER_CARD, HOLES_PER_NINE, LEADERBOARD_TOP_CARDS } from "./constants";
