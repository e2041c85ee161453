// @vitest-environment happy-dom
import "fake-indexeddb/auto";
import { act, renderHook, waitFor } from "@testing-library/react";
import { createElement, type ReactNode } from "react";
import { SWRConfig } from "swr";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { enqueueTap, storeCard } from "@/lib/scoring/outbox";
import { type LiveScorecard, type ReadyScorecard, useLiveScorecard } from "@/lib/scoring/use-live-scorecard";
import { buildCard, EMPTY_GROSS, newCardId, scoreIdOf } from "./card-fixture";
import { FakeScoreServer } from "./fake-score-server";

let server: FakeScoreServer;

const wrapper = ({ children }: { children: ReactNode }) =>
  createElement(
    SWRConfig,
    { value: { provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false } },
    children,
  );

beforeEach(() => {
  server = new FakeScoreServer(newCardId());
  vi.stubGlobal("fetch", server.fetch);
  vi.spyOn(Math, "random").mockReturnValue(0);
  document.cookie = "XSRF-TOKEN=token";
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Holds the score writes until released, as a phone with no signal does. */
function holdWrites() {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  server.fetch.mockImplementation(async (url, init) => {
    if (init.method === "PUT") await held;
    return server.handle(url, init);
  });
  return release;
}

/** The live card once the phone's own stores have been read: only then does it offer a card and a keypad. */
function known(live: LiveScorecard): ReadyScorecard {
  if (!live.ready) throw new Error("The card was used before the phone's outbox was read.");
  return live;
}

/** Renders the hook over the page's card and waits until the phone's stores are read, so that what the server does next comes after it. */
async function renderLiveCard() {
  const rendered = renderHook(() => useLiveScorecard(server.card()), { wrapper });
  await waitFor(() => expect(rendered.result.current.ready).toBe(true));
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return {
    result: {
      get current() {
        return known(rendered.result.current);
      },
    },
  };
}

describe("useLiveScorecard", () => {
  it("shows a tap at once, scored and marked pending, and confirms it when the server answers", async () => {
    const release = holdWrites();
    const { result } = await renderLiveCard();

    act(() => result.current.enterGross(1, 4));
    expect(result.current.card.scores[0]).toMatchObject({ gross: 4, strokes: 1, nett: 3, points: 3 });
    expect(result.current.card.totalPoints).toBe(3);
    expect([...result.current.pendingHoles]).toEqual([1]);
    expect(result.current.waitingCount).toBe(1);

    act(() => result.current.enterGross(2, 5));
    expect(result.current.waitingCount).toBe(2);

    release();
    await waitFor(() => expect(result.current.pendingHoles.size).toBe(0));
    expect(result.current.waitingCount).toBe(0);
    expect(result.current.card).toMatchObject({ version: 2, holesEntered: 2 });
    expect(result.current.card.scores.slice(0, 2).map(({ gross, version }) => ({ gross, version }))).toEqual([
      { gross: 4, version: 1 },
      { gross: 5, version: 1 },
    ]);
    expect(server.changes).toHaveLength(2);
  });

  it("asks which number is right when the other person typed another, and keeps theirs when told", async () => {
    const { result } = await renderLiveCard();
    server.changeByMarker(3, 5);

    act(() => result.current.enterGross(3, 4));
    await waitFor(() => expect(result.current.conflicts).toHaveLength(1));
    expect(result.current.conflicts[0]).toEqual({
      holeNumber: 3,
      mine: 4,
      theirs: { gross: 5, by: { id: "a0000000-0000-4000-8000-000000000002", fullName: "Sam Reid" }, role: "marker" },
    });
    expect(result.current.pendingHoles.has(3)).toBe(true);
    expect(result.current.waitingCount).toBe(0);

    act(() => result.current.resolveConflict(3, "theirs"));
    await waitFor(() => expect(result.current.conflicts).toHaveLength(0));
    await waitFor(() => expect(result.current.card.scores[2]?.gross).toBe(5));
    expect(result.current.pendingHoles.size).toBe(0);
    expect(server.changes).toHaveLength(1);
  });

  it("sends mine again, based on the version the person saw, when they keep mine", async () => {
    const { result } = await renderLiveCard();
    server.changeByMarker(3, 5);

    act(() => result.current.enterGross(3, 4));
    await waitFor(() => expect(result.current.conflicts).toHaveLength(1));
    act(() => result.current.resolveConflict(3, "mine"));
    await waitFor(() => expect(result.current.pendingHoles.size).toBe(0));
    expect(result.current.card.scores[2]).toMatchObject({ gross: 4, version: 2 });
    expect(server.gross[2]).toBe(4);
  });

  it("shows a refusal in the server's words until dismissed, and the hole goes back to the server's value", async () => {
    const { result } = await renderLiveCard();
    server.troubles.push({
      refuse: 403,
      detail: "Only the card's player, their marker and the sweep's admins may mark this card.",
    });

    act(() => result.current.enterGross(5, 4));
    await waitFor(() => expect(result.current.refusals).toHaveLength(1));
    expect(result.current.refusals[0]).toEqual({
      holeNumber: 5,
      message: "Only the card's player, their marker and the sweep's admins may mark this card.",
    });
    await waitFor(() => expect(result.current.pendingHoles.size).toBe(0));
    expect(result.current.card.scores[4]?.gross).toBeNull();

    act(() => result.current.dismissRefusal(5));
    expect(result.current.refusals).toEqual([]);
  });

  it("does not read the page's own card again as it mounts: the event stream's first message has it read", async () => {
    const { result } = await renderLiveCard();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(server.fetch).not.toHaveBeenCalled();
    expect(result.current.card.version).toBe(server.card().version);
  });

  it("takes a fresh card from a card-level action", async () => {
    const { result } = await renderLiveCard();
    server.changeByMarker(9, 3);
    act(() => result.current.replaceCard(server.card()));
    await waitFor(() => expect(result.current.card.scores[8]?.gross).toBe(3));
  });

  it("decides nothing before the phone's outbox and last card are read, then resumes after the scores waiting there", async () => {
    // A reload with no signal: the service worker's page carries a blank card, the phone last saw holes 1–8 saved,
    // and holes 9–14 wait in the outbox (hole 3 typed again as a 7). Nothing reaches the server.
    server.fetch.mockImplementation(() => new Promise<Response>(() => {}));
    const lastSeen = buildCard([5, 4, 3, 6, 5, 4, 4, 5, ...EMPTY_GROSS.slice(8)], {
      cardVersion: 8,
      versions: [...Array<number>(8).fill(1), ...Array<number>(10).fill(0)],
      cardId: server.cardId,
    });
    await storeCard(lastSeen);
    for (const [holeNumber, gross] of [
      [9, 4],
      [10, 5],
      [11, 3],
      [12, 6],
      [13, 4],
      [14, 5],
      [3, 7],
    ] as const) {
      await enqueueTap({ cardId: server.cardId, scoreId: scoreIdOf(holeNumber), holeNumber, gross });
    }

    const resumeHoles: Array<number | null> = [];
    const { result } = renderHook(
      () => {
        const live = useLiveScorecard(server.card());
        resumeHoles.push(live.ready ? live.resumeHole : null);
        return live;
      },
      { wrapper },
    );
    expect(result.current).toEqual({ ready: false, player: lastSeen.player, whose: server.card() });

    await waitFor(() => expect(result.current.ready).toBe(true));
    expect(new Set(resumeHoles.filter((hole) => hole !== null)), "no render offers another hole first").toEqual(
      new Set([15]),
    );
    const live = known(result.current);
    expect(live.resumeHole).toBe(15);
    expect(live.isResuming).toBe(true);
    expect(live.card.scores.map(({ gross }) => gross)).toEqual([
      5,
      4,
      7,
      6,
      5,
      4,
      4,
      5,
      4,
      5,
      3,
      6,
      4,
      5,
      null,
      null,
      null,
      null,
    ]);
    expect(live.card.holesEntered).toBe(14);
    expect(live.waitingCount).toBe(7);
    expect(live.signingObstacle).toBe("Every hole needs a gross first: 4 still to enter.");
  });
});
