// `npm run bench`: runs every *.bench.ts under bench/ in turn, each in a process of its own (each installs its own
// database as the process's client); each prints its figures as it goes, and those it records (bench/report.ts)
// are printed as one table at the end and written as JSON under bench-results/. `npm run bench -- http` runs the
// benches whose path contains "http"; `--embedded` runs them without DATABASE_URL, on PGlite; `--both` runs each on
// the PostgreSQL of DATABASE_URL and then on PGlite, so that the table sets the two databases' figures side by side;
// `--seconds=N` and `--streams=…` shorten them (./run-options.ts).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { FIGURES_FILE_VARIABLE, readFigures, writeReport } from "./report";
import { runOptionsEnv } from "./run-options";

const dir = path.dirname(new URL(import.meta.url).pathname);
const args = process.argv.slice(2);
const embedded = args.includes("--embedded");
const both = args.includes("--both");
const only = args.find((arg) => !arg.startsWith("--"));
const files = fs
  .readdirSync(dir, { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".bench.ts") && (!only || file.includes(only)))
  .sort();

const figuresFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "sweeps-bench-")), "figures.jsonl");
const env: NodeJS.ProcessEnv = {
  ...process.env,
  [FIGURES_FILE_VARIABLE]: figuresFile,
  ...runOptionsEnv(args),
};
const { DATABASE_URL: databaseUrl, ...embeddedEnv } = env;
if (both && !databaseUrl) {
  console.log("--both needs a PostgreSQL on this machine: set DATABASE_URL.");
  process.exit(1);
}
const databases = both ? [env, embeddedEnv] : [embedded ? embeddedEnv : env];

// The machine is often shared (builds, tests): the load it started under is part of the result.
const startLoadAverage = os.loadavg();
console.log(
  `${os.cpus().length} cores, load average at the start ${startLoadAverage.map((n) => n.toFixed(2)).join(" ")}`,
);
const tsx = path.resolve("node_modules/tsx/dist/cli.mjs");
const failed: string[] = [];
for (const file of files) {
  for (const databaseEnv of databases) {
    console.log(`\n▶ ${file}${both ? (databaseEnv.DATABASE_URL ? " on PostgreSQL" : " on PGlite (embedded)") : ""}`);
    const run = spawnSync(process.execPath, [tsx, "--conditions=react-server", path.join(dir, file)], {
      stdio: "inherit",
      env: databaseEnv,
    });
    if (run.status !== 0) failed.push(file);
  }
}
const figures = readFigures(figuresFile);
fs.rmSync(path.dirname(figuresFile), { recursive: true, force: true });
if (figures.length > 0) writeReport(figures, startLoadAverage);
if (failed.length > 0) console.log(`\n${failed.length} bench file(s) failed: ${failed.join(", ")}`);
process.exit(failed.length > 0 ? 1 : 0);
