// Live updates: a committed write's NOTIFY reaches every listener on the database (one LISTEN per process,
// fanned out in memory), a rolled-back one reaches none, and the event stream passes it on to members.
import { afterEach, describe, expect, it, vi } from "vitest";
import { PUT as putAccount } from "@/app/api/account/route";
import { DELETE as revokeToken } from "@/app/api/account/tokens/[tokenId]/route";
import { DELETE as deleteEvent } from "@/app/api/events/[eventId]/route";
import { GET as streamEvent } from "@/app/api/events/[eventId]/stream/route";
import { DELETE as removeMember } from "@/app/api/sweeps/[sweepId]/players/[playerId]/route";
import { POST as closeEvent } from "@/app/api/events/close/[eventId]/route";
import { POST as reopenEvent } from "@/app/api/events/reopen/[eventId]/route";
import { GET as getEventLeaderboard } from "@/app/api/events/[eventId]/leaderboard/route";
import { authOptionsFor } from "@/lib/server/auth/options";
import type { AuthorizedEventId } from "@/lib/server/auth/authorized";
import { hashPassword } from "@/lib/server/auth/passwords";
import { createApiToken } from "@/lib/server/db/api-tokens";
import { db } from "@/lib/server/db/infra/client";
import type { UserIdentity } from "@/lib/server/db/users";
import { LiveListener, type LiveNotice } from "@/lib/server/live/listener";
import type { NoticeSource } from "@/lib/server/live/notice-sources";
import { notifyCardChanged, notifyEventChanged } from "@/lib/server/live/notify";
import { receiveLeaderboards } from "@/lib/server/live/leaderboard-push";
import { DELIVERIES_PER_TURN } from "@/lib/server/live/in-turns";
import { liveListener } from "@/lib/server/live/process-listener";
import { StreamSlots, streamSlots } from "@/lib/server/live/stream-slots";
import { applyLeaderboardChanges } from "@/lib/leaderboard-changes";
import type { LiveMessage } from "@/lib/validation/live";
import type { EventLeaderboardDto } from "@/lib/validation/results";
import { createScoredEvent, createSweepFixture, signedIn, type SweepFixture, CLOSE_ANYWAY } from "../factories";
import { type Caller, callRoute, readProblem } from "./http";
import { openLiveSource } from "./live-source";
import { createMarkingPair, putScore, readCard, scoreOf } from "./scorecards-helpers";
import { EventStreamReader } from "./live-stream";

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Notices a subscriber hears, with a wait for the next one. */
function inbox() {
  const notices: LiveNotice[] = [];
  const waiters: Array<() => void> = [];
  const subscriber = (notice: LiveNotice) => {
    notices.push(notice);
    waiters.splice(0).forEach((wake) => wake());
  };
  const waitFor = async (count: number, timeoutMs = 2_000) => {
    const deadline = Date.now() + timeoutMs;
    while (notices.length < count && Date.now() < deadline) {
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, deadline - Date.now());
      });
    }
    return notices;
  };
  return { notices, subscriber, waitFor };
}

const cardChange = (f: SweepFixture, hole: number, version: number) => ({
  eventId: f.event.id,
  cardId: f.cards.member,
  hole,
  version,
});

async function openStream(
  f: SweepFixture,
  options: {
    headers?: Record<string, string>;
    signal?: AbortSignal;
    eventId?: string;
    as?: UserIdentity | Caller;
    query?: string;
  } = {},
) {
  const { eventId = f.event.id, as = f.member.user, query = "", ...request } = options;
  const caller = "kind" in as ? as : signedIn(as);
  const response = await callRoute(streamEvent, {
    path: `/api/events/${eventId}/stream${query}`,
    params: { eventId },
    as: caller,
    ...request,
  });
  const reader = new EventStreamReader(response.body);
  cleanups.push(() => reader.close());
  return { response, reader };
}

