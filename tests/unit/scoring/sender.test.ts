// @vitest-environment happy-dom
import "fake-indexeddb/auto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { enqueueTap, listEntries, keepMine, readStoredCard } from "@/lib/scoring/outbox";
import { CardSender, cardSender, type SenderEvent } from "@/lib/scoring/sender";
import { newCardId, scoreIdOf } from "./card-fixture";
import { FakeScoreServer } from "./fake-score-server";

let server: FakeScoreServer;
let events: SenderEvent[];

beforeEach(() => {
  server = new FakeScoreServer(newCardId());
  events = [];
  vi.stubGlobal("fetch", server.fetch);
  // No waiting between retries: the back-off's numbers have their own tests.
  vi.spyOn(Math, "random").mockReturnValue(0);
  document.cookie = "XSRF-TOKEN=token";
});
afterEach(() => {
  Reflect.deleteProperty(navigator, "locks");
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const sender = () => cardSender(server.cardId);
const tap = (holeNumber: number, gross: number | null) =>
  enqueueTap({ cardId: server.cardId, scoreId: scoreIdOf(holeNumber), holeNumber, gross });

/** Starts the sender on the card the server has, and waits until the outbox has nothing left to send. */
async function send(): Promise<void> {
  const done = new Promise<void>((resolve) => {
    const unsubscribe = sender().subscribe((event) => {
      events.push(event);
      if (event.type !== "stale") return;
      unsubscribe();
      resolve();
    });
  });
  sender().kick();
  await done;
}

describe("the score sender", () => {
  it("sends each save once, in tap order, with its own idempotency key and the version it was based on", async () => {
    await tap(7, 4);
    await tap(8, 5);
    await tap(9, 0);
    const keys = (await listEntries(server.cardId)).map(({ idempotencyKey }) => idempotencyKey);
    await send();

    expect(server.puts).toEqual([
      { holeNumber: 7, gross: 4, version: 0, key: keys[0] },
      { holeNumber: 8, gross: 5, version: 0, key: keys[1] },
      { holeNumber: 9, gross: 0, version: 0, key: keys[2] },
    ]);
    expect(server.gross.slice(6, 9)).toEqual([4, 5, 0]);
    expect(await listEntries(server.cardId)).toEqual([]);
    expect((await readStoredCard(server.cardId))?.version).toBe(3);
    expect(events.filter(({ type }) => type === "saved")).toHaveLength(3);
  });

  it("survives the phantom save: the retry carries the same key and version, and the score is written once", async () => {
    server.troubles.push("lost-answer");
    await tap(1, 5);
    await send();

    expect(server.puts).toHaveLength(2);
    expect(server.puts[1]).toEqual(server.puts[0]);
    expect(server.changes).toEqual([{ holeNumber: 1, gross: 5, key: server.puts[0]?.key }]);
    expect(await listEntries(server.cardId)).toEqual([]);
  });

  it("keeps retrying through no signal, server errors and a lapsed session, and saves once", async () => {
    server.troubles.push("offline", "server-error", { refuse: 401, detail: "Sign in again." }, "offline");
    await tap(2, 4);
    await send();

    expect(server.changes).toHaveLength(1);
    expect(server.gross[1]).toBe(4);
  });

  it("reads the card back when every answer is lost, and stops sending a save it finds already there", async () => {
    server.troubles.push("lost-answer", "offline", "offline", "offline");
    await tap(3, 3);
    await send();

    expect(server.puts).toHaveLength(1);
    expect(server.changes).toHaveLength(1);
    expect(await listEntries(server.cardId)).toEqual([]);
  });

  it("bases each save on the version the previous save of the hole returned, never superseding one in flight", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.fetch.mockImplementationOnce(async (url, init) => {
      await held;
      return server.handle(url, init);
    });
    await tap(5, 6);
    const finished = send();
    await vi.waitFor(() => expect(server.fetch).toHaveBeenCalledTimes(1));
    await tap(5, 5);
    release();
    await finished;

    expect(server.puts.map(({ gross, version }) => ({ gross, version }))).toEqual([
      { gross: 6, version: 0 },
      { gross: 5, version: 1 },
    ]);
    expect(server.gross[4]).toBe(5);
  });

  it("confirms a stale save that agrees with what the other person typed", async () => {
    server.changeByMarker(4, 4);
    sender().learn(server.card());
    server.versions[3] = 2; // the marker typed it again meanwhile
    await tap(4, 4);
    await send();

    expect(server.changes).toHaveLength(1);
    expect(await listEntries(server.cardId)).toEqual([]);
  });

  it("holds a save that disagrees with another person's for a choice, and sends the other holes meanwhile", async () => {
    const cardBefore = server.card();
    server.changeByMarker(6, 5);
    sender().learn(cardBefore);
    await tap(6, 4);
    await tap(7, 3);
    await send();

    const [held] = await listEntries(server.cardId);
    expect(held).toMatchObject({
      holeNumber: 6,
      gross: 4,
      conflict: { gross: 5, version: 1, role: "marker", by: { fullName: "Sam Reid" } },
    });
    expect(server.gross.slice(5, 7)).toEqual([5, 3]);

    await keepMine(held!.seq);
    await send();
    expect(server.gross[5]).toBe(4);
    expect(server.puts.at(-1)).toMatchObject({ holeNumber: 6, gross: 4, version: 1 });
    expect(server.puts.at(-1)?.key).not.toBe(held!.idempotencyKey);
    expect(await listEntries(server.cardId)).toEqual([]);
  });

  it("reports a real refusal with the server's sentence, drops that save and goes on with the next", async () => {
    const detail = "This event is closed: its cards are read-only until an admin reopens it.";
    server.troubles.push({ refuse: 409, detail });
    await tap(10, 4);
    await tap(11, 5);
    await send();

    expect(events).toContainEqual({ type: "refused", holeNumber: 10, message: detail });
    expect(server.gross.slice(9, 11)).toEqual([null, 5]);
    expect(await listEntries(server.cardId)).toEqual([]);
  });

  it("lets only one tab send a card at a time, so two open tabs never send the same save twice", async () => {
    let held = Promise.resolve();
    let inFlight = 0;
    let mostInFlight = 0;
    const locks = {
      request: (_name: string, run: () => Promise<unknown>) => {
        const turn = held.then(run);
        held = turn.then(
          () => undefined,
          () => undefined,
        );
        return turn;
      },
    };
    Object.defineProperty(navigator, "locks", { value: locks, configurable: true });
    server.fetch.mockImplementation(async (url, init) => {
      mostInFlight = Math.max(mostInFlight, ++inFlight);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight -= 1;
      return server.handle(url, init);
    });
    await tap(1, 4);
    await tap(2, 5);
    await tap(3, 6);
    const tabs = [new CardSender(server.cardId, () => {}), new CardSender(server.cardId, () => {})];
    const drained = tabs.map(
      (tab) => new Promise<void>((resolve) => tab.subscribe((event) => event.type === "stale" && resolve())),
    );
    for (const tab of tabs) tab.kick();
    await Promise.race(drained);
    await vi.waitFor(async () => expect(await listEntries(server.cardId)).toEqual([]));

    expect(server.puts.map(({ holeNumber }) => holeNumber)).toEqual([1, 2, 3]);
    expect(mostInFlight).toBe(1);
  });
});
