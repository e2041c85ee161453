import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { getScorecard } from "@/lib/contracts/routes/scorecards";
import { cacheKey, fetcherOf } from "@/lib/hooks/api-client";
import { useOnline } from "@/lib/hooks/use-online";
import { useServerData } from "@/lib/hooks/use-server-data";
import type { ScorecardDto } from "@/lib/validation/scorecards";
import type { OutboxEntry } from "./outbox";
import type { PhoneCard } from "./phone-card";
import type { SenderEvent } from "./sender";

/** What a live card does besides being read: the one save path of a score, and what it says about the sending. */
type LiveActions = {
  isOnline: boolean;
  /** When the server last confirmed a save of this card (ms since the epoch); null before the first this page knows of. */
  lastSavedAt: number | null;
  refusals: ReadonlyArray<{ holeNumber: number; message: string }>;
  /** Instant: stored on the phone first, shown at once, sent when there is signal. */
  /** `reason`: an admin's why, required to change a signed and attested card. */
  enterGross(holeNumber: number, gross: number | null, reason?: string): void;
  resolveConflict(holeNumber: number, keep: "mine" | "theirs"): void;
  dismissRefusal(holeNumber: number): void;
  /** A card-level action (sign, handicap) returned a fresh card. */
  replaceCard(card: ScorecardDto): void;
};

/**
 * Until the phone's own stores have been read (its last card from the server and the outbox), nothing about the card
 * is known well enough to decide on, so there is no card to read and nothing to write with: only whose card it is,
 * as the server's card says (`whose`: its player, event and marker, not its scores).
 */
export type LiveScorecard = { ready: false; player: ScorecardDto["player"]; whose: ScorecardDto } | ReadyScorecard;
export type ReadyScorecard = { ready: true; player: ScorecardDto["player"] } & PhoneCard & LiveActions;

export const scorecardKey = (cardId: string) => cacheKey(getScorecard, { cardId });

/**
 * The save path's code (./save-path.ts): fetched as a scoring page mounts, not with the page, since nothing about a
 * card is decided before the phone's stores have been read with it (bench/http/page-budgets.ts).
 */
export const loadSavePath = () => import("./save-path");
// Started as the page's code runs rather than once it has rendered: on slow 4G this fetch is what a scoring screen's
// keypad waits for.
if (typeof window !== "undefined") void loadSavePath();
type SavePath = Awaited<ReturnType<typeof loadSavePath>>;

function useSavePath(): SavePath | null {
  const [savePath, setSavePath] = useState<SavePath | null>(null);
  useEffect(() => {
    let isMounted = true;
    void loadSavePath().then((loaded) => isMounted && setSavePath(loaded));
    return () => {
      isMounted = false;
    };
  }, []);
  return savePath;
}

/** A tap shown before its write to IndexedDB has finished (a few milliseconds), so the screen never waits. */
type UnstoredTap = { holeNumber: number; gross: number | null; scoreId: string; reason?: string };

function withUnstoredTaps(
  { isSupersededByNewTap }: SavePath,
  stored: OutboxEntry[],
  taps: UnstoredTap[],
  cardId: string,
): OutboxEntry[] {
  let entries = stored;
  for (const [at, tap] of taps.entries()) {
    entries = entries.filter((entry) => !isSupersededByNewTap(entry, tap.holeNumber));
    entries.push({
      ...tap,
      cardId,
      seq: Number.MAX_SAFE_INTEGER - taps.length + at,
      idempotencyKey: "",
      baseVersion: null,
      attempted: false,
      conflict: null,
    });
  }
  return entries;
}

/**
 * The live card of the marking screens: the one save path of a score (docs/live-scoring.md#the-outbox). A tap is kept in
 * the phone's outbox, shown at once, and sent in tap order with retries until the server has answered it.
 */
