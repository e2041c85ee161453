import "server-only";
import { collectDefaultMetrics, Gauge, type Registry } from "prom-client";
import { databasePool } from "../db/infra/client";
import { lastBackupAt } from "../db/infra/scheduled-backups";
import { streamSlots } from "../live/stream-slots";

/**
 * The server's state, read at the moment Prometheus asks rather than kept up to date: the app processes, open event
 * streams, the database pool's connections, the age of the newest backup, and Node's own process figures.
 */
export function registerStateGauges(registry: Registry): void {
  collectDefaultMetrics({ register: registry, prefix: "sweeps_" });
  new Gauge({
    name: "sweeps_app_processes",
    help: "App processes serving: 1 in each, so summed across the processes of `npm start`, how many answer.",
    registers: [registry],
    collect() {
      this.set(1);
    },
  });
  new Gauge({
    name: "sweeps_event_streams_open",
    help: "Event streams (live pages) held open, summed across the app processes of `npm start`.",
    registers: [registry],
    collect() {
      this.set(streamSlots().total);
    },
  });
  new Gauge({
    name: "sweeps_database_pool_connections",
    help: "Connections of the PostgreSQL pool by state: total, idle, and requests waiting for one (none on the embedded database).",
    labelNames: ["state"],
    registers: [registry],
    collect() {
      const pool = databasePool();
      if (!pool) return;
      this.set({ state: "total" }, pool.totalCount);
      this.set({ state: "idle" }, pool.idleCount);
      this.set({ state: "waiting" }, pool.waitingCount);
    },
  });
  new Gauge({
    name: "sweeps_backup_age_seconds",
    help: "Seconds since the newest backup in the backup folder was written; absent when there is none.",
    // Every app process reads the same folder: across them, the one figure, not a sum.
    aggregator: "min",
    registers: [registry],
    collect() {
      const newest = lastBackupAt();
      if (newest) this.set((Date.now() - newest.getTime()) / 1000);
      else this.reset();
    },
  });
}
