// What the benchmark asks of the load generator (bench/http/load.ts) and what it answers, and the call that runs
// a load script in a process of its own.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { ScorecardDto } from "../../lib/validation/scorecards";

/** One hole of one card as the load generator writes it: the version is the one its last save answered. */
export type ScoreSlot = {
  cardId: string;
  scoreId: string;
  hole: number;
  par: number;
  gross: number | null;
  version: number;
  token: string;
};

/** The requests: GETs cycling over targets, form POSTs cycling over bodies, or score saves over the slots. */
export type LoadRequests =
  // An empty token sends no Authorization; `gzip` asks for a compressed answer, as a browser does.
  | { kind: "get"; targets: Array<{ path: string; token: string }>; gzip?: boolean }
  | { kind: "form"; path: string; headers: Record<string, string>; bodies: string[] }
  | { kind: "put-scores"; slots: ScoreSlot[] };
export type LoadScenario = LoadRequests & {
  url: string;
  connections: number;
  warmupSeconds: number;
  durationSeconds: number;
  expectStatus: number;
};

export type LoadResult = {
  requests: number;
  seconds: number;
  requestsPerSecond: number;
  mean: number;
  p50: number;
  p95: number;
  p99: number;
  /** Answers other than the scenario's expected status (a write refused, a 5xx): the run does not count then. */
  unexpectedStatuses: number;
  statuses: Record<string, number>;
  errors: number;
  /** Each Server-Timing step's mean ms per response (lib/server/log/server-timing.ts), when the app sent them. */
  steps?: Record<string, number>;
};

const here = path.dirname(new URL(import.meta.url).pathname);

/** Runs one of this folder's load scripts in a process of its own with `input` (as a JSON file); its last line of output is the answer. */
export async function runInOwnProcess<T>(script: string, input: unknown): Promise<T> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "sweeps-load-")), "input.json");
  fs.writeFileSync(file, JSON.stringify(input));
  try {
    const child = spawn(
      process.execPath,
      [path.resolve("node_modules/tsx/dist/cli.mjs"), path.join(here, script), file],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
    if (code !== 0) throw new Error(`${script} exited with ${code}`);
    return JSON.parse(output.trim().split("\n").at(-1)!) as T;
  } finally {
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
}

export const runLoad = (scenario: LoadScenario) => runInOwnProcess<LoadResult>("load.ts", scenario);

/**
 * Every hole of the given cards as the app has them now, each with its player's token: what the score saves write.
 * Hole by hole across the cards, so that the saves in flight at once are on different cards.
 */
export async function readScoreSlots(
  url: string,
  cards: Array<{ cardId: string; token: string }>,
): Promise<ScoreSlot[]> {
  const slots = await Promise.all(
    cards.map(async ({ cardId, token }) => {
      const response = await fetch(`${url}/api/scorecards/${cardId}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (!response.ok) throw new Error(`GET card ${cardId} answered ${response.status}: ${await response.text()}`);
      const card = (await response.json()) as ScorecardDto;
      return card.scores.map((score) => ({
        cardId,
        scoreId: score.id,
        hole: score.holeNumber,
        par: score.par,
        gross: score.gross,
        version: score.version,
        token,
      }));
    }),
  );
  return slots.flat().sort((a, b) => a.hole - b.hole);
}
