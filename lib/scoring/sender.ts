import type { ScorecardDto } from "@/lib/validation/scorecards";
import { BACKOFF_CAP_MS, backoffDelay } from "./backoff";
import {
  listCardsWaiting,
  listEntries,
  markAttempted,
  markConflict,
  type OutboxEntry,
  readStoredCard,
  removeEntry,
  storeCard,
} from "./outbox";
import { readBackLanded, type SendOutcome, sendScore } from "./send-score";

/** What a card's sender tells the screens showing that card, in this tab and in the others. */
export type SenderEvent =
  /** The outbox changed: read it again. */
  | { type: "entries" }
  /** A save was confirmed: the card as the server now has it. */
  | { type: "saved"; card: ScorecardDto }
  /** The server's card may have changed in ways this tab has not seen: read it again. */
  | { type: "stale" }
  | { type: "refused"; holeNumber: number; message: string };

type Listener = (event: SenderEvent) => void;

/** Every few lost answers, the card is read back: a save whose every answer was lost may be there already. */
const READ_BACK_EVERY = 4;
const CHANNEL_NAME = "sweeps-scoring";

/**
 * One attempt at a time per card across the phone's tabs, so saves leave in tap order. The lock is held for an
 * attempt, not across the back-off: a tab frozen in the background while it waits must not stop the tab in use.
 */
function withCardLock<T>(cardId: string, run: () => Promise<T>): Promise<T> {
  if (typeof navigator !== "undefined" && navigator.locks) {
    return navigator.locks.request(`sweeps-scores:${cardId}`, run).then((result) => result);
  }
  return run();
}

/** Sends one card's outbox, one save at a time in tap order, retrying transport failures for as long as it takes. */
export class CardSender {
  /** When the server last confirmed a save of this card, in this tab or another (ms since the epoch). */
  lastSavedAt: number | null = null;
  private readonly versions = new Map<string, number>();
  private readonly listeners = new Set<Listener>();
  private isRunning = false;
  private hasNewWork = false;
  private wake: (() => void) | null = null;

  constructor(
    readonly cardId: string,
    private readonly broadcast: (cardId: string, event: SenderEvent) => void,
  ) {}

