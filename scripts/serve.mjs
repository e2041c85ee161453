// The process `npm start` leaves running: WEB_CONCURRENCY app processes (scripts/next-server.mjs) sharing one port
// through node:cluster, or, with one, that server itself in this process. scripts/prepare.ts decides the number
// (lib/server/app-processes.ts); unset here it is 1, so a test that starts this file directly gets one process.
// Everything the processes share is in PostgreSQL (sessions are signed cookies, rate limits and live changes are
// in the database), so any of them may answer any request. This supervisor loads neither Next nor the app (only
// prom-client, once metrics are scraped): it stays a few tens of MB beside them.
import cluster from "node:cluster";

const count = Number(process.env.WEB_CONCURRENCY ?? "1");

// Each app process drains within 10 s of SIGTERM (next-server.mjs); one that has not exited a little later is
// killed, so the whole tree is gone within its deadline too.
const STOP_DEADLINE_MS = 9_500;

if (count <= 1 || !cluster.isPrimary) {
  await import("./next-server.mjs");
} else {
  cluster.setupPrimary({ exec: new URL("./next-server.mjs", import.meta.url).pathname });
  let stopping = false;
  // A process that dies before it ever listened (a missing build, a database that refuses it) is not started
  // again, since its replacement would die the same way; once none is left, the supervisor exits with its code.
  const listening = new WeakSet();
  let exitCode = 0;

  const start = () => {
    const worker = cluster.fork();
    worker.once("listening", () => listening.add(worker));
  };

  cluster.on("exit", (worker, code, signal) => {
    const cause = signal ? `signal ${signal}` : `code ${code}`;
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
      return;
    }
    if (listening.has(worker)) {
      console.error(`App process ${worker.process.pid} exited (${cause}); starting another.`);
      start();
      return;
    }
    console.error(`App process ${worker.process.pid} exited while starting (${cause}).`);
    exitCode = code || 1;
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
  });

  const stop = (signal) => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) process.exit(exitCode);
    for (const worker of workers) worker?.process.kill(signal);
    setTimeout(() => {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGKILL");
      process.exit(exitCode);
    }, STOP_DEADLINE_MS).unref();
  };
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stop(signal));

  // GET /metrics reports the whole app whichever process answers it: that process asks here, and prom-client's
  // AggregatorRegistry, loaded at the first scrape only, gathers every process's metrics and sums them
  // (lib/server/metrics/cluster-metrics.ts holds the other side of these messages).
  let aggregator;
  cluster.on("message", async (worker, message) => {
    if (message?.type !== "sweeps:metrics-request") return;
    const answer = { type: "sweeps:metrics-answer", id: message.id };
    try {
      aggregator ??= new (await import("prom-client")).AggregatorRegistry();
      answer.text = await aggregator.clusterMetrics();
    } catch (error) {
      answer.error = error instanceof Error ? error.message : String(error);
    }
    if (worker.isConnected()) worker.send(answer);
  });

  for (let started = 0; started < count; started += 1) start();
}
