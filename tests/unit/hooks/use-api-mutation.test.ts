// @vitest-environment happy-dom
import { act, renderHook, waitFor } from "@testing-library/react";
import { createElement, type ReactNode } from "react";
import useSWR, { SWRConfig } from "swr";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { addHandicap, deleteHandicap } from "@/lib/contracts/routes/handicaps";
import { getMemberHandicaps } from "@/lib/contracts/routes/members";
import {
  apiFetch,
  cacheKey,
  fetcherOf,
  OFFLINE_MESSAGE,
  REQUEST_TIMEOUT_MS,
  TIMEOUT_MESSAGE,
  UNEXPECTED_MESSAGE,
} from "@/lib/hooks/api-client";
import { updateCached, useApiMutation } from "@/lib/hooks/use-api-mutation";
import type { MemberDetailDto } from "@/lib/validation/members";

const refresh = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));

const SWEEP = "5f0c7a52-6a39-4a8e-9a57-0d4b8a2f6a11";
const PLAYER = "0b5e8f43-7d1a-4c2b-8f6e-2a9d3c4b5e61";
const MEMBER = "9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d";
const ENTRY = "c3d4e5f6-a7b8-4c9d-8e0f-1a2b3c4d5e6f";

const entry = {
  id: ENTRY,
  sweepId: SWEEP,
  exact: -2,
  playingHandicap: -2,
  created: "2025-05-03T09:00:00.000Z",
  eventId: null,
  event: null,
  recordedAt: "2025-05-03T09:00:00.000Z",
  recordedBy: null,
  reason: null,
  correctsId: null,
};
const member: MemberDetailDto = {
  id: MEMBER,
  approved: true,
  isAdmin: false,
  isOwner: false,
  isTreasurer: false,
  requestedAt: "2025-01-01T09:00:00.000Z",
  approvedAt: "2025-01-02T09:00:00.000Z",
  removedAt: null,
  player: {
    id: PLAYER,
    fullName: "Grace Holt",
    userId: "5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b",
    user: { firstName: "Grace", lastName: "Holt" },
    currentHandicap: -2,
    currentExactHandicap: -2,
    sweeps: [],
    handicaps: [{ ...entry, sweep: { id: SWEEP, name: "Sunday Swingers", timeZone: "Europe/London" } }],
    events: [],
  },
};

const json = (status: number, body: unknown, type = "application/json") =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": type } });
const problem = (status: number, detail: string, errors?: Array<{ field: string; message: string }>) =>
  json(
    status,
    { type: "/problems/x", title: "x", status, detail, code: "invalid", errors },
    "application/problem+json",
  );

type Handler = (url: string, init: RequestInit) => Promise<Response> | Response;
let fetchMock: ReturnType<typeof vi.fn<Handler>>;
const requests = () =>
  fetchMock.mock.calls.map(([url, init]) => ({
    url,
    method: init.method,
    headers: new Headers(init.headers),
    body: init.body,
    keepalive: init.keepalive,
  }));

// A fresh SWR cache per test, with no deduping, so reads after a write really go out.
const wrapper = ({ children }: { children: ReactNode }) =>
  createElement(
    SWRConfig,
    { value: { provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false } },
    children,
  );

