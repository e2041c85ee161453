// @vitest-environment happy-dom
import { act, renderHook, waitFor } from "@testing-library/react";
import { createElement, type ReactNode } from "react";
import useSWR, { SWRConfig } from "swr";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LIVE_POLL_INTERVAL_MS, type LiveNotice, REFETCH_WINDOW_MS, useLiveEvent } from "@/lib/hooks/use-live-event";

const EVENT = "5f0c7a52-6a39-4a8e-9a57-0d4b8a2f6a11";
const CARD = "0b5e8f43-7d1a-4c2b-8f6e-2a9d3c4b5e61";

/** The browser's EventSource, driven by the test: messages, a dropped connection, or a stream given up. */
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  onmessage: ((event: MessageEvent<string>) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  send(data: object) {
    this.readyState = FakeEventSource.OPEN;
    act(() => this.onmessage?.(new MessageEvent("message", { data: JSON.stringify(data) })));
  }
  fail(givesUp: boolean) {
    this.readyState = givesUp ? FakeEventSource.CLOSED : FakeEventSource.CONNECTING;
    act(() => this.onerror?.());
  }
}
const latest = () => FakeEventSource.opened.at(-1)!;

const reads = { leaderboard: 0, card: 0 };
/** Refetches come within the hook's window, at a random moment in it. */
const refetched = (expected: typeof reads) =>
  waitFor(() => expect(reads).toEqual(expected), { timeout: REFETCH_WINDOW_MS.max + 1_000 });
const wrapper = ({ children }: { children: ReactNode }) =>
  createElement(SWRConfig, { value: { provider: () => new Map(), dedupingInterval: 0 } }, children);

/** A page showing the leaderboard and one card, kept live. */
function useLivePage() {
  const live = useLiveEvent(EVENT, (notice: LiveNotice) => [
    "/leaderboard",
    (notice.type === "resync" || notice.type === "card") && "/card",
  ]);
  useSWR("/leaderboard", async () => ++reads.leaderboard, { refreshInterval: live.refreshInterval });
  useSWR("/card", async () => ++reads.card);
  return live;
}

/** What the stream's URL answers when the hook asks why the browser gave up on it. */
let streamStatus = 503;
const probes: string[] = [];