describe("NOTIFY in the write's transaction", () => {
  it("reaches the subscribers of its event once the transaction commits, and no other event's", async () => {
    const f = await createSweepFixture(db);
    const other = await createSweepFixture(db);
    const ours = inbox();
    const theirs = inbox();
    cleanups.push(await liveListener().subscribe(f.event.id, ours.subscriber));
    cleanups.push(await liveListener().subscribe(other.event.id, theirs.subscriber));

    await db.$transaction(async (tx) => {
      await notifyCardChanged(tx, cardChange(f, 7, 3));
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(ours.notices, "nothing is announced before the commit").toEqual([]);
    });

    expect(await ours.waitFor(1)).toEqual([{ type: "card", ...cardChange(f, 7, 3) }]);
    expect(theirs.notices).toEqual([]);
  });

  it("is never delivered when the transaction rolls back", async () => {
    const f = await createSweepFixture(db);
    const heard = inbox();
    cleanups.push(await liveListener().subscribe(f.event.id, heard.subscriber));

    await expect(
      db.$transaction(async (tx) => {
        await notifyCardChanged(tx, cardChange(f, 1, 1));
        throw new Error("the write failed");
      }),
    ).rejects.toThrow("the write failed");
    await db.$transaction((tx) => notifyEventChanged(tx, { eventId: f.event.id, change: "closed" }));

    expect(await heard.waitFor(2, 500)).toEqual([{ type: "event", eventId: f.event.id, change: "closed" }]);
  });

  it("reaches every listener on the database (one per app process), each with a single LISTEN however many subscribe", async () => {
    const f = await createSweepFixture(db);
    const starts: string[] = [];
    const counted = (name: string): NoticeSource => {
      const source = openLiveSource();
      return { start: (...args) => (starts.push(name), source.start(...args)), stop: () => source.stop() };
    };
    const processes = [new LiveListener(counted("first")), new LiveListener(counted("second"))];
    cleanups.push(...processes.map((listener) => () => listener.close()));
    const inboxes = [];
    for (const listener of processes) {
      for (let i = 0; i < 25; i++) {
        const heard = inbox();
        inboxes.push(heard);
        cleanups.push(await listener.subscribe(f.event.id, heard.subscriber));
      }
    }
    expect(starts).toEqual(["first", "second"]);
    expect(processes.map((listener) => listener.subscriberCount)).toEqual([25, 25]);

    await db.$transaction((tx) => notifyCardChanged(tx, cardChange(f, 18, 9)));

    for (const heard of inboxes) expect(await heard.waitFor(1)).toEqual([{ type: "card", ...cardChange(f, 18, 9) }]);
  });
});

