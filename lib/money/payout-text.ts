/*
 * A payout row's places as a treasurer types them: percentages separated by commas ("50, 30, 20"), up to two
 * decimals each, since basis points (docs/money-rules.md#amounts) are hundredths of a percent. Zod-free, so
 * the settings form can import it.
 */

/** [5000, 3000, 2000] → "50, 30, 20". */
export function formatPlaces(placesBp: readonly number[]): string {
  return placesBp.map((bp) => String(bp / 100)).join(", ");
}

/** "50, 30, 20" → [5000, 3000, 2000]; null when a place is not a percentage with at most two decimals. */
export function parsePlaces(text: string): number[] | null {
  const parts = text.split(",").map((part) => part.trim());
  const places: number[] = [];
  for (const part of parts) {
    const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(part);
    if (!match) return null;
    places.push(Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0")));
  }
  return places;
}
