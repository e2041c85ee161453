// The golf-day mix, in a process of its own: `tsx bench/http/golf-day.ts <plan.json>`. Watchers hold the event's
// live stream open as the leaderboard page does (GET /api/events/{eventId}/stream?include=leaderboard, so the
// leaderboard itself comes down the stream after each burst of saves and is not refetched);
// meanwhile each player saves the next hole of their own card every few seconds (a real write each time). Prints
// one line of JSON (GolfDayResult).
import fs from "node:fs";
import { EventStreamReader } from "../../tests/integration/live-stream";
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
  delivery: Percentiles;
  failures: number;
  watchers: number;
};

const plan = JSON.parse(fs.readFileSync(process.argv[2]!, "utf8")) as GolfDayPlan;
const saveTimes: number[] = [];
const leaderboardTimes: number[] = [];
const deliveryTimes: number[] = [];
const sentAt = new Map<string, number>();
let failures = 0;
let running = true;

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
  let firstUnshownSave: number | undefined;
  while (running) {
    const received = await reader.next(60_000).catch(() => null);
    if (!received || !running) break;
    const { message } = received;
    if (message.type === "leaderboard") {
      if (firstUnshownSave !== undefined) leaderboardTimes.push(performance.now() - firstUnshownSave);
      firstUnshownSave = undefined;
      continue;
    }
    if (message.type !== "card") continue;
    const sent = sentAt.get(message.cardId);
    if (sent === undefined) continue;
    deliveryTimes.push(performance.now() - sent);
    firstUnshownSave ??= sent;
  }
  await reader.close();
  disconnect.abort();
}

async function play(slots: ScoreSlot[], offsetMs: number): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, offsetMs));
  for (let turn = 0; running; turn++) {
    const slot = slots[turn % slots.length]!;
    slot.gross = slot.gross === slot.par ? slot.par + 1 : slot.par;
    const t0 = performance.now();
    sentAt.set(slot.cardId, t0);
    const answer = await fetch(`${plan.url}/api/cards/${slot.cardId}/scores/${slot.scoreId}`, {
      method: "PUT",
      headers: {
        authorization: `Bearer ${slot.token}`,
        "content-type": "application/json",
        "idempotency-key": crypto.randomUUID(),
      },
      body: JSON.stringify({ hole: slot.hole, gross: slot.gross, version: slot.version }),
    });
    const body = (await answer.json()) as { version?: number };
    if (answer.status === 200 && body.version !== undefined) {
      saveTimes.push(performance.now() - t0);
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
// Watchers are still waiting for their next message: the process ends with them.
const result: GolfDayResult = {
  saves: percentiles(saveTimes),
  leaderboards: percentiles(leaderboardTimes),
  delivery: percentiles(deliveryTimes),
  failures,
  watchers: opened,
};
console.log(JSON.stringify(result));
process.exit(0);
