// `npm run bench`: runs every bench/*.bench.ts in turn, each in a process of its own (each installs its own
// database as the process's client); each prints its own figures and targets. `npm run bench -- events` runs one.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const dir = path.dirname(new URL(import.meta.url).pathname);
const only = process.argv[2];
const files = fs
  .readdirSync(dir)
  .filter((file) => file.endsWith(".bench.ts") && (!only || file.includes(only)))
  .sort();
const tsx = path.resolve("node_modules/tsx/dist/cli.mjs");
let failed = 0;
for (const file of files) {
  console.log(`\n▶ ${file}`);
  const run = spawnSync(process.execPath, [tsx, "--conditions=react-server", path.join(dir, file)], { stdio: "inherit" });
  if (run.status !== 0) failed += 1;
}
process.exit(failed > 0 ? 1 : 0);
