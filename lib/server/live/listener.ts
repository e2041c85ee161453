import "server-only";
import { type LiveChange, liveChangeSchema } from "@/lib/validation/live";
import { AppError } from "../errors";
import type { NoticeSource } from "./notice-sources";

/** What a subscriber hears: a committed change of its event, or "resync" when changes may have been missed. */
export type LiveNotice = LiveChange | { type: "resync" };
export type LiveSubscriber = (notice: LiveNotice) => void;

/**
 * One LISTEN per process, fanned out in memory to the subscribers of each event: N open streams cost one
 * database connection, not N. Several processes each hold their own, and PostgreSQL tells every one of them.
 * It starts listening when the first subscriber comes, so a process that serves no stream holds no connection.
 */
export class LiveListener {
  readonly #source: NoticeSource;
  readonly #subscribers = new Map<string, Set<LiveSubscriber>>();
  #listening: Promise<void> | null = null;

  constructor(source: NoticeSource) {
    this.#source = source;
  }

  /** Subscribes to an event's changes; resolves once the LISTEN is in place, so every later commit reaches it. */
  async subscribe(eventId: string, subscriber: LiveSubscriber): Promise<() => void> {
    await this.#listen();
    const subscribers = this.#subscribers.get(eventId) ?? new Set<LiveSubscriber>();
    this.#subscribers.set(eventId, subscribers);
    subscribers.add(subscriber);
    return () => {
      subscribers.delete(subscriber);
      if (subscribers.size === 0 && this.#subscribers.get(eventId) === subscribers) this.#subscribers.delete(eventId);
    };
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
        console.error(error);
        throw new AppError("unavailable", "Live updates cannot start: the database cannot be reached. Reload the page in a moment.");
      });
    return this.#listening;
  }

  #dispatch(payload: string): void {
    const parsed = liveChangeSchema.safeParse(parseJson(payload));
    if (!parsed.success) return;
    for (const subscriber of this.#subscribers.get(parsed.data.eventId) ?? []) deliver(subscriber, parsed.data);
  }

  #resyncAll(): void {
    for (const subscribers of this.#subscribers.values()) {
      for (const subscriber of subscribers) deliver(subscriber, { type: "resync" });
    }
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

// One subscriber's failure (a stream that just closed) must not keep the notice from the others.
function deliver(subscriber: LiveSubscriber, notice: LiveNotice): void {
  try {
    subscriber(notice);
  } catch (error) {
    console.error(error);
  }
}
