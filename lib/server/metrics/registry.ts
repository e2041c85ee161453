import "server-only";
import { Counter, Histogram, Registry } from "prom-client";
import { shareWithSupervisor } from "./cluster-metrics";
import { registerStateGauges } from "./state-gauges";

/** What the server counts as it works; the gauges of its state are read when Prometheus asks (./state-gauges.ts). */
export type ServerMetrics = {
  registry: Registry;
  /** Each API request by route pattern (never the raw URL: ids would make a series per card), method and status. */
  requestDuration: Histogram<"method" | "route" | "status">;
  /** Committed changes of a card: a hole saved, a whole card typed in, a signature. */
  cardSaves: Counter;
};

function createMetrics(): ServerMetrics {
  const registry = new Registry();
  registerStateGauges(registry);
  shareWithSupervisor(registry);
  return {
    registry,
    requestDuration: new Histogram({
      name: "sweeps_http_request_duration_seconds",
      help: "API requests by route pattern, method and status, and how long they took.",
      labelNames: ["method", "route", "status"],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    cardSaves: new Counter({
      name: "sweeps_card_saves_total",
      help: "Changes of a scorecard committed: holes saved, whole cards typed in, signatures.",
      registers: [registry],
    }),
  };
}

const holder = globalThis as typeof globalThis & { sweepsMetrics?: ServerMetrics };

/** This process's metrics, kept on globalThis like the database client, so every route module counts into one. */
export function serverMetrics(): ServerMetrics {
  holder.sweepsMetrics ??= createMetrics();
  return holder.sweepsMetrics;
}