beforeEach(() => {
  FakeEventSource.opened = [];
  reads.leaderboard = 0;
  reads.card = 0;
  streamStatus = 503;
  probes.length = 0;
  vi.stubGlobal("EventSource", FakeEventSource);
  vi.stubGlobal("fetch", async (url: string) => {
    probes.push(url);
    return new Response(null, { status: streamStatus });
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const leaderboard = {
  event: {
    id: EVENT,
    sweepId: CARD,
    date: "2026-11-22",
    course: { id: CARD, name: "Links" },
    complete: false,
    winterHandicaps: false,
    doublePoints: false,
  },
  rows: [],
};

/** A live leaderboard page: the board comes down the stream, and is fetched only on "resync". */
function useLeaderboardPage() {
  const live = useLiveEvent(EVENT, (notice: LiveNotice) => (notice.type === "resync" ? ["/leaderboard"] : []), {
    leaderboardKey: "/leaderboard",
  });
  const shown = useSWR("/leaderboard", async () => (++reads.leaderboard, "fetched"), {
    refreshInterval: live.refreshInterval,
  });
  return shown.data;
}

describe("useLiveEvent", () => {
  it("opens the event's stream and refetches what each message names; unmounting closes it", async () => {
    const { result, unmount } = renderHook(useLivePage, { wrapper });
    await waitFor(() => expect(reads).toEqual({ leaderboard: 1, card: 1 }));
    expect(latest().url).toBe(`/api/events/${EVENT}/stream`);
    expect(result.current.status).toBe("connecting");

    latest().send({ type: "ready" });
    expect(result.current).toEqual({ status: "live", refreshInterval: 0 });
    await refetched({ leaderboard: 2, card: 2 });

    latest().send({ type: "event", eventId: EVENT, change: "closed" });
    await refetched({ leaderboard: 3, card: 2 });
    latest().send({ type: "card", eventId: EVENT, cardId: CARD, hole: 7, version: 4 });
    await refetched({ leaderboard: 4, card: 3 });

    unmount();
    expect(latest().readyState).toBe(FakeEventSource.CLOSED);
  });

  it("polls while the stream is down, and stops once it is back and has refetched", async () => {
    const { result } = renderHook(useLivePage, { wrapper });
    latest().send({ type: "ready" });
    latest().fail(false);
    expect(result.current).toEqual({ status: "polling", refreshInterval: LIVE_POLL_INTERVAL_MS });

    const before = { ...reads };
    latest().send({ type: "resync" });
    expect(result.current.status).toBe("live");
    await refetched({ leaderboard: before.leaderboard + 1, card: before.card + 1 });
    expect(FakeEventSource.opened).toHaveLength(1);
  });

  it("answers a burst of notices with one refetch of each key, not one per notice", async () => {
    renderHook(useLivePage, { wrapper });
    await refetched({ leaderboard: 1, card: 1 });
    latest().send({ type: "event", eventId: EVENT, change: "reopened" });
    for (const hole of [1, 2, 3, 4, 5]) latest().send({ type: "card", eventId: EVENT, cardId: CARD, hole, version: 1 });

    await refetched({ leaderboard: 2, card: 2 });
    await new Promise((resolve) => setTimeout(resolve, REFETCH_WINDOW_MS.max + 200));
    expect(reads).toEqual({ leaderboard: 2, card: 2 });
  });

  it("with a leaderboard key, asks the stream for the leaderboard and shows each one sent without refetching it", async () => {
    const { result } = renderHook(useLeaderboardPage, { wrapper });
    await refetched({ leaderboard: 1, card: 0 });
    expect(latest().url).toBe(`/api/events/${EVENT}/stream?include=leaderboard`);
    latest().send({ type: "ready" });
    await refetched({ leaderboard: 2, card: 0 });

    latest().send({ type: "card", eventId: EVENT, cardId: CARD, hole: 7, version: 4 });
    latest().send({ type: "leaderboard", eventId: EVENT, board: 1, leaderboard });
    await waitFor(() => expect(result.current).toEqual(leaderboard));
    await new Promise((resolve) => setTimeout(resolve, REFETCH_WINDOW_MS.max + 200));
    expect(reads.leaderboard).toBe(2);
  });

  it("applies the leaderboard's changes to the board the stream sent; changes to a board it lacks refetch it and reopen", async () => {
    const { result } = renderHook(useLeaderboardPage, { wrapper });
    await refetched({ leaderboard: 1, card: 0 });
    const row = (cardId: string, totalPoints: number) => ({
      position: 1,
      tied: false,
      player: { id: cardId, fullName: "Alex Fox" },
      guest: false,
      cardId,
      eventHandicap: 12,
      thru: 3,
      totalPoints,
      countback: null,
    });
    latest().send({
      type: "leaderboard",
      eventId: EVENT,
      board: 4,
      leaderboard: { ...leaderboard, rows: [row(CARD, 6)] },
    });
    latest().send({ type: "leaderboard-changes", eventId: EVENT, board: 5, base: 4, rows: [row(CARD, 8)] });
    await waitFor(() => expect(result.current).toEqual({ ...leaderboard, rows: [row(CARD, 8)] }));
    expect(reads.leaderboard).toBe(1);

    const stream = latest();
    stream.send({ type: "leaderboard-changes", eventId: EVENT, board: 7, base: 6, rows: [row(CARD, 10)] });
    await waitFor(() => expect(result.current).toBe("fetched"));
    expect(reads.leaderboard).toBe(2);
    // A fresh stream, so the next board comes whole rather than as changes to the one this page lacks.
    expect(stream.readyState).toBe(FakeEventSource.CLOSED);
    expect(FakeEventSource.opened).toHaveLength(2);
    expect(latest().url).toBe(`/api/events/${EVENT}/stream?include=leaderboard`);
    latest().send({
      type: "leaderboard",
      eventId: EVENT,
      board: 2,
      leaderboard: { ...leaderboard, rows: [row(CARD, 12)] },
    });
    latest().send({ type: "leaderboard-changes", eventId: EVENT, board: 3, base: 2, rows: [row(CARD, 14)] });
    await waitFor(() => expect(result.current).toEqual({ ...leaderboard, rows: [row(CARD, 14)] }));
    expect(reads.leaderboard).toBe(2);
  });

  it("opens a new stream later when the browser gives up on one, and polls meanwhile", async () => {
    vi.useFakeTimers();
    const { result } = renderHook(useLivePage, { wrapper });
    latest().fail(true);
    expect(result.current.status).toBe("polling");
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(probes).toEqual([`/api/events/${EVENT}/stream`]);
    expect(FakeEventSource.opened).toHaveLength(2);
    latest().send({ type: "ready" });
    expect(result.current.status).toBe("live");
  });

  it("stops for good, polling nothing, when the stream's last message says the caller lost access", async () => {
    vi.useFakeTimers();
    const { result } = renderHook(useLivePage, { wrapper });
    latest().send({ type: "ready" });
    latest().send({ type: "revoked", status: 403, detail: "Only approved members of this sweep can see this." });
    expect(result.current).toEqual({ status: "ended", refreshInterval: 0 });
    expect(latest().readyState).toBe(FakeEventSource.CLOSED);
    latest().fail(false);
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(FakeEventSource.opened).toHaveLength(1);
    expect(result.current.status).toBe("ended");
  });

  it("does not keep reopening a stream the caller is refused (401, 403, 404)", async () => {
    vi.useFakeTimers();
    streamStatus = 401;
    const { result } = renderHook(useLivePage, { wrapper });
    latest().fail(true);
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(FakeEventSource.opened).toHaveLength(1);
    expect(probes).toHaveLength(1);
    expect(result.current).toEqual({ status: "ended", refreshInterval: 0 });
  });

  it("polls when a stream opens but nothing comes through (a proxy that buffers)", () => {
    vi.useFakeTimers();
    const { result } = renderHook(useLivePage, { wrapper });
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current).toEqual({ status: "polling", refreshInterval: LIVE_POLL_INTERVAL_MS });
  });
});
