/** docs/golf-rules.md#likely-slips: how far from par a gross may stray before it is more often a mis-tap than golf. */
export const SLIP_BELOW_PAR = 2;
export const SLIP_ABOVE_PAR = 6;

/**
 * Whether a hole's gross is almost always a slip of the finger (docs/golf-rules.md#likely-slips): below par − 2
 * (a 1 on a par 4) or above par + 6 (an 11 on a par 4). 0 (no score) and a cleared hole are never slips.
 */
export function isLikelySlip(gross: number | null, par: number): boolean {
  if (gross === null || gross === 0) return false;
  return gross < par - SLIP_BELOW_PAR || gross > par + SLIP_ABOVE_PAR;
}

/** The question a likely slip asks once: "Hole 7: 1 on a par 4?". */
export const slipQuestion = (holeNumber: number, gross: number, par: number) =>
  `Hole ${holeNumber}: ${gross} on a par ${par}?`;
