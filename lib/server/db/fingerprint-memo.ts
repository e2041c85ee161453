import "server-only";

/**
 * The last value built per key (a sweep, an event) with the fingerprint of the rows it was built from. A reader
 * asks the database for the fingerprint (one small query, so every process agrees with the database, whoever
 * wrote) and rebuilds only when it changed. Bounded: the least recently used key goes first.
 */
export class FingerprintMemo<T> {
  readonly #built = new Map<string, { fingerprint: string; value: T }>();
  readonly #capacity: number;

  constructor(capacity: number) {
    this.#capacity = capacity;
  }

  async get(key: string, fingerprint: string, build: () => Promise<T>): Promise<T> {
    const built = this.#built.get(key);
    this.#built.delete(key);
    if (built?.fingerprint === fingerprint) {
      this.#built.set(key, built);
      return built.value;
    }
    const value = await build();
    this.#built.set(key, { fingerprint, value });
    if (this.#built.size > this.#capacity) this.#built.delete(this.#built.keys().next().value!);
    return value;
  }
}
