import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import { env } from "../env";

/**
 * Where a request's time goes, for the save-cost benchmark (bench/http/save-cost.bench.ts): with SERVER_TIMING=true
 * each request records its steps and answers them in a `Server-Timing` header. Off (the default), every function
 * here returns at its first line, so serving pays one boolean test. SQL is not counted here: Prisma runs a
 * transaction's queries outside the async context of the step that asked for them.
 */
export const serverTimingOn = env.SERVER_TIMING;

/** A step of a request and its time. */
type Step = { name: string; ms: number };

const recording = new AsyncLocalStorage<Step[]>();

/** Times `work` as the step `name` of the request being served (nested steps are listed after their parent). */
export async function timed<T>(name: string, work: () => Promise<T>): Promise<T> {
  const steps = serverTimingOn ? recording.getStore() : undefined;
  if (!steps) return work();
  const step: Step = { name, ms: 0 };
  steps.push(step);
  const startedAt = performance.now();
  try {
    return await work();
  } finally {
    step.ms = performance.now() - startedAt;
  }
}

const header = (steps: Step[]) => steps.map((step) => `${step.name};dur=${step.ms.toFixed(3)}`).join(", ");

/** Serves a request as the step "route", answering its steps in `Server-Timing`. */
export async function withServerTiming(serve: () => Promise<Response>): Promise<Response> {
  if (!serverTimingOn) return serve();
  const steps: Step[] = [];
  const response = await recording.run(steps, () => timed("route", serve));
  response.headers.set("server-timing", header(steps));
  return response;
}
