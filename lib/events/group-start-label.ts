import type { GroupStartDto } from "@/lib/validation/entries";

const SUFFIX: Record<string, string> = { one: "st", two: "nd", few: "rd", other: "th" };
const ordinalRules = new Intl.PluralRules("en-GB", { type: "ordinal" });

/** "1st", "10th", "12th", "23rd". */
export const ordinal = (n: number) => `${n}${SUFFIX[ordinalRules.select(n)] ?? "th"}`;

/** "08:16 · 10th tee": a group's start as the groups view and the draw sheet show it. */
export const startLabel = (start: GroupStartDto) => `${start.time} · ${ordinal(start.startingHole)} tee`;

const listOf = (names: readonly string[]) =>
  names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;

/** "You're off at 09:16 with Sam and Jamie": the dashboard's line, first names only; the tee when not the 1st. */
export function offAtSentence(start: GroupStartDto & { playingWith: readonly string[] }): string {
  const tee = start.startingHole === 1 ? "" : ` from the ${ordinal(start.startingHole)} tee`;
  const firstNames = start.playingWith.map((name) => name.split(" ")[0] ?? name);
  return `You're off at ${start.time}${tee}${firstNames.length > 0 ? ` with ${listOf(firstNames)}` : ""}.`;
}
