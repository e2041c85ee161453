// `npm run bench`: runs every bench/*.bench.ts in turn; each prints its own figures and targets.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const dir = path.dirname(new URL(import.meta.url).pathname);
const only = process.argv[2];
const files = fs
  .readdirSync(dir)
  .filter((file) => file.endsWith(".bench.ts") && (!only || file.includes(only)))
  .sort();
for (const file of files) {
  console.log(`\n▶ ${file}`);
  await import(pathToFileURL(path.join(dir, file)).href);
}
process.exit(0);
