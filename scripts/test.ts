// `npm test`: every test (unit and integration in Vitest, end-to-end in Playwright), then one line
// "N passed, M failed" summed from both runners' JSON reports. Exits non-zero if anything failed.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { provideChromium, systemProbes } from "./browser";

const OUTPUT = path.resolve(".test-output");
const VITEST_REPORT = path.join(OUTPUT, "vitest.json");
// Written by the json reporter configured in playwright.config.ts.
const PLAYWRIGHT_REPORT = path.join(OUTPUT, "playwright.json");

type Counts = { passed: number; failed: number };

function run(command: string, args: string[]): number {
  const result = spawnSync(command, args, { stdio: "inherit" });
  return result.status ?? 1;
}

function readJson<T>(file: string): T | null {
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, "utf8")) as T) : null;
}

function vitestCounts(): Counts | null {
  const report = readJson<{ numPassedTests: number; numFailedTests: number }>(VITEST_REPORT);
  return report && { passed: report.numPassedTests, failed: report.numFailedTests };
}

function playwrightCounts(): Counts | null {
  const report = readJson<{ stats: { expected: number; unexpected: number; flaky: number } }>(PLAYWRIGHT_REPORT);
  return report && { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected };
}

fs.rmSync(OUTPUT, { recursive: true, force: true });
fs.mkdirSync(OUTPUT, { recursive: true });

// Before any test, so a machine without a browser learns what to install instead of seeing every
// end-to-end test fail.
const browser = provideChromium(systemProbes);
if (!browser.ok) {
  console.error(browser.message);
  console.log("\n0 passed, 1 failed");
  process.exit(1);
}
console.log(`Chromium: ${browser.path}`);
process.env.CHROMIUM_PATH = browser.path;

const bin = (name: string) => path.resolve("node_modules/.bin", name);
const vitestStatus = run(bin("vitest"), [
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${VITEST_REPORT}`,
]);
const playwrightStatus = run(bin("playwright"), ["test"]);

// A runner that failed without reporting a failed test (it crashed, or could not start) counts as one
// failure, so a broken suite can never look green.
const countsOf = (counts: Counts | null, status: number): Counts => {
  const reported = counts ?? { passed: 0, failed: 0 };
  return status !== 0 && reported.failed === 0 ? { ...reported, failed: 1 } : reported;
};
const totals = [countsOf(vitestCounts(), vitestStatus), countsOf(playwrightCounts(), playwrightStatus)];
const passed = totals.reduce((sum, counts) => sum + counts.passed, 0);
const failed = totals.reduce((sum, counts) => sum + counts.failed, 0);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 || vitestStatus !== 0 || playwrightStatus !== 0 ? 1 : 0);
