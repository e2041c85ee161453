function show(value: unknown): string {
  if (typeof value === "number") return String(value);
  return JSON.stringify(value) ?? String(value);
}

export function assertIntegerInRange(fn: string, what: string, value: number, min: number, max: number): void {
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new RangeError(`${fn}: ${what} must be an integer from ${min} to ${max}, got ${show(value)}`);
  }
}

export function assertNumberInRange(fn: string, what: string, value: number, min: number, max: number): void {
  if (typeof value !== "number" || !Number.isFinite(value) || value < min || value > max) {
    throw new RangeError(`${fn}: ${what} must be a number from ${min} to ${max}, got ${show(value)}`);
  }
}

export function assertPositiveInteger(fn: string, what: string, value: number): void {
  if (!Number.isInteger(value) || value < 1) {
    throw new RangeError(`${fn}: ${what} must be a whole number of at least 1, got ${show(value)}`);
  }
}

/** docs/golf-rules.md#signed-handicaps: exact handicaps carry one decimal place; more digits means a unit or parsing mistake upstream. */
export function assertOneDecimal(fn: string, what: string, value: number): void {
  if (Math.abs(value * 10 - Math.round(value * 10)) > 1e-6) {
    throw new RangeError(`${fn}: ${what} must have at most one decimal place, got ${show(value)}`);
  }
}

/**
 * docs/golf-rules.md#no-return: 0, null or blank is a no-return hole, decided by gross only.
 * Returns 0 for a no-return hole, otherwise the validated gross.
 */
export function readGross(fn: string, who: string, value: number | null | undefined, holeNumber: number): number {
  if (value === null || value === undefined) return 0;
  if (!Number.isInteger(value) || value < 0) {
    throw new RangeError(
      `${fn}: ${who} gross on hole ${holeNumber} must be a whole number of strokes (0 or null for no score), got ${show(value)}`,
    );
  }
  return value;
}
