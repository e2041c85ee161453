// Calendar days as the tests' events are given them (YYYY-MM-DD), in the zone the app under test runs in
// (playwright.config.ts: TZ=Europe/London): by the clock for the tests' own events, from a fixed day for the demo's.
import type { TestInfo } from "@playwright/test";

const DAY_MS = 86_400_000;
const LONDON_DAY = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" });
const LONDON_TIME = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  timeStyle: "medium",
  hourCycle: "h23",
});

/** London's calendar day `daysAhead` from today, by the clock: the day a test's own event is made for. */
export const londonDay = (daysAhead = 0): string => LONDON_DAY.format(new Date(Date.now() + daysAhead * DAY_MS));

/**
 * The demo society's calendar day `daysAhead` from the day its dates count from. That day is fixed once for the run
 * (playwright.config.ts: E2E_DEMO_DAY, the app's DEMO_DAY), so after midnight the demo's "today" round and its event a
 * week ahead are still found where the seed put them.
 */
export function demoDay(daysAhead = 0): string {
  const seededOn = process.env.E2E_DEMO_DAY;
  if (!seededOn) throw new Error("E2E_DEMO_DAY is unset: run the browser tests through playwright.config.ts");
  // In UTC, where every day is 24 hours long: a local day across a clock change is not.
  return new Date(Date.parse(`${seededOn}T00:00:00Z`) + daysAhead * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Waits, if London's midnight is nearer than the test's whole time allowance, until it has passed, and adds the wait
 * to the allowance: an event the test makes for today is then still today whenever it looks. A run that reached
 * midnight between the two found "Your next event" over yesterday's round, or an entry deadline of today passed.
 */
export async function clearOfMidnight(testInfo: TestInfo): Promise<void> {
  const [hours, minutes, seconds] = LONDON_TIME.format(new Date()).split(":").map(Number);
  const untilMidnight = DAY_MS - ((hours! * 60 + minutes!) * 60 + seconds!) * 1_000;
  if (untilMidnight >= testInfo.timeout) return;
  const wait = untilMidnight + 1_000;
  testInfo.setTimeout(testInfo.timeout + wait);
  await new Promise((resolve) => setTimeout(resolve, wait));
}
