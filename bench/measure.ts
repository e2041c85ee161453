// How the endpoint benchmarks time one operation: a warm-up, then a few hundred runs one after another.
const RUNS = 300;
const WARM_UP_RUNS = 30;

export type Stats = { p50: number; p95: number; mean: number };

export async function measure(run: () => Promise<unknown>): Promise<Stats> {
  for (let i = 0; i < WARM_UP_RUNS; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await run();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  return { p50: at(0.5), p95: at(0.95), mean: times.reduce((a, b) => a + b, 0) / times.length };
}
