import "server-only";

/**
 * Answers joined from a part kept in memory for every caller (lib/server/db/fingerprint-memo.ts) and a few fields
 * of the caller's own: each keeps its parts here, so the JSON encoder (lib/server/api/etag.ts) encodes the kept
 * part once and only the caller's fields on each request. Keyed weakly, like the encodings themselves.
 */
const PARTS = new WeakMap<object, readonly [object, object]>();

/** `{ ...own, ...kept }`, remembered as its two parts; the parts share no field, so either order reads the same. */
export function joinedAnswer<Own extends object, Kept extends object>(own: Own, kept: Kept): Own & Kept {
  const shared = Object.keys(own).filter((key) => key in kept);
  if (shared.length > 0) throw new Error(`An answer's parts both carry ${shared.join(", ")}.`);
  const joined = { ...own, ...kept };
  PARTS.set(joined, [own, kept]);
  return joined;
}

/** The two parts of an answer made by joinedAnswer, or undefined for any other value. */
export const partsOf = (answer: object): readonly [object, object] | undefined => PARTS.get(answer);
