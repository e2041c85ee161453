// What the benchmark asks of the load generator (bench/http/load.ts) and what it answers, and the call that runs
// a load script in a process of its own.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

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
  | { kind: "get"; targets: Array<{ path: string; token: string }> }
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
  p50: number;
  p95: number;
  p99: number;
  /** Answers other than the scenario's expected status (a write refused, a 5xx): the run does not count then. */
  unexpectedStatuses: number;
  statuses: Record<string, number>;
  errors: number;
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
