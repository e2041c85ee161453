import "server-only";

/** How finely the rechecks of the process's streams are placed in time. */
const TICK_MS = 1_000;

type Recheck = () => void;

/** The rechecks due at each tick, by tick number. */
const due = new Map<number, Set<Recheck>>();
let tick = 0;
let timer: NodeJS.Timeout | undefined;

/**
 * Runs `recheck` once, at a random second between `window.min` and `window.max` ms from now, on one timer for every
 * open stream of the process (a timer per stream cost thousands of timers on a golf day). The random moment spreads
 * thousands of streams' checks out instead of asking together. Counted in ticks, not read from the clock, so that
 * tests moving the timers move the schedule. The timer runs only while a check is waiting. Returns the cancel.
 */
export function recheckLater(recheck: Recheck, window: { min: number; max: number }): () => void {
  const at = tick + Math.ceil((window.min + Math.random() * (window.max - window.min)) / TICK_MS);
  const checks = due.get(at) ?? new Set<Recheck>();
  due.set(at, checks);
  checks.add(recheck);
  timer ??= setTimeout(advance, TICK_MS);
  return () => {
    checks.delete(recheck);
    if (checks.size === 0 && due.get(at) === checks) due.delete(at);
    if (due.size > 0) return;
    clearTimeout(timer);
    timer = undefined;
  };
}

function advance(): void {
  tick += 1;
  const checks = due.get(tick);
  due.delete(tick);
  timer = due.size > 0 ? setTimeout(advance, TICK_MS) : undefined;
  for (const recheck of checks ?? []) recheck();
}