beforeEach(() => {
  fetchMock = vi.fn<Handler>();
  vi.stubGlobal("fetch", fetchMock);
  document.cookie = "XSRF-TOKEN=token%2Fwith%3Dsymbols";
  refresh.mockReset();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("useApiMutation", () => {
  it("sends the path params, JSON body, content type and anti-forgery header, and parses the answer", async () => {
    fetchMock.mockResolvedValue(json(201, entry));
    const { result } = renderHook(() => useApiMutation(addHandicap, { params: { sweepId: SWEEP, playerId: PLAYER } }), {
      wrapper,
    });

    let outcome: Awaited<ReturnType<typeof result.current.trigger>> | undefined;
    await act(async () => {
      outcome = await result.current.trigger({ handicap: "+2" });
    });

    expect(outcome).toEqual({ ok: true, data: entry });
    const [request] = requests();
    expect(request?.url).toBe(`/api/sweeps/${SWEEP}/players/${PLAYER}/handicaps`);
    expect(request?.method).toBe("POST");
    expect(request?.body).toBe(JSON.stringify({ handicap: "+2" }));
    expect(request?.headers.get("content-type")).toBe("application/json");
    expect(request?.headers.get("x-xsrf-token")).toBe("token/with=symbols");
    expect(request?.keepalive, "the write outlives a reload made before it lands").toBe(true);
    expect(result.current.error).toBeUndefined();
  });

  it("sends a body too large for the browser's keep-alive allowance as a plain request", async () => {
    fetchMock.mockResolvedValue(json(200, {}));
    await apiFetch("/api/import", { method: "POST", body: { csv: "Grace Holt,12.4\n".repeat(1_000) } });
    expect(requests()[0]?.keepalive).toBe(false);
  });

  it("sends the anti-forgery header but no content type on a write without a body", async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    const { result } = renderHook(() => useApiMutation(deleteHandicap, { params: { handicapId: ENTRY } }), { wrapper });
    await act(async () => {
      expect(await result.current.trigger()).toEqual({ ok: true, data: undefined });
    });
    const [request] = requests();
    expect(request?.method).toBe("DELETE");
    expect(request?.headers.get("x-xsrf-token")).toBe("token/with=symbols");
    expect(request?.headers.has("content-type")).toBe(false);
  });

  it("turns an answer that is not JSON (a captive portal's page) into a clear error instead of passing it on", async () => {
    fetchMock.mockResolvedValue(new Response("<html>Sign in to the clubhouse Wi-Fi</html>", { status: 201 }));
    const { result } = renderHook(() => useApiMutation(addHandicap, { params: { sweepId: SWEEP, playerId: PLAYER } }), {
      wrapper,
    });
    await act(async () => {
      const outcome = await result.current.trigger({ handicap: 12.4 });
      expect(outcome.ok).toBe(false);
    });
    expect(result.current.error?.kind).toBe("unexpected");
    expect(result.current.error?.message).toBe(UNEXPECTED_MESSAGE);
  });

  it("maps problem+json to the message and per-field errors", async () => {
    fetchMock.mockResolvedValue(
      problem(400, "Check the handicap.", [{ field: "handicap", message: "Enter a handicap between +10 and 36." }]),
    );
    const { result } = renderHook(() => useApiMutation(addHandicap, { params: { sweepId: SWEEP, playerId: PLAYER } }), {
      wrapper,
    });
    await act(async () => {
      await result.current.trigger({ handicap: 99 });
    });
    await waitFor(() => expect(result.current.error?.message).toBe("Check the handicap."));
    expect(result.current.error?.status).toBe(400);
    expect(result.current.fieldErrors).toEqual({ handicap: "Enter a handicap between +10 and 36." });
    expect(result.current.isMutating).toBe(false);

    act(() => result.current.reset());
    expect(result.current.error).toBeUndefined();
    expect(result.current.fieldErrors).toEqual({});
  });

  it("says the server could not be reached when fetch rejects", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    const { result } = renderHook(() => useApiMutation(deleteHandicap, { params: { handicapId: ENTRY } }), { wrapper });
    await act(async () => {
      await result.current.trigger();
    });
    await waitFor(() => expect(result.current.error?.message).toBe(OFFLINE_MESSAGE));
    expect(result.current.error?.kind).toBe("network");
  });

  it("gives up on a hung request after the per-attempt timeout", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))),
        ),
    );
    const { result } = renderHook(() => useApiMutation(deleteHandicap, { params: { handicapId: ENTRY } }), { wrapper });
    let pending: ReturnType<typeof result.current.trigger> | undefined;
    act(() => {
      pending = result.current.trigger();
    });
    expect(result.current.isMutating).toBe(true);
    // Testing Library's waitFor runs on the faked timers too, so this test steps time by hand instead.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    });
    expect(result.current.isMutating).toBe(true);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    const outcome = await pending;
    expect(outcome?.ok === false && outcome.error.kind).toBe("timeout");
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(result.current.error?.message).toBe(TIMEOUT_MESSAGE);
    expect(result.current.isMutating).toBe(false);
  });

  it("writes once when triggered twice while the first write runs", async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const { result } = renderHook(() => useApiMutation(deleteHandicap, { params: { handicapId: ENTRY } }), { wrapper });
    let first: Promise<unknown> | undefined;
    let second: Promise<unknown> | undefined;
    act(() => {
      first = result.current.trigger();
      second = result.current.trigger();
    });
    await act(async () => answer(new Response(null, { status: 204 })));
    expect(await first).toEqual(await second);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("shows an optimistic change at once and rolls it back when the server refuses", async () => {
    const detailKey = cacheKey(getMemberHandicaps, { sweepId: SWEEP, memberId: MEMBER });
    let answerDelete: (response: Response) => void = () => undefined;
    fetchMock.mockImplementation((_url, init) =>
      init.method === "DELETE" ? new Promise((resolve) => (answerDelete = resolve)) : json(200, member),
    );
    const { result } = renderHook(
      () => ({
        detail: useSWR(detailKey, fetcherOf(getMemberHandicaps)),
        remove: useApiMutation(deleteHandicap, {
          params: { handicapId: ENTRY },
          optimistic: () => [
            updateCached(detailKey, (current) => ({
              ...current,
              player: { ...current.player, handicaps: current.player.handicaps.filter((e) => e.id !== ENTRY) },
            })),
          ],
        }),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.detail.data?.player.handicaps).toHaveLength(1));

    let pending: ReturnType<typeof result.current.remove.trigger> | undefined;
    act(() => {
      pending = result.current.remove.trigger();
    });
    await waitFor(() => expect(result.current.detail.data?.player.handicaps).toHaveLength(0));

    await act(async () => answerDelete(problem(409, "This entry is part of a closed event.")));
    expect((await pending)?.ok).toBe(false);
    await waitFor(() => expect(result.current.detail.data?.player.handicaps).toHaveLength(1));
    expect(result.current.remove.error?.message).toBe("This entry is part of a closed event.");
    // A refusal is the server's real answer: nothing changed, so nothing is read again.
    expect(requests().filter((request) => request.method === "GET")).toHaveLength(1);
  });

  it("reads the affected keys again after a write and refreshes the server-rendered page once", async () => {
    const detailKey = cacheKey(getMemberHandicaps, { sweepId: SWEEP, memberId: MEMBER });
    fetchMock.mockImplementation((_url, init) => (init.method === "POST" ? json(201, entry) : json(200, member)));
    const { result } = renderHook(
      () => ({
        detail: useSWR(detailKey, fetcherOf(getMemberHandicaps)),
        add: useApiMutation(addHandicap, {
          params: { sweepId: SWEEP, playerId: PLAYER },
          revalidate: [detailKey],
          refreshPage: true,
        }),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.detail.data).toBeDefined());
    await act(async () => {
      await result.current.add.trigger({ handicap: "+2" });
    });
    expect(requests().map((request) => request.method)).toEqual(["GET", "POST", "GET"]);
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});

describe("apiFetch for reads", () => {
  it("answers the server's JSON and sends no anti-forgery header", async () => {
    fetchMock.mockResolvedValue(json(200, member));
    await expect(fetcherOf(getMemberHandicaps)(`/api/sweeps/${SWEEP}/members/${MEMBER}`)).resolves.toEqual(member);
    expect(requests()[0]?.headers.has("x-xsrf-token")).toBe(false);
    expect(requests()[0]?.keepalive).toBe(false);
  });

  it("refuses a read that is not JSON", async () => {
    fetchMock.mockResolvedValue(new Response("<html>Sign in to the clubhouse Wi-Fi</html>", { status: 200 }));
    await expect(fetcherOf(getMemberHandicaps)("/x")).rejects.toMatchObject({
      kind: "unexpected",
      message: UNEXPECTED_MESSAGE,
    });
  });

  it("times out a body that never finishes arriving", async () => {
    fetchMock.mockImplementation(
      (_url, init) =>
        ({
          ok: true,
          status: 200,
          text: () =>
            new Promise((_resolve, reject) =>
              init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))),
            ),
        }) as unknown as Response,
    );
    await expect(apiFetch("/slow", { timeoutMs: 5 })).rejects.toMatchObject({
      kind: "timeout",
      message: TIMEOUT_MESSAGE,
    });
  });
});
