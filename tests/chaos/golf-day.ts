// A golf day for the chaos suite: a drawn event of today, players in fours each with a card and a personal API
// token, and the load they put on the app — each player entering their own card hole by hole, every save with an
// Idempotency-Key (retried with the same key until acknowledged, as the app's sender does), and watchers polling
// the live leaderboard. Every answer is logged with when it was asked and how long it took; every acknowledged save
// is logged, so the test can compare the log with what the database holds.
import { randomUUID } from "node:crypto";
import type { RootDb } from "@/lib/server/db/infra/client";
import { createApiToken } from "@/lib/server/db/api-tokens";
import { insertMissingScoreRows } from "@/lib/server/db/scorecards-state";
import type { UserIdentity } from "@/lib/server/db/users";
import { createTestEvent, createTestMember, createTestSweep, daysFromToday } from "../factories";

export type Player = { user: UserIdentity; token: string; cardId: string; scoreIds: string[] };
export type GolfDay = { sweepId: string; eventId: string; players: Player[] };

/** A sweep with `size` members drawn in fours (each marking the next) in an event today, cards ready to write. */
export async function createGolfDay(db: RootDb, size: number): Promise<GolfDay> {
  const sweep = await createTestSweep(db);
  const members = await Promise.all(
    Array.from({ length: size }, () => createTestMember(db, sweep.id).then((member) => member.user)),
  );
  const event = await createTestEvent(db, sweep.id, { drawn: true, date: daysFromToday(0), entrants: members });
  const entries = await db.entry.findMany({
    where: { eventId: event.id },
    select: { id: true, playerId: true, scoreCard: { select: { id: true } } },
  });
  const byPlayer = new Map(entries.map((entry) => [entry.playerId, entry]));
  const ordered = members.map((member) => byPlayer.get(member.playerId)!);
  for (const [at, entry] of ordered.entries()) {
    const group = Math.floor(at / 4);
    const groupEntries = ordered.slice(group * 4, group * 4 + 4);
    const marks = groupEntries[(groupEntries.indexOf(entry) + 1) % groupEntries.length]!;
    await db.entry.update({ where: { id: entry.id }, data: { group: group + 1, drawOrder: at + 1 } });
    await db.entry.update({ where: { id: entry.id }, data: { marksEntryId: marks.id === entry.id ? null : marks.id } });
  }
  const players: Player[] = [];
  for (const [at, member] of members.entries()) {
    const cardId = ordered[at]!.scoreCard!.id;
    await insertMissingScoreRows(db, cardId);
    const scores = await db.score.findMany({
      where: { scorecardId: cardId },
      orderBy: { holeNumber: "asc" },
      select: { id: true },
    });
    const { token } = await createApiToken(db, member.id, "Golf day");
    players.push({ user: member, token, cardId, scoreIds: scores.map((score) => score.id) });
  }
  return { sweepId: sweep.id, eventId: event.id, players };
}

/** One request and what came of it: an HTTP answer, or none (`error`: refused, cut off, timed out). */
export type Answer = {
  label: string;
  startedAt: number;
  ms: number;
  status: number | null;
  error?: string;
  contentType?: string;
  connection?: string;
  retryAfter?: string;
  body?: string;
};

/** No request may hang: a client gives up after this long, and the test counts that as a failure. */
export const CLIENT_TIMEOUT_MS = 5_000;

export async function send(label: string, url: string, init: RequestInit = {}): Promise<Answer> {
  const startedAt = Date.now();
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS) });
    const body = await response.text();
    return {
      label,
      startedAt,
      ms: Date.now() - startedAt,
      status: response.status,
      body,
      contentType: response.headers.get("content-type") ?? undefined,
      connection: response.headers.get("connection") ?? undefined,
      retryAfter: response.headers.get("retry-after") ?? undefined,
    };
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    const name = (error as Error).name;
    const reason = name === "TimeoutError" ? "timeout" : (cause?.code ?? cause?.message ?? (error as Error).message);
    return { label, startedAt, ms: Date.now() - startedAt, status: null, error: reason };
  }
}

/** A save the app acknowledged (200): its key, and the hole's gross and version as the answer gave them. */
export type Ack = { key: string; cardId: string; hole: number; gross: number; version: number; at: number };

export type Load = {
  answers: Answer[];
  acks: Ack[];
  /** Saves that were sent but never acknowledged (the app went away): they may or may not be stored, once. */
  unacknowledged: Array<{ key: string; cardId: string }>;
  /** Stops after each writer's save in hand is acknowledged (or given up) and each watcher's request is answered. */
  stop(): Promise<void>;
};

