/** The yards of each hole from each set of tees of an event's course that has them, in hole order. */
export type CourseYards = ReadonlyArray<{ teeName: string; yards: readonly number[] }>;

/**
 * The yards of a hole from the tees a card's player plays (their own, else the event's: the card's teeName), or
 * null when no tees are chosen or those tees have no yards. Tee names are matched as the course editor keeps them
 * apart, whatever their case.
 */
export function holeYards(course: CourseYards, teeName: string | null, holeNumber: number): number | null {
  if (teeName === null) return null;
  const tee = course.find((each) => each.teeName.toLowerCase() === teeName.toLowerCase());
  return tee?.yards[holeNumber - 1] ?? null;
}
