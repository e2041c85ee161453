import "server-only";
import os from "node:os";
import type { Env } from "./env";

export type AppProcesses = {
  /** How many app processes serve requests: passed to scripts/serve.mjs as WEB_CONCURRENCY. */
  count: number;
  /** Why fewer run than WEB_CONCURRENCY asked for, to say once at start-up. */
  notice?: string;
};

/**
 * How many app processes `npm start` runs: WEB_CONCURRENCY, or one per core when unset. The embedded database
 * (PGlite) is open inside one process and the development server rebuilds in one, so both always run one.
 */
export function appProcesses(
  env: Pick<Env, "DATABASE_URL" | "WEB_CONCURRENCY">,
  { cores, dev }: { cores: number; dev: boolean },
): AppProcesses {
  const asked = env.WEB_CONCURRENCY;
  if (dev || !env.DATABASE_URL) {
    if (asked === undefined || asked === 1) return { count: 1 };
    const reason = dev ? "the development server runs in one process" : "the embedded database lives in one process";
    return { count: 1, notice: `WEB_CONCURRENCY=${asked} ignored: ${reason}; set DATABASE_URL to run several.` };
  }
  return { count: asked ?? Math.max(1, Math.min(cores, 64)) };
}

/**
 * How many database connections each app process pools: DATABASE_POOL_SIZE, or this process's share of twice the
 * cores and one (at least two), the most a PostgreSQL on the same machine keeps busy. More connections than the
 * cores can serve only queue in the database instead of in the pool: measured by bench/http/save-cost.bench.ts.
 */
export function databasePoolSize(
  env: Pick<Env, "DATABASE_POOL_SIZE" | "WEB_CONCURRENCY">,
  cores = os.availableParallelism(),
): number {
  return env.DATABASE_POOL_SIZE ?? Math.max(2, Math.ceil((2 * cores + 1) / (env.WEB_CONCURRENCY ?? 1)));
}
