import { describe, expect, it } from "vitest";
import { BACKOFF_BASE_MS, BACKOFF_CAP_MS, backoffDelay } from "@/lib/scoring/backoff";

describe("backoffDelay: capped exponential back-off with full jitter", () => {
  it("waits anything from nothing up to a ceiling that doubles with each failure", () => {
    const almostOne = () => 0.999_999;
    expect([0, 1, 2, 3].map((attempt) => backoffDelay(attempt, almostOne))).toEqual(
      [1, 2, 4, 8].map((factor) => factor * BACKOFF_BASE_MS - 1),
    );
    expect(backoffDelay(3, () => 0)).toBe(0);
    expect(backoffDelay(3, () => 0.5)).toBe(4 * BACKOFF_BASE_MS);
  });

  it("never waits longer than the cap, however many failures", () => {
    for (const attempt of [5, 10, 50, 2000]) {
      expect(backoffDelay(attempt, () => 0.999_999)).toBeLessThan(BACKOFF_CAP_MS);
    }
    expect(backoffDelay(Number.MAX_SAFE_INTEGER, () => 0.5)).toBe(BACKOFF_CAP_MS / 2);
  });

  it("spreads the retries of phones that lost signal together", () => {
    const delays = new Set(Array.from({ length: 50 }, () => backoffDelay(4)));
    expect(delays.size).toBeGreaterThan(40);
    for (const delay of delays) expect(delay).toBeLessThan(16 * BACKOFF_BASE_MS);
  });
});
