import "server-only";
import { logger } from "../log/logger";
import { type LiveChange, liveChangeSchema } from "@/lib/validation/live";
import { AppError } from "../errors";
import { accessKeyOf, accessNoticeSchema } from "./access-notice";
import { deliverInTurns } from "./in-turns";
import type { NoticeSource } from "./notice-sources";

/** What a subscriber hears: a committed change of its event, or "resync" when changes may have been missed. */
export type LiveNotice = LiveChange | { type: "resync" };
export type LiveSubscriber = (notice: LiveNotice) => void;
/** Told that someone's access may have ended (./access-notice.ts): ask again whether the caller still has it. */
export type AccessSubscriber = () => void;

/**
 * One LISTEN per process, fanned out in memory to the subscribers of each event: N open streams cost one
 * database connection, not N. Several processes each hold their own, and PostgreSQL tells every one of them.
 * It starts listening when the first subscriber comes, so a process that serves no stream holds no connection.
 * Access notices travel the same channel and are fanned out by who they concern (./access-notice.ts).
 */
export class LiveListener {
  readonly #source: NoticeSource;
  readonly #subscribers = new Map<string, Set<LiveSubscriber>>();
  readonly #accessSubscribers = new Map<string, Set<AccessSubscriber>>();
  #listening: Promise<void> | null = null;

  constructor(source: NoticeSource) {
    this.#source = source;
  }

  /** Subscribes to an event's changes; resolves once the LISTEN is in place, so every later commit reaches it. */
  async subscribe(eventId: string, subscriber: LiveSubscriber): Promise<() => void> {
    await this.#listen();
    return addTo(this.#subscribers, eventId, subscriber);
  }

  /** Subscribes to the access notices under any of `keys` (accessKeysOf); resolves once the LISTEN is in place. */
  async subscribeAccess(keys: readonly string[], subscriber: AccessSubscriber): Promise<() => void> {
    await this.#listen();
    const unsubscribes = keys.map((key) => addTo(this.#accessSubscribers, key, subscriber));
    return () => unsubscribes.forEach((unsubscribe) => unsubscribe());
  }

  get subscriberCount(): number {
    let count = 0;
    for (const subscribers of this.#subscribers.values()) count += subscribers.size;
    return count;
  }

  async close(): Promise<void> {
    const listening = this.#listening;
    this.#listening = null;
    this.#subscribers.clear();
    this.#accessSubscribers.clear();
    if (!listening) return;
    await listening.catch(() => {});
    await this.#source.stop();
  }

  #listen(): Promise<void> {
    this.#listening ??= this.#source
      .start(
        (payload) => this.#dispatch(payload),
        () => this.#resyncAll(),
      )
      .catch((error: unknown) => {
        this.#listening = null;
        logger.error({ err: error }, "Live updates could not start listening");
        throw new AppError(
          "unavailable",
          "Live updates cannot start: the database cannot be reached. Reload the page in a moment.",
        );
      });
    return this.#listening;
  }

  #dispatch(payload: string): void {
    const notice = parseJson(payload);
    const access = accessNoticeSchema.safeParse(notice);
    if (access.success) {
      deliverInTurns(this.#accessSubscribers.get(accessKeyOf(access.data)) ?? [], (subscriber) =>
        deliver(subscriber, undefined),
      );
      return;
    }
    const parsed = liveChangeSchema.safeParse(notice);
    if (!parsed.success) return;
    deliverInTurns(this.#subscribers.get(parsed.data.eventId) ?? [], (subscriber) => deliver(subscriber, parsed.data));
  }

  #resyncAll(): void {
    // One notice for all, like a change, so that it is encoded once for every stream (./message-frames.ts).
    const resync: LiveNotice = { type: "resync" };
    deliverInTurns(
      [...this.#subscribers.values()].flatMap((subscribers) => [...subscribers]),
      (subscriber) => deliver(subscriber, resync),
    );
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Adds a subscriber under a key; returns its removal, which drops the key with its last subscriber. */
function addTo<S>(map: Map<string, Set<S>>, key: string, subscriber: S): () => void {
  const subscribers = map.get(key) ?? new Set<S>();
  map.set(key, subscribers);
  subscribers.add(subscriber);
  return () => {
    subscribers.delete(subscriber);
    if (subscribers.size === 0 && map.get(key) === subscribers) map.delete(key);
  };
}

// One subscriber's failure (a stream that just closed) must not keep the notice from the others.
function deliver<N>(subscriber: (notice: N) => void, notice: N): void {
  try {
    subscriber(notice);
  } catch (error) {
    logger.error({ err: error }, "A live subscriber failed");
  }
}
