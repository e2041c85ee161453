import { HANDICAP_MAX, HANDICAP_MIN } from "@/lib/golf/constants";

// docs/golf-rules.md#signed-handicaps: a "plus 2" golfer is stored as −2 and shown as "+2"; the exact handicap has one decimal.
export const HANDICAP_RANGE_MESSAGE = "Enter a handicap between +10 and 54, e.g. 12.4 or +2.";
export const HANDICAP_REQUIRED_MESSAGE = "Enter a handicap, e.g. 12.4 or +2.";
export const HANDICAP_DECIMALS_MESSAGE = "Use at most one decimal place, e.g. 12.4 or +2.5.";

const TEXT_PATTERN = /^([+-]?)(\d{1,2})(?:[.,](\d+))?$/;

export type HandicapParseResult = { ok: true; exact: number } | { ok: false; message: string };

/**
 * Reads a handicap as a person types it or a client sends it: "12.4", "+2" (a plus handicap, stored as −2),
 * "-2" (the same, signed), or a number. The result is exact to one decimal, from −10 to 54.
 */
export function parseHandicap(value: unknown): HandicapParseResult {
  if (value === undefined || value === null || (typeof value === "string" && value.trim() === "")) {
    return { ok: false, message: HANDICAP_REQUIRED_MESSAGE };
  }
  let tenths: number;
  if (typeof value === "number") {
    if (!Number.isFinite(value)) return { ok: false, message: HANDICAP_RANGE_MESSAGE };
    tenths = Math.round(value * 10);
    if (Math.abs(value * 10 - tenths) > 1e-6) return { ok: false, message: HANDICAP_DECIMALS_MESSAGE };
  } else if (typeof value === "string") {
    const match = TEXT_PATTERN.exec(value.trim());
    if (!match) return { ok: false, message: HANDICAP_RANGE_MESSAGE };
    const [, sign, whole = "0", decimals = ""] = match;
    if (decimals.length > 1) return { ok: false, message: HANDICAP_DECIMALS_MESSAGE };
    // Both "+2" (how golfers write a plus handicap) and "-2" (how it is stored) mean strokes given back.
    const magnitude = Number(whole) * 10 + Number(decimals || "0");
    tenths = sign === "" ? magnitude : -magnitude;
  } else {
    return { ok: false, message: HANDICAP_RANGE_MESSAGE };
  }
  if (tenths < HANDICAP_MIN * 10 || tenths > HANDICAP_MAX * 10) return { ok: false, message: HANDICAP_RANGE_MESSAGE };
  return { ok: true, exact: tenths === 0 ? 0 : tenths / 10 };
}

/** "+2.0", "0.0", "12.4": the exact handicap as golfers write it. */
export function formatHandicap(exact: number): string {
  const tenths = Math.round(exact * 10);
  const text = (Math.abs(tenths) / 10).toFixed(1);
  return tenths < 0 ? `+${text}` : text;
}

/** "+2", "0", "12": a playing handicap as golfers write it. */
export function formatPlayingHandicap(playing: number): string {
  return playing < 0 ? `+${Math.abs(playing)}` : String(playing === 0 ? 0 : playing);
}

/**
 * "Index 25.8 · course 27.3 · Yellow tees": what a WHS card's playing handicap came from
 * (docs/golf-rules.md#handicap-basis); null under the society basis.
 */
export function whsHandicapWords(card: {
  handicapIndex: number | null;
  courseHandicap: number | null;
  teeName?: string | null;
}): string | null {
  if (card.handicapIndex === null) return null;
  const parts = [`Index ${formatHandicap(card.handicapIndex)}`];
  if (card.courseHandicap !== null) parts.push(`course ${formatHandicap(card.courseHandicap)}`);
  if (card.teeName) parts.push(`${card.teeName} tees`);
  return parts.join(" · ");
}