describe("GET /api/events/{eventId}/stream", () => {
  it("streams server-sent events to a member: ready, then each committed change of the event", async () => {
    const f = await createSweepFixture(db);
    const { response, reader } = await openStream(f);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-cache, no-transform");
    expect(response.headers.get("x-accel-buffering")).toBe("no");
    const ready = await reader.next();
    expect(ready.message).toEqual({ type: "ready" });
    expect(ready.id).toBeTruthy();

    await db.$transaction((tx) => notifyCardChanged(tx, cardChange(f, 4, 2)));
    const change = await reader.next();
    expect(change.message).toEqual({ type: "card", ...cardChange(f, 4, 2) });
    expect(Number(change.id)).toBeGreaterThan(Number(ready.id));
  });

  it("passes on a score saved through the API: the card, the hole and the card's new version; a refused save sends nothing", async () => {
    const f = await createSweepFixture(db);
    const pair = await createMarkingPair(f.sweep.id);
    const { reader } = await openStream(f, { eventId: pair.eventId, as: f.member.user });
    expect((await reader.next()).message).toEqual({ type: "ready" });

    expect((await putScore(pair.cardId, pair.marker, { hole: 3, gross: 5 })).status).toBe(200);
    const version = (await readCard(pair.cardId, pair.player)).version;
    expect((await reader.next()).message).toEqual({
      type: "card",
      eventId: pair.eventId,
      cardId: pair.cardId,
      hole: 3,
      version,
    });

    expect((await putScore(pair.cardId, pair.player, { hole: 3, gross: 6, version: 0 })).status, "stale").toBe(409);
    expect(scoreOf(await readCard(pair.cardId, pair.player), 3).gross).toBe(5);
    expect(await reader.collect(300)).toEqual([]);
  });

  it("with ?include=leaderboard sends the leaderboard once a save changes it instead of the card notices, none for a burst that changes nothing; other streams get no board", async () => {
    const f = await createSweepFixture(db);
    const pair = await createMarkingPair(f.sweep.id);
    const withLeaderboard = (
      await openStream(f, { eventId: pair.eventId, as: f.member.user, query: "?include=leaderboard" })
    ).reader;
    const changesOnly = (await openStream(f, { eventId: pair.eventId, as: f.member.user })).reader;
    expect((await withLeaderboard.next()).message).toEqual({ type: "ready" });
    expect((await changesOnly.next()).message).toEqual({ type: "ready" });

    expect((await putScore(pair.cardId, pair.marker, { hole: 1, gross: 4 })).status).toBe(200);
    const messages = await withLeaderboard.collect(1_000);
    expect(messages.map((message) => message.type)).toEqual(["leaderboard"]);
    const pushed = messages.at(-1) as Extract<LiveMessage, { type: "leaderboard" }>;
    const fetched = await callRoute(getEventLeaderboard, {
      path: "/l",
      params: { eventId: pair.eventId },
      as: signedIn(f.member.user),
    });
    expect(pushed).toEqual({ type: "leaderboard", eventId: pair.eventId, board: 1, leaderboard: await fetched.json() });
    expect(pushed.leaderboard.rows.find((row) => row.cardId === pair.cardId)!.thru).toBe(1);
    expect((await changesOnly.collect(300)).map((message) => message.type)).toEqual(["card"]);

    for (const hole of [2, 3, 4])
      await db.$transaction((tx) =>
        notifyCardChanged(tx, { eventId: pair.eventId, cardId: pair.cardId, hole, version: 1 }),
      );
    expect(await withLeaderboard.collect(1_000), "a burst that changed no score: no board").toEqual([]);
    expect((await changesOnly.collect(300)).map((message) => message.type)).toEqual(["card", "card", "card"]);
  });

  it("after the first board sends only its changes; a stream opened later is sent the whole board first", async () => {
    const f = await createSweepFixture(db);
    const pair = await createMarkingPair(f.sweep.id);
    const open = async () => {
      const { reader } = await openStream(f, {
        eventId: pair.eventId,
        as: f.member.user,
        query: "?include=leaderboard",
      });
      expect((await reader.next()).message).toEqual({ type: "ready" });
      return reader;
    };
    const boardsOf = (messages: LiveMessage[]) =>
      messages.filter((message) => message.type === "leaderboard" || message.type === "leaderboard-changes");
    const fetchBoard = async () =>
      (await callRoute(getEventLeaderboard, {
        path: "/l",
        params: { eventId: pair.eventId },
        as: signedIn(f.member.user),
      }).then((response) => response.json())) as EventLeaderboardDto;
    const early = await open();

    expect((await putScore(pair.cardId, pair.marker, { hole: 1, gross: 4 })).status).toBe(200);
    const [first] = boardsOf(await early.collect(1_000));
    if (first?.type !== "leaderboard") throw new Error(`the first board is whole: ${JSON.stringify(first)}`);
    let shown = first.leaderboard;
    let board = first.board;

    for (const hole of [2, 3]) {
      expect((await putScore(pair.cardId, pair.marker, { hole, gross: 5 })).status).toBe(200);
      for (const message of boardsOf(await early.collect(1_000))) {
        if (message.type !== "leaderboard-changes") throw new Error(`changes, not ${message.type}`);
        expect(message.base).toBe(board);
        expect(
          message.rows.map((row) => row.cardId),
          "the one player who scored",
        ).toEqual([pair.cardId]);
        expect(message).not.toHaveProperty("order");
        shown = applyLeaderboardChanges(shown, message)!;
        board = message.board;
      }
    }
    expect(shown).toEqual(await fetchBoard());
    expect(shown.rows.find((row) => row.cardId === pair.cardId)!.thru).toBe(3);

    const late = await open();
    expect((await putScore(pair.cardId, pair.marker, { hole: 4, gross: 3 })).status).toBe(200);
    const [lateFirst] = boardsOf(await late.collect(1_000));
    const [earlyNext] = boardsOf(await early.collect(300));
    expect(lateFirst).toEqual({
      type: "leaderboard",
      eventId: pair.eventId,
      board: board + 1,
      leaderboard: await fetchBoard(),
    });
    expect(earlyNext).toMatchObject({ type: "leaderboard-changes", base: board, board: board + 1 });
  });

  it("sends the whole board again to a stream that could not take the last one (held back while its access was checked)", async () => {
    const f = await createSweepFixture(db);
    const pair = await createMarkingPair(f.sweep.id);
    const eventId = pair.eventId as AuthorizedEventId;
    const received = { steady: [] as LiveMessage[], paused: [] as LiveMessage[] };
    let isPaused = false;
    cleanups.push(await receiveLeaderboards(eventId, (message) => received.steady.push(message) > 0));
    cleanups.push(
      await receiveLeaderboards(eventId, (message) => {
        if (isPaused) return false;
        received.paused.push(message);
        return true;
      }),
    );
    const saveAndWait = async (hole: number, count: number) => {
      expect((await putScore(pair.cardId, pair.marker, { hole, gross: 4 })).status).toBe(200);
      await vi.waitFor(() => expect(received.steady).toHaveLength(count), { timeout: 3_000 });
    };

    await saveAndWait(1, 1);
    isPaused = true;
    await saveAndWait(2, 2);
    isPaused = false;
    await saveAndWait(3, 3);
    expect(received.steady.map((message) => message.type)).toEqual([
      "leaderboard",
      "leaderboard-changes",
      "leaderboard-changes",
    ]);
    expect(received.paused.map((message) => message.type)).toEqual(["leaderboard", "leaderboard"]);
    expect(received.paused[1]).toMatchObject({ board: 3 });
  });

  it("a stream that closes while a resync goes out in turns is not sent it, nor anything after", async () => {
    // No such event: its board cannot be built, so each burst sends resync.
    const eventId = crypto.randomUUID() as AuthorizedEventId;
    const count = DELIVERIES_PER_TURN + 10;
    const heard = Array.from({ length: count }, () => [] as LiveMessage[]);
    const stops: Array<() => void> = [];
    for (let at = 0; at < count; at++)
      stops.push(
        await receiveLeaderboards(eventId, (message) => {
          heard[at]!.push(message);
          // The first stream's message goes out in the first turn; the last stream closes before its own turn.
          if (at === 0 && heard[0]!.length === 1) stops[count - 1]!();
          return true;
        }),
      );
    cleanups.push(...stops.slice(0, -1));
    const burst = async (heardBy: number) => {
      await db.$transaction((tx) =>
        notifyCardChanged(tx, { eventId, cardId: crypto.randomUUID(), hole: 1, version: 1 }),
      );
      await vi.waitFor(() => expect(heard[count - 2]).toHaveLength(heardBy), { timeout: 3_000 });
    };

    await burst(1);
    await burst(2);
    expect(heard[0]!.map((message) => message.type)).toEqual(["resync", "resync"]);
    expect(heard[count - 1], "the closed stream").toEqual([]);
  });

  it("sends a comment every 15 s, so that proxies keep a quiet stream open", async () => {
    const f = await createSweepFixture(db);
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    cleanups.push(() => void vi.useRealTimers());
    const { reader } = await openStream(f);
    await reader.next();
    vi.advanceTimersByTime(45_000);
    await db.$transaction((tx) => notifyCardChanged(tx, cardChange(f, 2, 1)));
    expect((await reader.next()).message).toMatchObject({ type: "card", hole: 2 });
    expect(reader.comments).toBe(3);
  });

  it("answers a reconnect (Last-Event-ID) with resync instead of replaying", async () => {
    const f = await createSweepFixture(db);
    const { reader } = await openStream(f, { headers: { "last-event-id": "41" } });
    expect((await reader.next()).message).toEqual({ type: "resync" });
  });

  it("lets go of its subscriber when the client disconnects or stops reading", async () => {
    const f = await createSweepFixture(db);
    const before = liveListener().subscriberCount;
    const disconnect = new AbortController();
    const aborted = await openStream(f, { signal: disconnect.signal });
    const cancelled = await openStream(f);
    await aborted.reader.next();
    await cancelled.reader.next();
    expect(liveListener().subscriberCount).toBe(before + 2);

    disconnect.abort();
    expect(liveListener().subscriberCount).toBe(before + 1);
    await cancelled.reader.close();
    expect(liveListener().subscriberCount).toBe(before);
  });

  it("is refused to someone outside the sweep, as problem+json, before any stream opens", async () => {
    const f = await createSweepFixture(db);
    const before = liveListener().subscriberCount;
    const response = await callRoute(streamEvent, {
      path: `/api/events/${f.event.id}/stream`,
      params: { eventId: f.event.id },
      as: signedIn(f.outsider),
    });
    expect(response.status).toBe(403);
    expect((await readProblem(response)).code).toBe("forbidden");
    expect(liveListener().subscriberCount).toBe(before);
  });
});

