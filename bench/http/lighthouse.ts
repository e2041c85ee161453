// Lighthouse's default run (mobile: a Moto G Power's screen, simulated slow 4G and 4× CPU) of a page as a signed-in
// member sees it, in this machine's Chromium (CHROME_PATH, or the one scripts/browser.ts finds): the performance and
// accessibility scores, total blocking time and largest contentful paint.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { findChromium, systemProbes } from "../../scripts/browser";

export type LighthouseResult = {
  performance: number;
  accessibility: number;
  totalBlockingTimeMs: number;
  largestContentfulPaintMs: number;
  longTasks: number;
};

export async function runLighthouse(urls: string[], cookie: string): Promise<Map<string, LighthouseResult>> {
  const chromePath = process.env.CHROME_PATH ?? findChromium(systemProbes);
  if (!chromePath) throw new Error("No Chromium on this machine (npm test installs one).");
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run"],
  });
  const results = new Map<string, LighthouseResult>();
  try {
    for (const url of urls) {
      const run = await lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility"],
        extraHeaders: { cookie },
      });
      if (!run) throw new Error(`Lighthouse gave no result for ${url}`);
      const { categories, audits, runtimeError } = run.lhr;
      if (runtimeError) throw new Error(`Lighthouse failed on ${url}: ${runtimeError.message}`);
      const longTasks = audits["long-tasks"]?.details;
      results.set(url, {
        performance: Math.round((categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
        totalBlockingTimeMs: audits["total-blocking-time"]?.numericValue ?? NaN,
        largestContentfulPaintMs: audits["largest-contentful-paint"]?.numericValue ?? NaN,
        longTasks: longTasks && "items" in longTasks ? longTasks.items.length : 0,
      });
    }
  } finally {
    chrome.kill();
  }
  return results;
}
