import "server-only";
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
