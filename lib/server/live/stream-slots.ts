import "server-only";
import { AppError } from "../errors";
import { env } from "../env";

export type StreamLimits = { perUser: number; perProcess: number };

/** A refused stream is worth trying again about when the page's own fallback would reopen it (lib/hooks/use-live-event.ts). */
const RETRY_AFTER_SECONDS = "30";

/**
 * How many event streams this process holds, per user and in all, so that no one caller (a script with a token
 * opening thousands) can take the memory every other stream and save needs. Counted in memory: a stream lives in
 * the one process that opened it, from open to close, so that process's count is exact and needs no shared store.
 * A deployment of N processes holds at most N times these.
 */
export class StreamSlots {
  readonly #limits: StreamLimits;
  readonly #byUser = new Map<string, number>();
  #total = 0;

  constructor(limits: StreamLimits) {
    this.#limits = limits;
  }

  /** 429 when the user, or the process, holds as many streams as it may: checked before any other work. */
  assertRoom(userId: string): void {
    if (this.countOf(userId) >= this.#limits.perUser) {
      throw new AppError(
        "rate_limited",
        `You already have ${this.#limits.perUser} live pages open, the most one account may follow at once. Close some of them (other tabs, devices or boards) and this one will follow live again; meanwhile it refreshes every few seconds.`,
        { headers: { "retry-after": RETRY_AFTER_SECONDS } },
      );
    }
    if (this.#total >= this.#limits.perProcess) {
      throw new AppError(
        "rate_limited",
        "The server is following as many live pages as it can hold. This page refreshes every few seconds meanwhile and will follow live again shortly.",
        { headers: { "retry-after": RETRY_AFTER_SECONDS } },
      );
    }
  }

  /** Takes a slot (429 when there is none); returns its release, which frees it once however often it is called. */
  claim(userId: string): () => void {
    this.assertRoom(userId);
    this.#byUser.set(userId, this.countOf(userId) + 1);
    this.#total += 1;
    let isHeld = true;
    return () => {
      if (!isHeld) return;
      isHeld = false;
      this.#total -= 1;
      const left = this.countOf(userId) - 1;
      if (left > 0) this.#byUser.set(userId, left);
      else this.#byUser.delete(userId);
    };
  }

  countOf(userId: string): number {
    return this.#byUser.get(userId) ?? 0;
  }

  get total(): number {
    return this.#total;
  }
}

const holder = globalThis as typeof globalThis & { sweepsStreamSlots?: StreamSlots };

/** This process's slots, from the environment; kept on globalThis like the listener, so tests can install their own. */
export function streamSlots(): StreamSlots {
  holder.sweepsStreamSlots ??= new StreamSlots({
    perUser: env.LIVE_STREAMS_PER_USER,
    perProcess: env.LIVE_STREAMS_PER_PROCESS,
  });
  return holder.sweepsStreamSlots;
}
