import "server-only";
import pLimit from "p-limit";
import { recheckEventRole } from "../auth/guards";
import type { RequestUser } from "../auth/request-user";
import { AppError } from "../errors";
import { liveListener } from "./process-listener";
import { recheckLater } from "./recheck-schedule";

/**
 * How often an open stream asks again unprompted: the backstop for a loss of access that no write announced (or
 * whose notice was lost while the LISTEN connection was down). Each check picks its own moment in the window, so
 * thousands of streams spread their one-query checks instead of asking together (./recheck-schedule.ts).
 */
export const ACCESS_RECHECK_MS = { min: 30_000, max: 60_000 } as const;

/** Why a stream's caller may no longer see its event: what a request would now be answered. */
export type Refusal = { status: 401 | 403 | 404; detail: string };

/**
 * What the stream is told. `pause`: a notice may have ended the caller's access, so nothing more is sent until the
 * check answers (PostgreSQL delivers notices in commit order: whatever committed after the revoking write arrives
 * after its notice, and is never sent). `resume`: the caller may still see the event. `refuse`: they may not.
 */
export type AccessHandlers = { pause: () => void; resume: () => void; refuse: (refusal: Refusal) => void };

/**
 * Keeps asking whether the caller of an open stream may still see the event, with the request's own check plus
 * its credential (recheckEventRole: one query): at once when an access notice under one of `keys` arrives
 * (./access-notice.ts), and every 30–60 s regardless. Refuses once, then stops. Resolves once the notices are
 * heard; returns the stop.
 */
export async function watchAccess(
  caller: RequestUser,
  eventId: string,
  keys: readonly string[],
  handlers: AccessHandlers,
): Promise<() => void> {
  let isWatching = true;
  let isChecking = false;
  let checkAgain = false;
  let cancelRecheck = () => {};

  const schedule = () => {
    cancelRecheck();
    cancelRecheck = recheckLater(check, ACCESS_RECHECK_MS);
  };
  async function check(): Promise<void> {
    if (!isWatching) return;
    // A notice that arrives during a check may have committed after that check read: it gets a check of its own.
    if (isChecking) return void (checkAgain = true);
    isChecking = true;
    const refusal = await refusalOf(caller, eventId);
    isChecking = false;
    if (!isWatching) return;
    if (refusal) {
      stop();
      handlers.refuse(refusal);
    } else if (checkAgain) {
      checkAgain = false;
      void check();
    } else {
      handlers.resume();
      schedule();
    }
  }

  const unsubscribe = await liveListener().subscribeAccess(keys, () => {
    handlers.pause();
    void check();
  });
  function stop(): void {
    isWatching = false;
    cancelRecheck();
    unsubscribe();
  }
  schedule();
  return stop;
}

const REFUSED = new Set([401, 403, 404]);

/**
 * How many of the process's checks run at once; the others wait their turn. Thousands of open streams check about
 * a hundred times a second, in one go at each tick of ./recheck-schedule.ts (and a notice about a whole sweep
 * checks every stream of it at once): all together they took every pooled connection, and the saves that arrived
 * meanwhile waited behind them (bench/live.bench.ts).
 */
const CHECKS_AT_ONCE = 2;
const checkInTurn = pLimit(CHECKS_AT_ONCE);

async function refusalOf(caller: RequestUser, eventId: string): Promise<Refusal | null> {
  try {
    await checkInTurn(() => recheckEventRole(caller, eventId, "member"));
    return null;
  } catch (error) {
    if (error instanceof AppError && REFUSED.has(error.status))
      return { status: error.status as Refusal["status"], detail: error.message };
    // The database could not answer (restarting, unreachable): the caller is not refused for that; the next check asks again.
    return null;
  }
}
