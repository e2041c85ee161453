// Lighthouse's default run (mobile: a Moto G Power's screen, simulated slow 4G and 4× CPU) of a page as a signed-in
// member sees it, in this machine's Chromium (CHROME_PATH, or the one scripts/browser.ts finds): the performance and
// accessibility scores, total blocking time and largest contentful paint.
import fs from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { findChromium, systemProbes } from "../../scripts/browser";

export type LighthouseResult = {
  performance: number;
  accessibility: number;
  totalBlockingTimeMs: number;
  largestContentfulPaintMs: number;
  longTasks: number;
  /**
   * Lighthouse's measure of this machine's CPU (its "benchmark index"): the 4× slowdown is applied on top of it, so
   * the same page scores worse on a slower machine. Read two runs' scores beside their indexes.
   */
  benchmarkIndex: number;
  /** The accessibility audits the page fails, by Lighthouse's id: what stands between it and 100. */
  accessibilityFailures: string[];
};

/** Where each page's full report is written (as Lighthouse's JSON, for its viewer), for what the figures do not say. */
export const LIGHTHOUSE_REPORTS_DIR = "bench-results/lighthouse";

/** Runs each page in turn; `pages` maps a file name for its report to the page's URL. */
export async function runLighthouse(
  pages: Map<string, string>,
  cookie: string,
): Promise<Map<string, LighthouseResult>> {
  const chromePath = process.env.CHROME_PATH ?? findChromium(systemProbes);
  if (!chromePath) throw new Error("No Chromium on this machine (npm test installs one).");
  const results = new Map<string, LighthouseResult>();
  fs.mkdirSync(LIGHTHOUSE_REPORTS_DIR, { recursive: true });
  for (const [name, url] of pages) {
    // A browser of its own for each page: Lighthouse keeps cookies between runs, and a cookie the app set on the
    // page before (its anti-forgery cookie) would be sent instead of the session in `cookie`: the page measured
    // would be the sign-in page.
    const chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run"],
    });
    try {
      const run = await lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility"],
        extraHeaders: { cookie },
      });
      if (!run) throw new Error(`Lighthouse gave no result for ${url}`);
      const { categories, audits, runtimeError, finalDisplayedUrl, environment } = run.lhr;
      if (runtimeError) throw new Error(`Lighthouse failed on ${url}: ${runtimeError.message}`);
      if (new URL(finalDisplayedUrl).pathname !== new URL(url).pathname)
        throw new Error(`Lighthouse was sent from ${url} to ${finalDisplayedUrl}: the session was not accepted.`);
      fs.writeFileSync(path.join(LIGHTHOUSE_REPORTS_DIR, `${name}.json`), JSON.stringify(run.lhr));
      const longTasks = audits["long-tasks"]?.details;
      results.set(name, {
        performance: Math.round((categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
        totalBlockingTimeMs: audits["total-blocking-time"]?.numericValue ?? NaN,
        largestContentfulPaintMs: audits["largest-contentful-paint"]?.numericValue ?? NaN,
        longTasks: longTasks && "items" in longTasks ? longTasks.items.length : 0,
        benchmarkIndex: Math.round(environment.benchmarkIndex),
        accessibilityFailures: (categories.accessibility?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && audits[ref.id]?.score === 0)
          .map((ref) => ref.id),
      });
    } finally {
      chrome.kill();
    }
  }
  return results;
}
