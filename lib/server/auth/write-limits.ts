import "server-only";
import type { SweepLimit, WriteLimit } from "@/lib/contracts/endpoint";
import { db } from "../db/infra/client";
import type { AuthorizedSweepId } from "./authorized";
import { countWrite } from "../db/write-limit-windows";
import { AppError } from "../errors";

type Span = "10 seconds" | "minute" | "hour" | "day";
const SPAN_SECONDS: Record<Span, number> = { "10 seconds": 10, minute: 60, hour: 3_600, day: 86_400 };

type WritePolicy = {
  /** What the caller did, for the refusal: "You have created 5 sweeps in the last hour". */
  done: (count: number) => string;
  /** Shortest first. */
  windows: ReadonlyArray<{ max: number; per: Span }>;
};

/**
 * The per-user write limits, the one place their numbers live; each endpoint's contract names its policy
 * (`rateLimit`, "write" when it names none) and withRoute counts every write against it once the caller is known.
 * Fixed windows that start at the first write counted, kept in the database (lib/server/db/write-limit-windows.ts)
 * so that every app process shares them.
 */
export const WRITE_LIMITS: Record<WriteLimit, WritePolicy> = {
  // A marker saves two cards a hole, the phone's outbox sends what waited for signal in one go (a whole round of
  // both cards is 36 saves), an admin types in a whole field's paper cards: all far below this. A script is held
  // to 100 saves in a burst and 300 a minute.
  scoring: {
    done: (count) => `saved ${count} scores`,
    windows: [
      { max: 100, per: "10 seconds" },
      { max: 300, per: "minute" },
    ],
  },
  // A sweep appears in every user's list of sweeps; a society needs one.
  "create-sweep": {
    done: (count) => `created ${count} sweeps`,
    windows: [
      { max: 5, per: "hour" },
      { max: 20, per: "day" },
    ],
  },
  "create-token": { done: (count) => `created ${count} API tokens`, windows: [{ max: 10, per: "hour" }] },
  // Entering a field, recording handicaps, editing events and courses by hand.
  write: { done: (count) => `made ${count} changes`, windows: [{ max: 120, per: "minute" }] },
};

/** The per-sweep limits, counted for the sweep whoever writes. */
export const SWEEP_LIMITS: Record<SweepLimit, WritePolicy> = {
  // Every current member gets each message: a few a day is plenty for a society and keeps the members' inboxes, and
  // the society's mail server's sending quota, from being flooded by a mistake or a script.
  "owner-message": {
    done: (count) => `sent ${count} messages to this sweep's members`,
    windows: [{ max: 3, per: "day" }],
  },
};

/** "5 per hour and 20 per day": the policy as the API documentation states it. */
export function describeWriteLimit(policy: WritePolicy): string {
  return policy.windows.map(({ max, per }) => `${max} per ${per}`).join(" and ");
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? "" : "s"}`;

function waitText(seconds: number): string {
  if (seconds < 60) return plural(seconds, "second");
  if (seconds < 3_600) return plural(Math.ceil(seconds / 60), "minute");
  return plural(Math.ceil(seconds / 3_600), "hour");
}

/**
 * Counts one write by the user against the policy, in one SQL statement; past any of its windows, refuses it
 * (429) with Retry-After and a sentence that says when to try again. A refused write is not counted in the
 * longer windows, so retrying a refused write does not lengthen the wait.
 */
export async function takeWriteAllowance(userId: string, limit: WriteLimit): Promise<void> {
  await takeAllowance(WRITE_LIMITS[limit], `${limit}/`, userId);
}

/** Counts one write against the sweep's limit, as takeWriteAllowance does for a user. */
export async function takeSweepAllowance(sweepId: AuthorizedSweepId, limit: SweepLimit): Promise<void> {
  await takeAllowance(SWEEP_LIMITS[limit], `sweep:${limit}/`, sweepId);
}

async function takeAllowance(policy: WritePolicy, prefix: string, subject: string): Promise<void> {
  const now = new Date();
  const windows = policy.windows.map(({ max, per }) => ({
    key: `${prefix}${SPAN_SECONDS[per]}s:${subject}`,
    max,
    seconds: SPAN_SECONDS[per],
  }));
  const counted = await countWrite(db, windows, now);
  const full = counted.findIndex(({ count }, i) => count > windows[i]!.max);
  if (full < 0) return;
  const { max, per } = policy.windows[full]!;
  const seconds = Math.max(1, Math.ceil((counted[full]!.resetAt.getTime() - now.getTime()) / 1000));
  throw new AppError(
    "rate_limited",
    `You have ${policy.done(max)} in the last ${per}; try again in ${waitText(seconds)}.`,
    {
      headers: { "retry-after": String(seconds) },
    },
  );
}
