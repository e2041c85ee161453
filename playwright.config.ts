import { spawnSync } from "node:child_process";
import { defineConfig, devices } from "@playwright/test";
import { NO_CHROMIUM_MESSAGE, findChromium, systemProbes } from "./scripts/browser";
import { londonDay } from "./tests/e2e/support/days";

// One free port for the whole run, chosen once: workers re-read this file and inherit the variable.
process.env.E2E_PORT ??= spawnSync(
  process.execPath,
  ["-e", "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"],
  { encoding: "utf8" },
).stdout.trim();
const baseURL = `http://localhost:${process.env.E2E_PORT}`;

// The day the demo society's dates count from, fixed once for the run (workers inherit it; tests/e2e/support/days.ts):
// a run that crosses midnight still finds the demo's events where the tests look, as a seed made "today" did not.
process.env.E2E_DEMO_DAY ??= londonDay();

// The Chromium this machine has, its headless shell first (`npm test` installs one first where it can); found once,
// and workers inherit the variable. Without one, stop before any test with what to install.
const executablePath = findChromium(systemProbes, "tests");
if (!executablePath) {
  console.error(NO_CHROMIUM_MESSAGE);
  process.exit(1);
}
process.env.CHROMIUM_PATH = executablePath;

const chromium = {
  ...devices["Desktop Chrome"],
  launchOptions: {
    executablePath,
    // Running as root in CI; and a closed network, so nothing may phone home.
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-quic",
    ],
  },
};

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: ".test-output/e2e-artifacts",
  // The app under test is a single server on a 2-core machine; two workers keep it responsive.
  workers: 2,
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  // CI machines of this size differ: one ran the suite 3.4 times slower than this one, where the longest journeys
  // take 30 to 40 s beside the other worker. The bounds leave that much room; a passing test never waits for them.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [["list"], ["json", { outputFile: ".test-output/playwright.json" }]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    timezoneId: "Europe/London",
    locale: "en-GB",
  },
  projects: [
    {
      name: "phone",
      testIgnore: "http/**",
      use: { ...chromium, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
    // tests/e2e/phone holds what only a phone has (the menu button) or is only measured there (thumb-sized targets).
    {
      name: "desktop",
      testIgnore: ["http/**", "phone/**"],
      use: { ...chromium, viewport: { width: 1280, height: 800 } },
    },
    // Plain HTTP against the built app (redirects, cookies, next-auth's endpoints): once, with no browser.
    // Two app processes can only share a PostgreSQL (the embedded database lives inside one process), so those
    // specs are part of the suite when the suite runs on PostgreSQL (DATABASE_URL, as in CI) and are not listed otherwise.
    {
      name: "http",
      testMatch: "http/**/*.spec.ts",
      testIgnore: process.env.DATABASE_URL ? [] : ["http/live-two-processes.spec.ts", "http/app-processes.spec.ts"],
    },
  ],
  webServer: {
    command: "npx tsx tests/e2e/serve.ts",
    url: `${baseURL}/api/health`,
    // First run builds the app (about a minute here) and creates a new embedded database.
    timeout: 300_000,
    reuseExistingServer: false,
    // Stopped as a service is, so tests/e2e/serve.ts drops the run's database; Playwright's default SIGKILL left one
    // behind after every run.
    gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
    stdout: "pipe",
    stderr: "pipe",
    env: { TZ: "Europe/London", DEMO_DAY: process.env.E2E_DEMO_DAY },
  },
});
