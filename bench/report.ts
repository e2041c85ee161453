// The benchmark's one table: every figure a bench records, with its target and whether it met it. A bench process
// records figures with recordFigure (appended as JSON lines to the file bench/run.ts names in BENCH_FIGURES_FILE);
// run.ts prints them as one table at the end and writes it as JSON under bench-results/ with the machine it ran on.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export type Target = { atMost: number } | { atLeast: number };

export type Figure = {
  /** The database the figure was measured on: "PostgreSQL" or "PGlite (embedded)". */
  database: string;
  name: string;
  value: number;
  unit: string;
  target?: Target;
  /** How it was measured, in a few words (connections, sample size). */
  note?: string;
};

export type ReportRow = Figure & { pass: boolean | null };

export const FIGURES_FILE_VARIABLE = "BENCH_FIGURES_FILE";

export const meets = (value: number, target: Target | undefined): boolean | null =>
  target === undefined ? null : "atMost" in target ? value <= target.atMost : value >= target.atLeast;

const formatTarget = (target: Target | undefined, unit: string) =>
  target === undefined ? "" : "atMost" in target ? `≤ ${target.atMost} ${unit}` : `≥ ${target.atLeast} ${unit}`;

const formatValue = (value: number) =>
  Number.isInteger(value) || Math.abs(value) >= 100 ? value.toFixed(0) : value.toFixed(Math.abs(value) >= 10 ? 1 : 2);

export function recordFigure(figure: Figure): void {
  const pass = meets(figure.value, figure.target);
  const verdict = pass === null ? "" : pass ? "  pass" : "  FAIL";
  console.log(
    `  ${figure.name.padEnd(64)} ${formatValue(figure.value).padStart(9)} ${figure.unit.padEnd(5)} ${formatTarget(figure.target, figure.unit)}${verdict}`,
  );
  const file = process.env[FIGURES_FILE_VARIABLE];
  if (file) fs.appendFileSync(file, `${JSON.stringify(figure)}\n`);
}

export function readFigures(file: string): Figure[] {
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as Figure);
}

/** The table, printed; and written as bench-results/<time>.json. Returns the rows that missed their target. */
export function writeReport(
  figures: Figure[],
  startLoadAverage: number[],
  outputDir = "bench-results",
): { missed: ReportRow[]; file: string } {
  // A figure measured on both databases has its two rows next to each other, in the order figures were first recorded.
  const firstRecorded = new Map<string, number>();
  figures.forEach((figure, at) => firstRecorded.set(figure.name, firstRecorded.get(figure.name) ?? at));
  const rows: ReportRow[] = figures
    .map((figure, at) => ({ figure, at }))
    .sort((a, b) => firstRecorded.get(a.figure.name)! - firstRecorded.get(b.figure.name)! || a.at - b.at)
    .map(({ figure }) => ({ ...figure, pass: meets(figure.value, figure.target) }));
  const header = ["database", "figure", "value", "target", "result", "how"];
  const cells = rows.map((row) => [
    row.database,
    row.name,
    `${formatValue(row.value)} ${row.unit}`,
    formatTarget(row.target, row.unit),
    row.pass === null ? "" : row.pass ? "pass" : "FAIL",
    row.note ?? "",
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((line) => line[column]!.length)));
  const line = (values: string[]) => `| ${values.map((value, column) => value.padEnd(widths[column]!)).join(" | ")} |`;
  const loads = (values: number[]) => values.map((n) => n.toFixed(2)).join(" ");
  const machine = {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? "unknown",
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    loadAverageAtStart: startLoadAverage,
    loadAverageAtEnd: os.loadavg(),
  };
  console.log(
    `\nBenchmark on ${machine.cpus} cores (${machine.cpuModel}), load average ${loads(startLoadAverage)} at the start, ${loads(machine.loadAverageAtEnd)} at the end`,
  );
  console.log([line(header), line(widths.map((width) => "-".repeat(width))), ...cells.map(line)].join("\n"));
  const missed = rows.filter((row) => row.pass === false);
  console.log(`\n${rows.filter((row) => row.pass === true).length} targets met, ${missed.length} missed`);

  fs.mkdirSync(outputDir, { recursive: true });
  const file = path.join(outputDir, `bench-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
  fs.writeFileSync(file, `${JSON.stringify({ ranAt: new Date().toISOString(), machine, rows }, null, 2)}\n`);
  console.log(`Written to ${file}`);
  return { missed, file };
}
