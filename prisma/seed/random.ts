/** A version-4-shaped UUID drawn from the seeded source, so demo URLs are stable too. */
export function seededUuid(random: () => number): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16));
  hex[12] = "4";
  hex[16] = ((Number.parseInt(hex[16] ?? "0", 16) & 0x3) | 0x8).toString(16);
  const s = hex.join("");
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

export function pick<T>(random: () => number, items: readonly T[], count: number): T[] {
  const pool = [...items];
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [pool[i], pool[j]] = [pool[j] as T, pool[i] as T];
  }
  return pool.slice(0, count);
}

/** Strokes over (par + strokes received) on one hole for an average club golfer on an average day. */
export function holeOutcome(random: () => number, form: number): number {
  const roll = random() + form;
  if (roll < 0.01) return -2;
  if (roll < 0.18) return -1;
  if (roll < 0.6) return 0;
  if (roll < 0.86) return 1;
  if (roll < 0.96) return 2;
  return 3;
}