describe("closing and reopening an event", () => {
  it("tells the event's streams each time, and a refused close tells no one", async () => {
    const f = await createSweepFixture(db);
    const scored = await createScoredEvent(db, f.sweep.id, [f.member.user, f.marker.user]);
    const heard = inbox();
    cleanups.push(await liveListener().subscribe(scored.id, heard.subscriber));
    cleanups.push(await liveListener().subscribe(f.event.id, heard.subscriber));
    const call = (route: typeof closeEvent | typeof reopenEvent, eventId: string) =>
      callRoute(route, {
        method: "POST",
        path: `/api/events/x/${eventId}`,
        params: { eventId },
        body: CLOSE_ANYWAY,
        as: signedIn(f.owner),
      });

    expect((await call(closeEvent, f.event.id)).status, "an event without scores cannot close").toBe(409);
    expect((await call(closeEvent, scored.id)).status).toBe(200);
    expect((await call(reopenEvent, scored.id)).status).toBe(200);

    expect(await heard.waitFor(3, 1_000)).toEqual([
      { type: "event", eventId: scored.id, change: "closed" },
      { type: "event", eventId: scored.id, change: "reopened" },
    ]);
  });
});

describe("polling while the stream is down", () => {
  it("costs a bodiless 304 while the live leaderboard is unchanged, and a new answer once a score changes it", async () => {
    const f = await createSweepFixture(db);
    const pair = await createMarkingPair(f.sweep.id);
    const poll = (ifNoneMatch?: string | null) =>
      callRoute(getEventLeaderboard, {
        path: `/api/events/${pair.eventId}/leaderboard`,
        params: { eventId: pair.eventId },
        as: signedIn(f.member.user),
        headers: ifNoneMatch ? { "if-none-match": ifNoneMatch } : {},
      });

    const first = await poll();
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("private, no-cache");
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^W\/"/);

    const unchanged = await poll(etag);
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe("");

    await putScore(pair.cardId, pair.player, { hole: 1, gross: 4 });
    const changed = await poll(etag);
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(etag);
  });
});

