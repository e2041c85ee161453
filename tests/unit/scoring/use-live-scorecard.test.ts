// @vitest-environment happy-dom
import "fake-indexeddb/auto";
import { act, renderHook, waitFor } from "@testing-library/react";
import { createElement, type ReactNode } from "react";
import { SWRConfig } from "swr";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useLiveScorecard } from "@/lib/scoring/use-live-scorecard";
import { newCardId } from "./card-fixture";
import { FakeScoreServer } from "./fake-score-server";

let server: FakeScoreServer;

const wrapper = ({ children }: { children: ReactNode }) =>
  createElement(SWRConfig, { value: { provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false } }, children);

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

/** Renders the hook and waits for SWR's first read of the card, so that what the server does next comes after it. */
async function renderLiveCard() {
  const rendered = renderHook(() => useLiveScorecard(server.card()), { wrapper });
  await waitFor(() => expect(server.fetch.mock.calls.some(([, init]) => init.method === "GET")).toBe(true));
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return rendered;
}

describe("useLiveScorecard", () => {
  it("shows a tap at once, scored and marked pending, and confirms it when the server answers", async () => {
    const release = holdWrites();
    const { result } = renderHook(() => useLiveScorecard(server.card()), { wrapper });

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
    server.troubles.push({ refuse: 403, detail: "Only the card's player, their marker and the sweep's admins may mark this card." });

    act(() => result.current.enterGross(5, 4));
    await waitFor(() => expect(result.current.refusals).toHaveLength(1));
    expect(result.current.refusals[0]).toEqual({ holeNumber: 5, message: "Only the card's player, their marker and the sweep's admins may mark this card." });
    await waitFor(() => expect(result.current.pendingHoles.size).toBe(0));
    expect(result.current.card.scores[4]?.gross).toBeNull();

    act(() => result.current.dismissRefusal(5));
    expect(result.current.refusals).toEqual([]);
  });

  it("takes a fresh card from a card-level action", async () => {
    const { result } = renderHook(() => useLiveScorecard(server.card()), { wrapper });
    server.changeByMarker(9, 3);
    act(() => result.current.replaceCard(server.card()));
    await waitFor(() => expect(result.current.card.scores[8]?.gross).toBe(3));
  });
});
