// What `npm run bench` passes on to each benchmark, for a quick look on a machine that others share (fewer samples,
// noisier figures: compare ratios measured in the same run). `--seconds=3` runs each load of the HTTP benchmarks for
// 3 seconds instead of its own duration; `--streams=200,500` holds those counts of event streams open in the live one.
export const RUN_OPTIONS = { seconds: "BENCH_SECONDS", streams: "BENCH_STREAMS" } as const;

/** The options of run.ts's arguments, as the environment variables the benchmarks read. */
export function runOptionsEnv(args: string[]): Record<string, string> {
  return Object.fromEntries(
    Object.entries(RUN_OPTIONS).flatMap(([option, variable]) => {
      const value = args.find((arg) => arg.startsWith(`--${option}=`))?.slice(option.length + 3);
      return value ? [[variable, value]] : [];
    }),
  );
}

/** The measured seconds of a load: the run's `--seconds`, else the benchmark's own figure. */
export function loadSeconds(usual: number): number {
  const chosen = Number(process.env[RUN_OPTIONS.seconds]);
  return Number.isFinite(chosen) && chosen > 0 ? chosen : usual;
}

/** The counts of open streams to measure, ascending: the run's `--streams`, else the benchmark's own. */
export function streamCounts(usual: number[]): number[] {
  const chosen = (process.env[RUN_OPTIONS.streams] ?? "").split(",").map(Number);
  return chosen.every((n) => Number.isInteger(n) && n > 0) ? chosen.sort((a, b) => a - b) : usual;
}