/** Everything a stream sends until it ends; fails when it has not ended within a few seconds. */
async function readUntilEnd(reader: EventStreamReader, timeoutMs = 5_000): Promise<LiveMessage[]> {
  const messages: LiveMessage[] = [];
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      messages.push((await reader.next(Math.max(0, deadline - Date.now()))).message);
    } catch (error) {
      if (error instanceof Error && error.message === "The stream ended") return messages;
      throw new Error(`The stream is still open after ${timeoutMs} ms, having sent ${JSON.stringify(messages)}`);
    }
  }
}

const holder = globalThis as typeof globalThis & { sweepsStreamSlots?: StreamSlots; sweepsLive?: LiveListener };

/** Installs this process's stream slots with other limits for one test. */
function installSlots(limits: { perUser: number; perProcess: number }): void {
  const previous = holder.sweepsStreamSlots;
  holder.sweepsStreamSlots = new StreamSlots(limits);
  cleanups.push(() => void (holder.sweepsStreamSlots = previous));
}

describe("a stream whose caller loses access", () => {
  type Revocation = {
    route: string;
    /** Opened with an API token rather than a session. */
    withToken?: boolean;
    revoke: (f: SweepFixture, tokenId: string | null) => Promise<Response | void>;
    status: 401 | 403 | 404;
  };
  const revocations: Revocation[] = [
    {
      route: "signing out (on this device, or everywhere)",
      revoke: async (f) => {
        const { sessionVersion } = await db.user.findUniqueOrThrow({ where: { id: f.member.user.id } });
        await authOptionsFor(new Headers()).events!.signOut!({
          token: { sub: f.member.user.id, sessionVersion },
          session: null as never,
        });
      },
      status: 401,
    },
    {
      route: "a new password",
      revoke: async (f) => {
        await db.user.update({
          where: { id: f.member.user.id },
          data: { passwordHash: await hashPassword("old-fairway-bunker-41") },
        });
        return callRoute(putAccount, {
          method: "PUT",
          path: "/api/account",
          body: {
            firstName: "New",
            lastName: "Password",
            currentPassword: "old-fairway-bunker-41",
            newPassword: "new-fairway-bunker-42",
          },
          as: signedIn(f.member.user),
        });
      },
      status: 401,
    },
    {
      route: "revoking the API token it was opened with",
      withToken: true,
      revoke: (f, tokenId) =>
        callRoute(revokeToken, {
          method: "DELETE",
          path: `/api/account/tokens/${tokenId}`,
          params: { tokenId: tokenId! },
          as: signedIn(f.member.user),
        }),
      status: 401,
    },
    {
      route: "removal from the sweep",
      revoke: (f) =>
        callRoute(removeMember, {
          method: "DELETE",
          path: "/",
          params: { sweepId: f.sweep.id, playerId: f.member.user.playerId },
          as: signedIn(f.owner),
        }),
      status: 403,
    },
    {
      route: "the event's deletion",
      revoke: (f) =>
        callRoute(deleteEvent, {
          method: "DELETE",
          path: `/api/events/${f.event.id}`,
          params: { eventId: f.event.id },
          as: signedIn(f.owner),
        }),
      status: 404,
    },
  ];

  for (const { route, withToken, revoke, status } of revocations) {
    it(`ends within seconds of ${route}: a last "revoked" message, no card or leaderboard after it, its slot freed`, async () => {
      const f = await createSweepFixture(db);
      const token = withToken ? await createApiToken(db, f.member.user.id, "TV board") : null;
      const { reader } = await openStream(f, {
        as: token ? { kind: "token", token: token.token } : f.member.user,
        query: "?include=leaderboard",
      });
      expect((await reader.next()).message).toEqual({ type: "ready" });
      expect(streamSlots().countOf(f.member.user.id)).toBe(1);

      const revoked = await revoke(f, token?.id ?? null);
      if (revoked) expect(revoked.status, "the revoking request").toBeLessThan(300);
      await db.$transaction((tx) => notifyCardChanged(tx, cardChange(f, 5, 1)));

      const messages = await readUntilEnd(reader);
      expect(messages).toEqual([{ type: "revoked", status, detail: expect.stringMatching(/\w+ \w+/) }]);
      expect(streamSlots().countOf(f.member.user.id)).toBe(0);
    });
  }

  it("stays open, and says resync, when the caller is asked again and still has access", async () => {
    const f = await createSweepFixture(db);
    const other = await createApiToken(db, f.member.user.id, "Old spreadsheet");
    const { reader } = await openStream(f);
    expect((await reader.next()).message).toEqual({ type: "ready" });

    const revoked = await callRoute(revokeToken, {
      method: "DELETE",
      path: "/",
      params: { tokenId: other.id },
      as: signedIn(f.member.user),
    });
    expect(revoked.status).toBe(204);
    await db.$transaction((tx) => notifyCardChanged(tx, cardChange(f, 6, 2)));

    const next = await reader.nextMatching((message) => message.type !== "card" || message.hole === 6);
    expect(["card", "resync"]).toContain(next.message.type);
    await db.$transaction((tx) => notifyCardChanged(tx, cardChange(f, 7, 3)));
    expect((await reader.nextMatching((message) => message.type === "card" && message.hole === 7)).message).toEqual({
      type: "card",
      ...cardChange(f, 7, 3),
    });
  });

  it("is asked again every 30–60 s, so a loss of access that no write announced also ends it", async () => {
    const f = await createSweepFixture(db);
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    cleanups.push(() => void vi.useRealTimers());
    const { reader } = await openStream(f);
    expect((await reader.next()).message).toEqual({ type: "ready" });
    await db.user.update({ where: { id: f.member.user.id }, data: { sessionVersion: { increment: 1 } } });

    vi.advanceTimersByTime(60_000);
    vi.useRealTimers();
    expect(await readUntilEnd(reader)).toEqual([{ type: "revoked", status: 401, detail: expect.any(String) }]);
  });
});

