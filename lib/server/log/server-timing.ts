import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import { env } from "../env";

/**
 * Where a request's time goes, for the save-cost benchmark (bench/http/save-cost.bench.ts): with SERVER_TIMING=true
 * each request records its steps, and the SQL round trips made in each, and answers them in a `Server-Timing`
 * header. Off (the default), every function here returns at its first line, so serving pays one boolean test.
 */
export const serverTimingOn = env.SERVER_TIMING;

/** A step of a request: its own time, and the round trips made in it but not in a step nested in it. */
type Step = { name: string; ms: number; sqlMs: number; sqlCount: number };
type Recording = { steps: Step[]; current: Step };

const recording = new AsyncLocalStorage<Recording>();

async function runStep<T>(steps: Step[], name: string, work: () => Promise<T>): Promise<{ value: T; step: Step }> {
  const step: Step = { name, ms: 0, sqlMs: 0, sqlCount: 0 };
  steps.push(step);
  const startedAt = performance.now();
  try {
    return { value: await recording.run({ steps, current: step }, work), step };
  } finally {
    step.ms = performance.now() - startedAt;
  }
}

/** Times `work` as the step `name` of the request being served (nested steps are listed after their parent). */
export async function timed<T>(name: string, work: () => Promise<T>): Promise<T> {
  const within = serverTimingOn ? recording.getStore() : undefined;
  if (!within) return work();
  return (await runStep(within.steps, name, work)).value;
}

/** Counts one SQL round trip, and its time, against the step it was made in. */
export function recordSql(ms: number): void {
  const step = recording.getStore()?.current;
  if (!step) return;
  step.sqlMs += ms;
  step.sqlCount += 1;
}

const header = (steps: Step[]) =>
  steps
    .flatMap((step) => [
      `${step.name};dur=${step.ms.toFixed(3)}`,
      ...(step.sqlCount > 0 ? [`${step.name}.sql;dur=${step.sqlMs.toFixed(3)};desc="${step.sqlCount}"`] : []),
    ])
    .join(", ");

/** Serves a request as the step "route", answering its steps in `Server-Timing`. */
export async function withServerTiming(serve: () => Promise<Response>): Promise<Response> {
  if (!serverTimingOn) return serve();
  const steps: Step[] = [];
  const { value: response } = await runStep(steps, "route", serve);
  response.headers.set("server-timing", header(steps));
  return response;
}
