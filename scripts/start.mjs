// `npm start` and `npm run dev`. scripts/prepare.ts migrates and seeds the database and builds the app, in a process
// of its own under tsx that exits when done; then this process serves (scripts/serve.mjs), so neither the TypeScript
// loader nor Prisma's migrations stay resident beside the app (together about 450 MB).
import { fork } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const preparation = fork(path.resolve("scripts/prepare.ts"), process.argv.slice(2), {
  execArgv: ["--conditions=react-server", "--import", "tsx"],
});
// A stop asked for while preparing stops the preparation; what it began (a migration) ends in its transaction.
const passOn = (signal) => preparation.kill(signal);
const signals = ["SIGINT", "SIGTERM"];
for (const signal of signals) process.on(signal, passOn);

/** @type {import("./prepare").Prepared | undefined} */
let prepared;
preparation.on("message", (message) => (prepared = message));
const [code, signal] = await new Promise((resolve) =>
  preparation.on("exit", (exitCode, exitSignal) => resolve([exitCode, exitSignal])),
);
for (const each of signals) process.off(each, passOn);
if (code !== 0 || !prepared) process.exit(code ?? (signal ? 0 : 1));

Object.assign(process.env, prepared.env);
const lockFile = prepared.embeddedLockFile;
if (lockFile) process.on("exit", () => fs.rmSync(lockFile, { force: true }));
await import("./serve.mjs");
