export type Ranked<T> = { item: T; position: number; tied: boolean };

function compareKeys(a: ReadonlyArray<number>, b: ReadonlyArray<number>): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const diff = (a[i] ?? 0) - (b[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

/**
 * Standard competition ranking (1, 2, 2, 4) on key vectors compared in order.
 * Items whose keys are null are left out. Equal items keep their input order (stable sort).
 */
export function rankByKeys<T>(
  items: ReadonlyArray<T>,
  keysOf: (item: T) => ReadonlyArray<number> | null,
  better: "higher" | "lower",
): Ranked<T>[] {
  const sign = better === "higher" ? -1 : 1;
  const keyed: Array<{ item: T; keys: ReadonlyArray<number> }> = [];
  for (const item of items) {
    const keys = keysOf(item);
    if (keys !== null) keyed.push({ item, keys });
  }
  keyed.sort((a, b) => sign * compareKeys(a.keys, b.keys));

  const ranked: Ranked<T>[] = [];
  let previous: ReadonlyArray<number> | null = null;
  let position = 0;
  for (const [i, { item, keys }] of keyed.entries()) {
    const sameAsPrevious = previous !== null && compareKeys(previous, keys) === 0;
    if (!sameAsPrevious) position = i + 1;
    const last = ranked[ranked.length - 1];
    if (sameAsPrevious && last) last.tied = true;
    ranked.push({ item, position, tied: sameAsPrevious });
    previous = keys;
  }
  return ranked;
}

/** Code-unit order: the same on every server, unlike the default locale. */
export function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

const NAME_COLLATOR = new Intl.Collator("en", { sensitivity: "base", numeric: true });

/** Display order of tied players (docs/golf-rules.md#top-five-leaderboard, docs/golf-rules.md#order-of-merit-standings: "listed by name"), independent of the server locale. */
export function compareNames(a: string, b: string): number {
  return NAME_COLLATOR.compare(a, b);
}
