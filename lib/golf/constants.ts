export const HOLES_PER_NINE = 9;
export const HOLES_PER_CARD = 18;

/**
 * docs/golf-rules.md#card-totals: the one notation of a gross or nett total that a hole without a score leaves
 * open, whether the player picked up or has not played it yet; every screen, print and CSV writes it so.
 */
export const NO_RETURN = "NR";

/** docs/golf-rules.md#signed-handicaps: a handicap is stored signed, from +10 (−10) to 54.0, the highest WHS Handicap Index. */
export const HANDICAP_MIN = -10;
export const HANDICAP_MAX = 54;

/** WHS Rule 5.2: 54.0 is the highest Handicap Index, i.e. 3 strokes on every hole (docs/golf-rules.md#strokes-received). */
export const STROKE_ALLOCATION_MAX = 54;

/** docs/golf-rules.md#top-five-leaderboard: the sweep leaderboard counts each member's best five card totals. */
export const LEADERBOARD_TOP_CARDS = 5;

/** RoG 21.1b: a nett par scores 2 points, so 36 points is playing to handicap over 18 holes. */
export const PAR_POINTS = 2;
export const PLAYED_TO_HANDICAP_POINTS = 36;