export function useLiveScorecard(initialCard: ScorecardDto): LiveScorecard {
  const cardId = initialCard.id;
  const key = scorecardKey(cardId);
  // The page's own card is not read again as it mounts: the event stream's first message has every card on the
  // page read once it is open (lib/scoring/use-followed-cards.ts), which also covers what changed meanwhile.
  const { data: serverCard, mutate } = useServerData(key, fetcherOf(getScorecard), initialCard);
  const savePath = useSavePath();
  const sender = useMemo(() => savePath?.cardSender(cardId) ?? null, [savePath, cardId]);
  // Kept by the card's sender, so the age of the last save survives moving between the round's tabs; set here when
  // the sender says it changed.
  const [savedAt, setLastSavedAt] = useState<number | null>(null);
  const lastSavedAt = savedAt ?? sender?.lastSavedAt ?? null;
  const [stored, setStored] = useState<OutboxEntry[]>([]);
  const [taps, setTaps] = useState<UnstoredTap[]>([]);
  const [refusals, setRefusals] = useState<Array<{ holeNumber: number; message: string }>>([]);
  const isOnline = useOnline();
  const reads = useRef({ started: 0, applied: 0 });
  const [isPhoneRead, setPhoneRead] = useState(false);

  /** Reads the outbox; a read that started before a later one finished is dropped, so the view never goes back. */
  const readOutbox = useCallback(
    ({ listEntries }: SavePath, tap?: UnstoredTap) => {
      const started = ++reads.current.started;
      return listEntries(cardId).then((entries) => {
        if (tap) setTaps((current) => current.filter((candidate) => candidate !== tap));
        if (started < reads.current.applied) return;
        reads.current.applied = started;
        setStored(entries);
      });
    },
    [cardId],
  );

  /** The server's card, unless the cache already holds a newer one (cards count their accepted changes). */
  const showServerCard = useCallback(
    (card: ScorecardDto) =>
      mutate((current) => (current && current.version > card.version ? current : card), { revalidate: false }),
    [mutate],
  );

  useEffect(() => {
    if (!savePath || !sender) return;
    sender.learn(serverCard);
    void savePath.storeCard(serverCard);
  }, [savePath, sender, serverCard]);

  useEffect(() => {
    if (!savePath || !sender) return;
    const onEvent = (event: SenderEvent) => {
      if (event.type === "entries") void readOutbox(savePath);
      else if (event.type === "saved") {
        setLastSavedAt(sender.lastSavedAt);
        void showServerCard(event.card);
      } else if (event.type === "stale") void mutate();
      else {
        const { holeNumber, message } = event;
        setRefusals((current) => [
          ...current.filter((refusal) => refusal.holeNumber !== holeNumber),
          { holeNumber, message },
        ]);
      }
    };
    const unsubscribe = sender.subscribe(onEvent);
    // A page served from the service worker's cache may carry an older card than the phone last saw: both the phone's
    // last card and its outbox are read before anything is decided.
    void Promise.all([
      savePath.readStoredCard(cardId).then((card) => card && showServerCard(card)),
      readOutbox(savePath),
    ]).then(() => setPhoneRead(true));
    sender.kick();
    return unsubscribe;
  }, [cardId, savePath, sender, readOutbox, showServerCard, mutate]);

  const entries = useMemo(
    () => (savePath ? withUnstoredTaps(savePath, stored, taps, cardId) : []),
    [savePath, stored, taps, cardId],
  );
  const known = useMemo(() => savePath?.phoneCard(serverCard, entries), [savePath, serverCard, entries]);
  if (!isPhoneRead || !savePath || !sender || !known)
    return { ready: false, player: serverCard.player, whose: serverCard };
  const { enqueueTap, keepMine, removeEntry, storeCard } = savePath;

  const enterGross = (holeNumber: number, gross: number | null, reason?: string) => {
    const scoreId = serverCard.scores.find((score) => score.holeNumber === holeNumber)?.id;
    if (!scoreId) return;
    const tap: UnstoredTap = { holeNumber, gross, scoreId, ...(reason ? { reason } : {}) };
    setTaps((current) => [...current, tap]);
    setRefusals((current) => current.filter((refusal) => refusal.holeNumber !== holeNumber));
    void enqueueTap({ cardId, ...tap }).then(() => {
      sender.entriesChanged();
      return readOutbox(savePath, tap);
    });
  };

  const resolveConflict = (holeNumber: number, keep: "mine" | "theirs") => {
    const entry = stored.find((candidate) => candidate.holeNumber === holeNumber && candidate.conflict !== null);
    if (!entry) return;
    const choose = keep === "mine" ? keepMine(entry.seq) : removeEntry(entry.seq).then(() => mutate());
    void choose.then(() => {
      sender.entriesChanged();
      return readOutbox(savePath);
    });
  };

  return {
    ready: true,
    player: serverCard.player,
    ...known,
    isOnline,
    lastSavedAt,
    refusals,
    enterGross,
    resolveConflict,
    dismissRefusal: (holeNumber) =>
      setRefusals((current) => current.filter((refusal) => refusal.holeNumber !== holeNumber)),
    replaceCard: (fresh) => {
      sender.learn(fresh);
      void storeCard(fresh);
      void mutate(fresh, { revalidate: false });
    },
  };
}
