/**
 * docs/golf-rules.md#rounding: ".5 rounds toward the higher value" (R&A Appendix C), so −1.5 → −1.
 * The epsilon absorbs binary noise such as 13.5 arriving as 13.499999999999998.
 */
export function roundHalfUp(x: number): number {
  if (!Number.isFinite(x)) {
    throw new RangeError(`roundHalfUp: expected a finite number, got ${String(x)}`);
  }
  return Math.floor(x + 0.5 + 1e-9);
}

/** docs/golf-rules.md#order-of-merit-points: shared OOM points are rounded half-up to one decimal place. */
export function roundToTenth(x: number): number {
  return roundHalfUp(x * 10) / 10;
}

/** docs/golf-rules.md#rounding: exact handicaps are handled in integer tenths so repeated ±0.1 steps cannot drift. */
export function toTenths(x: number): number {
  return roundHalfUp(x * 10);
}
