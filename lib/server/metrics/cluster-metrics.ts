import "server-only";
import cluster from "node:cluster";
import { randomUUID } from "node:crypto";
import { AggregatorRegistry, type Registry } from "prom-client";
import { logger } from "../log/logger";

// The two messages of the exchange with the supervisor (scripts/serve.mjs), which answers with every app process's
// metrics gathered and summed by prom-client's AggregatorRegistry.
const ASK = "sweeps:metrics-request";
const ANSWER = "sweeps:metrics-answer";
// The supervisor gives up on a silent process after 5 s (prom-client's own bound); this leaves it time to say so.
const ANSWER_WITHIN_MS = 8_000;

type Answer = { type: typeof ANSWER; id: string; text?: string; error?: string };

/**
 * Under the supervisor of `npm start`, lets its AggregatorRegistry read `registry`. prom-client installs a process's
 * answer to the supervisor's request in AggregatorRegistry's constructor, so one is made here, where the registry
 * is; it is called when the process starts, so a process that has served nothing yet still answers.
 */
export function shareWithSupervisor(registry: Registry): void {
  if (!cluster.isWorker) return;
  void new AggregatorRegistry();
  AggregatorRegistry.setRegistries(registry);
}

/**
 * What GET /metrics answers: the whole app, whichever process serves the scrape. Alone, that is this process's
 * registry; under the supervisor, every app process's registry (counters and histograms summed), which the
 * supervisor gathers. Null when a process could not answer (one starting): Prometheus scrapes again.
 */
export async function appMetrics(registry: Registry): Promise<string | null> {
  const send = process.send?.bind(process);
  if (!cluster.isWorker || !send) return registry.metrics();
  // Each route bundle may hold its own copy of this module: the exchange keeps no state outside this call.
  const id = randomUUID();
  try {
    return await new Promise<string>((resolve, reject) => {
      const settle = (then: () => void) => {
        clearTimeout(timer);
        process.off("message", onMessage);
        then();
      };
      const onMessage = (message: Answer) => {
        if (message?.type !== ANSWER || message.id !== id) return;
        const { text, error } = message;
        settle(() => (text === undefined ? reject(new Error(error ?? "no metrics")) : resolve(text)));
      };
      const timer = setTimeout(
        () => settle(() => reject(new Error("the supervisor did not answer"))),
        ANSWER_WITHIN_MS,
      );
      process.on("message", onMessage);
      send({ type: ASK, id });
    });
  } catch (error) {
    logger.warn({ err: error }, "The metrics of every app process could not be gathered");
    return null;
  }
}
