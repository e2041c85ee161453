import { useEffect, useRef, useState } from "react";
import { useSWRConfig } from "swr";
import { endpointUrl } from "@/lib/contracts/endpoint";
import { streamEventChanges } from "@/lib/contracts/routes/live";
import { applyLeaderboardChanges } from "@/lib/leaderboard-changes";
import type { LiveChange, LiveMessage } from "@/lib/validation/live";
import type { EventLeaderboardDto } from "@/lib/validation/results";

/** How often the page polls while the stream is down; with ETag/304 an unchanged answer costs a header. */
export const LIVE_POLL_INTERVAL_MS = 5_000;
/** A stream that has said nothing this long after opening is not getting through (a buffering proxy): poll meanwhile. */
const FIRST_MESSAGE_TIMEOUT_MS = 10_000;
/** After the browser gives up on a stream (an HTTP error), a fresh one is tried this often. */
const REOPEN_DELAY_MS = 30_000;
/** What a stream is answered once its caller cannot see the event: reopening it would be refused again and again. */
const REFUSED_STATUSES = new Set([401, 403, 404]);
/**
 * Notices are answered after a random delay in this window, one refetch per key for all the notices it gathered:
 * on a golf day (40 players saving every few seconds, many pages open) refetching on every notice, all at the same
 * instant, queues the very saves being watched behind the reads. The live leaderboard is not refetched but sent.
 */
export const REFETCH_WINDOW_MS = { min: 300, max: 1_200 } as const;

type LeaderboardMessage = Extract<LiveMessage, { type: "leaderboard" | "leaderboard-changes" }>;

/** What the page is told: a committed change, or "resync" when it may have missed some and should refetch everything. */
export type LiveNotice = LiveChange | { type: "resync" };
/** The SWR keys to refetch for a notice (the keys of the hooks that show them); falsy entries are skipped. */
export type KeysToRefresh = (notice: LiveNotice) => ReadonlyArray<string | null | undefined | false>;
/**
 * `leaderboardKey`: the SWR key of the event's live leaderboard on this page. The stream then carries the
 * leaderboard itself after each burst of changes (GET …/stream?include=leaderboard: whole, then as its changes) and
 * it is put under this key as it comes, so the page does not refetch it; `keysToRefresh` need not name it but for
 * "resync".
 */
export type LiveEventOptions = { leaderboardKey?: string };

/**
 * "live": the stream is open; "polling": it is not, and `refreshInterval` polls until it comes back; "ended": the
 * caller can no longer see the event (signed out, removed from the sweep, the event deleted), so neither.
 */
export type LiveStatus = "connecting" | "live" | "polling" | "ended";

/**
 * Keeps what a page shows of an event live: a server-sent event stream (GET /api/events/{eventId}/stream) says
 * what changed, and the SWR keys that `keysToRefresh` names for it are refetched. When the stream cannot be held,
 * `refreshInterval` becomes LIVE_POLL_INTERVAL_MS until it is back: pass it to the page's useSWR calls.
 *
 * @example
 * // The live leaderboard: any change of the event refetches it; a card change also refetches that card if shown.
 * const { refreshInterval, status } = useLiveEvent(eventId, (notice) => [
 *   leaderboardKey(eventId),
 *   notice.type === "card" && openCardId === notice.cardId && scorecardKey(notice.cardId),
 * ]);
 * const { data } = useSWR(leaderboardKey(eventId), fetcherOf(getLiveLeaderboard), { fallbackData, refreshInterval });
 *
 * The callback is read on each notice (no need to memoise it). A "resync" (the stream opened or reopened, so
 * changes may have been missed) should name every key the page shows. Give the polled reads `etag: true` in their
 * contracts so that an unchanged answer is a bodiless 304.
 */