describe("how many streams one process holds", () => {
  const openAs = (f: SweepFixture, as: UserIdentity, signal?: AbortSignal) =>
    callRoute(streamEvent, {
      path: `/api/events/${f.event.id}/stream`,
      params: { eventId: f.event.id },
      as: signedIn(as),
      signal,
    });

  it("refuses a user's stream past the per-user limit with 429 problem+json and Retry-After, before any work; closing one frees a slot", async () => {
    const f = await createSweepFixture(db);
    const perUser = 20;
    const readers = [];
    for (let i = 0; i < perUser; i++) readers.push((await openStream(f)).reader);
    const listening = liveListener().subscriberCount;

    const refused = await openAs(f, f.member.user);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    const problem = await readProblem(refused);
    expect(problem.code).toBe("rate_limited");
    expect(problem.detail).toMatch(/20 live pages open/);
    expect(liveListener().subscriberCount, "no stream was started").toBe(listening);
    const another = await openAs(f, f.marker.user);
    cleanups.push(() => another.body?.cancel());
    expect(another.status, "another member is not held back").toBe(200);

    await readers[0]!.close();
    const reopened = await openStream(f);
    expect(reopened.response.status).toBe(200);
    expect((await reopened.reader.next()).message).toEqual({ type: "ready" });
  });

  it("refuses any stream past the per-process limit (here 3), and takes one again once a stream ends", async () => {
    installSlots({ perUser: 20, perProcess: 3 });
    const f = await createSweepFixture(db);
    const disconnect = new AbortController();
    const first = await openAs(f, f.member.user, disconnect.signal);
    cleanups.push(() => first.body?.cancel());
    await openStream(f, { as: f.marker.user });
    await openStream(f, { as: f.owner });

    const refused = await openAs(f, f.admin.user);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBeTruthy();
    expect((await readProblem(refused)).detail).toMatch(/as many live pages as it can hold/);

    disconnect.abort();
    // The stream ends as the abort reaches it, a turn or two of the event loop later under load.
    await vi.waitFor(() => expect(streamSlots().countOf(f.member.user.id)).toBe(0));
    expect((await openStream(f, { as: f.admin.user })).response.status).toBe(200);
  });

  it("frees the slot however the stream ends: the client leaves, stops reading, or opening it fails", async () => {
    const f = await createSweepFixture(db);
    const slots = () => streamSlots().countOf(f.member.user.id);
    const disconnect = new AbortController();
    const aborted = await openStream(f, { signal: disconnect.signal });
    const cancelled = await openStream(f);
    await aborted.reader.next();
    await cancelled.reader.next();
    expect(slots()).toBe(2);
    disconnect.abort();
    expect(slots()).toBe(1);
    await cancelled.reader.close();
    expect(slots()).toBe(0);

    const working = holder.sweepsLive;
    holder.sweepsLive = new LiveListener({
      start: () => Promise.reject(new Error("the database is away")),
      stop: async () => {},
    });
    cleanups.push(() => void (holder.sweepsLive = working));
    expect((await openAs(f, f.member.user)).status).toBe(503);
    expect(slots()).toBe(0);
  });
});