  /** The server's versions of the card's scores: a save is based on the newest known when it is first sent. */
  learn(card: ScorecardDto): void {
    for (const score of card.scores) this.learnVersion(score.id, score.version);
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Sends what is waiting, now: called on mount, on `online`, on return to the page and after every tap. */
  kick(): void {
    this.hasNewWork = true;
    this.wake?.();
    if (this.isRunning) return;
    this.isRunning = true;
    this.drain()
      .catch((error: unknown) =>
        console.error("Score outbox stopped; it resumes on the next tap or reconnection.", error),
      )
      .finally(() => {
        this.isRunning = false;
        if (this.hasNewWork) this.kick();
      });
  }

  /** The outbox changed here (a tap, a choice in a conflict): the other tabs read it again, and it is sent. */
  entriesChanged(): void {
    this.broadcast(this.cardId, { type: "entries" });
    this.kick();
  }

  /** An event from this card's sender in another tab. */
  receive(event: SenderEvent): void {
    if (event.type === "saved") {
      this.learn(event.card);
      this.lastSavedAt = Date.now();
    }
    this.notify(event);
    // Another tab's tap wakes this one if it is the tab sending.
    this.wake?.();
  }

  private learnVersion(scoreId: string, version: number): void {
    if (version > (this.versions.get(scoreId) ?? -1)) this.versions.set(scoreId, version);
  }

  private emit(event: SenderEvent): void {
    this.notify(event);
    this.broadcast(this.cardId, event);
  }

  private notify(event: SenderEvent): void {
    for (const listener of this.listeners) listener(event);
  }

  private async drain(): Promise<void> {
    const stored = await readStoredCard(this.cardId);
    if (stored) this.learn(stored);
    let failures = 0;
    let hasSent = false;
    for (;;) {
      this.hasNewWork = false;
      const step = await withCardLock(this.cardId, () => this.sendNext(failures));
      if (step === "empty") break;
      hasSent = true;
      if (step === "answered") failures = 0;
      else if (await this.pause(++failures)) failures = 0;
    }
    if (hasSent) this.emit({ type: "stale" });
  }

  /** Sends the card's first waiting save once: "lost" when its fate is unknown and it must be sent again. */
  private async sendNext(failures: number): Promise<"empty" | "answered" | "lost"> {
    const entry = (await listEntries(this.cardId)).find((candidate) => candidate.conflict === null);
    if (!entry) return "empty";
    const baseVersion = entry.baseVersion ?? this.versions.get(entry.scoreId) ?? 0;
    // A newer tap replaced it between the read and now: the next round picks the new one up.
    if (!entry.attempted && !(await markAttempted(entry.seq, baseVersion))) return "answered";

    const outcome = await sendScore(entry, baseVersion);
    if (outcome.kind !== "retry") {
      await this.settle(entry, outcome);
      return "answered";
    }
    const landed = (failures + 1) % READ_BACK_EVERY === 0 ? await readBackLanded(entry, baseVersion) : null;
    if (!landed) return "lost";
    await this.settle(entry, { kind: "saved", card: landed });
    return "answered";
  }

  private async settle(entry: OutboxEntry, outcome: Exclude<SendOutcome, { kind: "retry" }>): Promise<void> {
    switch (outcome.kind) {
      case "saved":
        this.learn(outcome.card);
        await storeCard(outcome.card);
        await removeEntry(entry.seq);
        this.lastSavedAt = Date.now();
        this.emit({ type: "saved", card: outcome.card });
        break;
      case "agreed":
        this.learnVersion(entry.scoreId, outcome.current.version);
        await removeEntry(entry.seq);
        break;
      case "conflict":
        this.learnVersion(entry.scoreId, outcome.conflict.current.version);
        await markConflict(entry.seq, outcome.conflict.current);
        break;
      case "refused":
        await removeEntry(entry.seq);
        this.emit({ type: "refused", holeNumber: entry.holeNumber, message: outcome.message });
        break;
    }
    this.emit({ type: "entries" });
  }

  /** Waits out the back-off (or, with no network at all, until it returns); true when woken early by a kick. */
  private pause(failures: number): Promise<boolean> {
    const isOffline = typeof navigator !== "undefined" && navigator.onLine === false;
    const delay = isOffline ? BACKOFF_CAP_MS : backoffDelay(failures - 1);
    return new Promise((resolve) => {
      const done = (woken: boolean) => {
        clearTimeout(timer);
        this.wake = null;
        resolve(woken);
      };
      const timer = setTimeout(() => done(false), delay);
      this.wake = () => done(true);
    });
  }
}

const senders = new Map<string, CardSender>();
let channel: BroadcastChannel | null | undefined;

function openChannel(): BroadcastChannel | null {
  if (channel !== undefined) return channel;
  channel = typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(CHANNEL_NAME);
  channel?.addEventListener("message", ({ data }: MessageEvent<{ cardId: string; event: SenderEvent }>) => {
    senders.get(data.cardId)?.receive(data.event);
  });
  return channel;
}

/** Every card's saves leave as soon as the signal returns or the person comes back to the page. */
function resumeOnSignal(): void {
  const resume = () => {
    if (document.visibilityState === "visible") for (const sender of senders.values()) sender.kick();
  };
  window.addEventListener("online", resume);
  document.addEventListener("visibilitychange", resume);
}

/** The one sender of a card in this tab, shared by every screen showing it. */
export function cardSender(cardId: string): CardSender {
  let sender = senders.get(cardId);
  if (!sender) {
    if (senders.size === 0 && typeof window !== "undefined") resumeOnSignal();
    const opened = openChannel();
    sender = new CardSender(cardId, (id, event) => opened?.postMessage({ cardId: id, event }));
    senders.set(cardId, sender);
  }
  return sender;
}

/** Resumes every card's waiting saves, the cards not on screen included (the tab that took them was closed). */
export async function resumeWaitingSaves(): Promise<void> {
  for (const cardId of await listCardsWaiting()) cardSender(cardId).kick();
}