export function useLiveEvent(
  eventId: string,
  keysToRefresh: KeysToRefresh,
  options: LiveEventOptions = {},
): { status: LiveStatus; refreshInterval: number } {
  const { mutate } = useSWRConfig();
  const { leaderboardKey } = options;
  const [status, setStatus] = useState<LiveStatus>("connecting");
  const keysRef = useRef(keysToRefresh);
  useEffect(() => {
    keysRef.current = keysToRefresh;
  });

  useEffect(() => {
    const waitingKeys = new Set<string>();
    let refetch: ReturnType<typeof setTimeout> | undefined;
    const refresh = (notice: LiveNotice) => {
      for (const key of keysRef.current(notice)) if (key) waitingKeys.add(key);
      if (refetch || waitingKeys.size === 0) return;
      const { min, max } = REFETCH_WINDOW_MS;
      refetch = setTimeout(
        () => {
          refetch = undefined;
          const keys = [...waitingKeys];
          waitingKeys.clear();
          for (const key of keys) void mutate(key);
        },
        min + Math.random() * (max - min),
      );
    };
    let source: EventSource | null = null;
    let silence: ReturnType<typeof setTimeout> | undefined;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    let isEnded = false;
    const streamUrl = endpointUrl(streamEventChanges, { eventId }) + (leaderboardKey ? "?include=leaderboard" : "");

    const end = () => {
      isEnded = true;
      clearTimeout(silence);
      clearTimeout(reopen);
      source?.close();
      setStatus("ended");
    };
    // EventSource does not tell why it gave up: the status is asked for once, so that a refused caller is not
    // sent back every 30 s for as long as the page stays open.
    const reopenUnlessRefused = async () => {
      const status = await fetch(streamUrl, { headers: { accept: "text/event-stream" }, cache: "no-store" }).then(
        (response) => {
          void response.body?.cancel().catch(() => {});
          return response.status;
        },
        () => null,
      );
      if (isEnded) return;
      if (status !== null && REFUSED_STATUSES.has(status)) return end();
      reopen = setTimeout(open, REOPEN_DELAY_MS);
    };
    // The last board this stream sent, which its next changes apply to.
    let streamed: { board: number; leaderboard: EventLeaderboardDto } | null = null;
    const showLeaderboard = (key: string, message: LeaderboardMessage) => {
      const leaderboard =
        message.type === "leaderboard"
          ? message.leaderboard
          : streamed?.board === message.base
            ? applyLeaderboardChanges(streamed.leaderboard, message)
            : null;
      if (leaderboard) {
        streamed = { board: message.board, leaderboard };
        void mutate(key, leaderboard, { revalidate: false });
        return;
      }
      // Changes to a board this page does not hold: fetch the board, and open a fresh stream, which the server
      // sends a whole board first. On this one every later burst would be changes to the board it lacks.
      void mutate(key);
      reopenNow();
    };
    const open = () => {
      streamed = null;
      source = new EventSource(streamUrl);
      silence = setTimeout(() => setStatus("polling"), FIRST_MESSAGE_TIMEOUT_MS);
      source.onmessage = (event: MessageEvent<string>) => {
        clearTimeout(silence);
        const message = readMessage(event.data);
        // The caller lost access: the stream's last message. Reconnecting would only be refused.
        if (message?.type === "revoked") return end();
        setStatus("live");
        if (!message) return;
        if (message.type === "leaderboard" || message.type === "leaderboard-changes") {
          if (leaderboardKey) showLeaderboard(leaderboardKey, message);
          return;
        }
        // Whatever committed between the page's own read and this (re)connection was not streamed: refetch.
        refresh(message.type === "ready" ? { type: "resync" } : message);
      };
      source.onerror = () => {
        if (isEnded) return;
        clearTimeout(silence);
        setStatus("polling");
        // CONNECTING: the browser retries by itself. CLOSED: it gave up (an HTTP error); try a fresh stream later.
        if (source?.readyState === EventSource.CLOSED) void reopenUnlessRefused();
      };
    };
    const reopenNow = () => {
      clearTimeout(silence);
      source?.close();
      open();
    };
    open();
    return () => {
      isEnded = true;
      clearTimeout(silence);
      clearTimeout(reopen);
      clearTimeout(refetch);
      source?.close();
    };
  }, [eventId, leaderboardKey, mutate]);

  return { status, refreshInterval: status === "polling" ? LIVE_POLL_INTERVAL_MS : 0 };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

const MESSAGE_TYPES: Record<LiveMessage["type"], true> = {
  card: true,
  event: true,
  ready: true,
  resync: true,
  leaderboard: true,
  "leaderboard-changes": true,
  revoked: true,
};

/**
 * A message of the app's own stream, built by the server from liveMessageSchema; only its kind is checked here (the
 * schema would bring zod to every phone), so that a kind this page does not know, from a newer server, is skipped.
 */
function readMessage(text: string): LiveMessage | null {
  const value = parseJson(text);
  if (typeof value !== "object" || value === null || !("type" in value)) return null;
  return Object.hasOwn(MESSAGE_TYPES, String(value.type)) ? (value as LiveMessage) : null;
}
