/**
 * Places left in an event's field of at most `maxField` players with `entrants` in it: null when the field has no
 * limit, 0 when it is full (a new entry goes on the reserve list). An admin may lower the limit below the field
 * already entered; nobody is taken out, so the places left never go below 0.
 */
export function placesLeft(maxField: number | null, entrants: number): number | null {
  if (maxField === null) return null;
  return Math.max(0, maxField - entrants);
}

/** How many reserves move into the field when places come free: the first ones, in the order they came. */
export function reservesToPromote(maxField: number | null, entrants: number, reserves: number): number {
  const left = placesLeft(maxField, entrants);
  return left === null ? reserves : Math.min(left, reserves);
}
