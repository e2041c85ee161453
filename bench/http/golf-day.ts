// The golf-day mix, in a process of its own: `tsx bench/http/golf-day.ts <plan.json>`. Watchers hold the event's
// live stream open as the leaderboard page does (GET /api/events/{eventId}/stream?include=leaderboard, so the
// leaderboard itself comes down the stream after each burst of saves, whole and then as its changes, and is not
// refetched; no notice per save); meanwhile each player saves the next hole of their own card every few seconds (a real write each time). Prints
// one line of JSON (GolfDayResult).
import fs from "node:fs";
import { EventStreamReader } from "../../tests/integration/live-stream";
import { timedFetcher } from "../timed-fetch";
import type { ScoreSlot } from "./scenario";

export type GolfDayPlan = {
  url: string;
  eventId: string;
  players: Array<{ slots: ScoreSlot[] }>;
  watcherTokens: string[];
  durationSeconds: number;
  saveEverySeconds: number;
};

type Percentiles = { count: number; p50: number; p95: number; p99: number };
export type GolfDayResult = {
  saves: Percentiles;
  leaderboards: Percentiles;
  /** The mean size of a leaderboard message as sent (its JSON), whole boards and changes together. */
  leaderboardBytes: number;
  failures: number;
  watchers: number;
};

const plan = JSON.parse(fs.readFileSync(process.argv[2]!, "utf8")) as GolfDayPlan;
const saveTimes: number[] = [];
const leaderboardTimes: number[] = [];
let leaderboardBytes = 0;
let boardsReceived = 0;
/** Every acknowledged save, in the order acknowledged. */
const acknowledged: Array<{ sentAt: number; at: number }> = [];
let failures = 0;
let running = true;
// This thread reads every watcher's stream; a save timed here would count the wait for it as the server's.
const saver = timedFetcher();

function percentiles(values: number[]): Percentiles {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  return { count: sorted.length, p50: at(0.5), p95: at(0.95), p99: at(0.99) };
}

async function watch(token: string, opened: () => void): Promise<void> {
  const disconnect = new AbortController();
  const response = await fetch(`${plan.url}/api/events/${plan.eventId}/stream?include=leaderboard`, {
    headers: { authorization: `Bearer ${token}`, accept: "text/event-stream" },
    signal: disconnect.signal,
  });
  const reader = new EventStreamReader(response.body);
  await reader.next(30_000);
  opened();
  let previousBoardAt = performance.now();
  while (running) {
    const received = await reader.next(60_000).catch(() => null);
    if (!received || !running) break;
    const { message } = received;
    if (message.type !== "leaderboard" && message.type !== "leaderboard-changes") continue;
    const now = performance.now();
    boardsReceived += 1;
    leaderboardBytes += JSON.stringify(message).length;
    const firstUnshown = firstSentAmongAcknowledged(previousBoardAt, now);
    if (firstUnshown !== undefined) leaderboardTimes.push(now - firstUnshown);
    previousBoardAt = now;
  }
  await reader.close();
  disconnect.abort();
}

/** When the earliest of the saves acknowledged between two boards was sent: the new board is the first to show it. */
function firstSentAmongAcknowledged(after: number, until: number): number | undefined {
  let low = 0;
  let high = acknowledged.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (acknowledged[middle]!.at <= after) low = middle + 1;
    else high = middle;
  }
  let first: number | undefined;
  for (let at = low; at < acknowledged.length && acknowledged[at]!.at <= until; at++)
    first = Math.min(first ?? Infinity, acknowledged[at]!.sentAt);
  return first;
}

async function play(slots: ScoreSlot[], offsetMs: number): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, offsetMs));
  for (let turn = 0; running; turn++) {
    const slot = slots[turn % slots.length]!;
    slot.gross = slot.gross === slot.par ? slot.par + 1 : slot.par;
    const sentAt = performance.now();
    const answer = await saver.fetch(`${plan.url}/api/cards/${slot.cardId}/scores/${slot.scoreId}`, {
      method: "PUT",
      headers: {
        authorization: `Bearer ${slot.token}`,
        "content-type": "application/json",
        "idempotency-key": crypto.randomUUID(),
      },
      body: JSON.stringify({ hole: slot.hole, gross: slot.gross, version: slot.version }),
    });
    const body = JSON.parse(answer.body) as { version?: number };
    if (answer.status === 200 && body.version !== undefined) {
      saveTimes.push(answer.ms);
      acknowledged.push({ sentAt, at: performance.now() });
      slot.version = body.version;
    } else failures += 1;
    // A player between holes: the interval varies by half either way.
    await new Promise((resolve) => setTimeout(resolve, plan.saveEverySeconds * 1000 * (0.5 + Math.random())));
  }
}

let opened = 0;
for (const token of plan.watcherTokens) void watch(token, () => (opened += 1));
while (opened < plan.watcherTokens.length) await new Promise((resolve) => setTimeout(resolve, 100));
const players = plan.players.map((player, i) =>
  play(player.slots, (i / plan.players.length) * plan.saveEverySeconds * 1000),
);
await new Promise((resolve) => setTimeout(resolve, plan.durationSeconds * 1000));
running = false;
await Promise.all(players);
await saver.close();
// Watchers are still waiting for their next message: the process ends with them.
const result: GolfDayResult = {
  saves: percentiles(saveTimes),
  leaderboards: percentiles(leaderboardTimes),
  leaderboardBytes: leaderboardBytes / Math.max(1, boardsReceived),
  failures,
  watchers: opened,
};
console.log(JSON.stringify(result));
process.exit(0);