export type LoadOptions = {
  writers: Player[];
  watchers: number;
  eventId: string;
  /** Retry a save with the same key until acknowledged (a golf day); otherwise a writer stops at its first refusal. */
  retry: boolean;
  pauseMs: number;
};

const RETRY_PAUSE_MS = 250;
const GIVE_UP_MS = 60_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function startLoad(baseUrl: string, options: LoadOptions): Load {
  const answers: Answer[] = [];
  const acks: Ack[] = [];
  const unacknowledged: Load["unacknowledged"] = [];
  let stopped = false;

  async function save(player: Player, hole: number, gross: number, version: number): Promise<Ack | null> {
    const key = randomUUID();
    const started = Date.now();
    for (;;) {
      const answer = await send(
        `PUT hole ${hole}`,
        `${baseUrl}/api/cards/${player.cardId}/scores/${player.scoreIds[hole - 1]}`,
        {
          method: "PUT",
          headers: {
            authorization: `Bearer ${player.token}`,
            "content-type": "application/json",
            "idempotency-key": key,
          },
          body: JSON.stringify({ gross, hole, version }),
        },
      );
      answers.push(answer);
      if (answer.status === 200) {
        const saved = JSON.parse(answer.body!) as { gross: number; version: number };
        return {
          key,
          cardId: player.cardId,
          hole,
          gross: saved.gross,
          version: saved.version,
          at: Date.now(),
        };
      }
      const mayRetry = answer.status === 503 || answer.status === null;
      if (!options.retry || !mayRetry || Date.now() - started > GIVE_UP_MS) {
        unacknowledged.push({ key, cardId: player.cardId });
        return null;
      }
      await sleep(RETRY_PAUSE_MS);
    }
  }

  async function write(player: Player): Promise<void> {
    const versions = Array<number>(19).fill(0);
    for (let round = 0; !stopped; round++) {
      for (let hole = 1; hole <= 18 && !stopped; hole++) {
        // A different gross each round, so that every save changes the hole.
        const ack = await save(player, hole, 3 + ((round + hole) % 5), versions[hole]!);
        if (!ack) return;
        versions[hole] = ack.version;
        acks.push(ack);
        await sleep(options.pauseMs);
      }
    }
  }

  async function watch(player: Player): Promise<void> {
    while (!stopped) {
      answers.push(
        await send("GET leaderboard", `${baseUrl}/api/leaderboard/${options.eventId}`, {
          headers: { authorization: `Bearer ${player.token}` },
        }),
      );
      await sleep(options.pauseMs);
    }
  }

  const running = [
    ...options.writers.map(write),
    ...Array.from({ length: options.watchers }, (_, at) => watch(options.writers[at % options.writers.length]!)),
  ];
  return {
    answers,
    acks,
    unacknowledged,
    stop: async () => {
      stopped = true;
      await Promise.all(running);
    },
  };
}

/** Waits until the condition holds, checking every 100 ms; false if it did not within the time given. */
export async function waitFor(condition: () => boolean, withinMs: number): Promise<boolean> {
  for (const deadline = Date.now() + withinMs; !condition();) {
    if (Date.now() > deadline) return false;
    await sleep(100);
  }
  return true;
}

// What must never reach a client: the driver's, the database's or the source's words.
const INTERNALS = /prisma|\$queryRaw|node_modules|\.tsx?:\d+|SQLSTATE|ECONN|127\.0\.0\.1|postgres|stack/i;

/** Why a 503 is not the clean refusal it must be (problem+json with a detail, nothing internal), or null. */
export function faultOf503(answer: Answer): string | null {
  if (answer.contentType !== "application/problem+json") return `content-type ${answer.contentType}`;
  if (INTERNALS.test(answer.body ?? "")) return `leaks internals: ${answer.body}`;
  const problem = JSON.parse(answer.body ?? "{}") as { status?: number; code?: string; detail?: string };
  if (problem.status !== 503 || problem.code !== "unavailable" || !problem.detail)
    return `not a 503 problem: ${answer.body}`;
  return null;
}

/** The answers as a short table for a failure message: label, status or error, time. */
export const summarize = (answers: Answer[]) =>
  answers
    .slice(0, 20)
    .map(
      (answer) =>
        `${answer.label}: ${answer.status ?? answer.error} in ${answer.ms} ms${answer.body ? ` ${answer.body.slice(0, 160)}` : ""}`,
    );
