import { GROSS_MAX } from "@/lib/validation/gross";

/**
 * How long a typed 1 or 2 waits for a second digit (10–20) before it is saved as it is. Enter saves it at once.
 * docs/screens-and-api.md#typing-a-card-on-a-keyboard
 */
export const SECOND_DIGIT_WAIT_MS = 700;

/** What a digit typed on the card does: the grosses to save in order (each moves on a hole) and what still waits. */
export type Typing = { entered: number[]; waiting: string };

/** Whether a typed digit could begin a two-digit gross, and so waits for the next one. */
const canLead = (digit: number) => digit > 0 && digit * 10 <= GROSS_MAX;

/**
 * One digit typed on a card that has `waiting` typed before it: "1" waits, then "0" makes 10; "2" then "5" cannot
 * be 25, so 2 is saved and 5 goes to the next hole; 3–9 and 0 (no score) are saved at once.
 */
export function typeDigit(waiting: string, digit: number): Typing {
  if (waiting !== "") {
    const combined = Number(`${waiting}${digit}`);
    if (combined <= GROSS_MAX) return { entered: [combined], waiting: "" };
    const next = typeDigit("", digit);
    return { entered: [Number(waiting), ...next.entered], waiting: next.waiting };
  }
  return canLead(digit) ? { entered: [], waiting: String(digit) } : { entered: [digit], waiting: "" };
}
