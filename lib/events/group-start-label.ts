import type { GroupStartDto } from "@/lib/validation/entries";

const SUFFIX: Record<string, string> = { one: "st", two: "nd", few: "rd", other: "th" };
const ordinalRules = new Intl.PluralRules("en-GB", { type: "ordinal" });

/** "1st", "10th", "12th", "23rd". */
export const ordinal = (n: number) => `${n}${SUFFIX[ordinalRules.select(n)] ?? "th"}`;

/** "08:16 · 10th tee": a group's start as the groups view and the draw sheet show it. */
export const startLabel = (start: GroupStartDto) => `${start.time} · ${ordinal(start.startingHole)} tee`;

/** Who the caller plays with: a guest is marked wherever a member sees them (docs/golf-rules.md#guests). */
export type Companion = { fullName: string; guest: boolean };

/** A companion in the sentence: the words before them (" with ", ", ", " and ") and their first name. */
export type CompanionWords = { before: string; firstName: string; guest: boolean };

const joinerAt = (index: number, count: number) => (index === 0 ? " with " : index === count - 1 ? " and " : ", ");

/**
 * "You're off at 09:16 with Sam and Jamie.": the dashboard's line, first names only; the tee when not the 1st. In
 * parts, so the page can put the Guest badge after a guest's name: `lead`, then each companion, then a full stop.
 */
export function offAtWords(start: GroupStartDto & { playingWith: readonly Companion[] }): {
  lead: string;
  companions: CompanionWords[];
} {
  const tee = start.startingHole === 1 ? "" : ` from the ${ordinal(start.startingHole)} tee`;
  return {
    lead: `You're off at ${start.time}${tee}`,
    companions: start.playingWith.map((companion, index, all) => ({
      before: joinerAt(index, all.length),
      firstName: companion.fullName.split(" ")[0] ?? companion.fullName,
      guest: companion.guest,
    })),
  };
}
