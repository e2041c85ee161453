// The round pages as a player's phone meets them: Chromium at phone size with 4× CPU throttling and a slow-4G network
// (Chrome DevTools Protocol), a cold first visit for the largest contentful paint, then, on the card page, keypad taps
// timed from the pointer going down to the frame after the new number appears in the hole's row of the card.
import { type CDPSession, chromium, type Page } from "@playwright/test";
import { encode } from "next-auth/jwt";
import { findChromium, systemProbes } from "../../scripts/browser";

/** Lighthouse's slow 4G as DevTools applies it: 150 ms RTT × 3.75, 1.6 Mbit/s down and 750 kbit/s up × 0.9. */
const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadThroughput: (750 * 1024 * 0.9) / 8,
};
const CPU_SLOWDOWN = 4;
const TAPS = 9;

export type TapTimes = { median: number; slowest: number; taps: number };
export type CardPageFeel = { lcp: number; throttled: TapTimes; unthrottled: TapTimes };

export type Visit = { url: string; secret: string; userId: string; playerId: string; path: string };

/** A phone-sized, signed-in Chromium page with 4× CPU throttling and slow 4G, closed with its browser. */
async function withThrottledPhone<T>(visit: Visit, measure: (page: Page, cdp: CDPSession) => Promise<T>): Promise<T> {
  const executablePath = findChromium(systemProbes);
  if (!executablePath) throw new Error("No Chromium on this machine (npm test installs one).");
  const browser = await chromium.launch({
    executablePath,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
  });
  try {
    // Service workers are blocked so that precaching does not share the slow network with the page being measured.
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      serviceWorkers: "block",
      locale: "en-GB",
    });
    const token = await sessionToken(visit);
    await context.addCookies([
      { name: "next-auth.session-token", value: token, url: visit.url, httpOnly: true, sameSite: "Lax" },
    ]);
    // tsx keeps function names with an `__name` helper that the functions passed to page.evaluate carry along.
    await context.addInitScript("globalThis.__name = (target) => target");
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", SLOW_4G);
    return await measure(page, cdp);
  } finally {
    await browser.close();
  }
}

/** The signed-in member's session cookie, as next-auth writes it. */
export const sessionToken = (visit: Omit<Visit, "path">) =>
  encode({
    token: { sub: visit.userId, playerId: visit.playerId, name: "Member", sessionVersion: 0 },
    secret: visit.secret,
  });

/** The largest contentful paint of a cold first visit, once the page has loaded and shows what `ready` waits for. */
async function largestContentfulPaint(page: Page, visit: Visit, ready?: () => Promise<void>): Promise<number> {
  await page.goto(`${visit.url}${visit.path}`, { waitUntil: "load", timeout: 120_000 });
  await ready?.();
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => resolve(list.getEntries().at(-1)!.startTime)).observe({
          type: "largest-contentful-paint",
          buffered: true,
        });
      }),
  );
}

/** Any page's largest contentful paint on the throttled phone. */
export const measureLcp = (visit: Visit): Promise<number> =>
  withThrottledPhone(visit, (page) => largestContentfulPaint(page, visit));

export function measureCardPage(visit: Visit): Promise<CardPageFeel> {
  return withThrottledPhone(visit, async (page, cdp) => {
    const keypad = page.getByRole("region", { name: /^Keypad for hole/ });
    const lcp = await largestContentfulPaint(page, visit, () => keypad.waitFor({ timeout: 60_000 }));
    const throttled = await tapTimes(page);
    // The same taps at full speed: how much of the throttled figure is this page's own work.
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    const unthrottled = await tapTimes(page);
    return { lcp, throttled, unthrottled };
  });
}

/** Taps on the keypad, each a gross other than the hole's, timed from the pointer going down to the number painted. */
async function tapTimes(page: Page): Promise<TapTimes> {
  const keypad = page.getByRole("region", { name: /^Keypad for hole/ });
  const times: number[] = [];
  for (let tap = 0; tap < TAPS; tap++) {
    const hole = Number(/(\d+)$/.exec((await keypad.getAttribute("aria-label")) ?? "")?.[1]);
    const current = await keypad.locator("[aria-label^='Gross ']").getAttribute("aria-label");
    const gross = current === "Gross 4" ? 5 : 4;
    const painted = page.evaluate(
      ({ hole, gross, timeoutMs }) =>
        new Promise<number>((resolve, reject) => {
          let downAt = 0;
          addEventListener("pointerdown", (event) => (downAt = event.timeStamp), { capture: true, once: true });
          const isVisible = (element: HTMLElement) => element.offsetParent !== null;
          const pairShowingGross = () =>
            [...document.querySelectorAll<HTMLElement>(`[aria-label="Gross on hole ${hole}"] button`)].filter(
              (button) => isVisible(button) && button.textContent?.includes(String(gross)),
            ).length;
          const pairBefore = pairShowingGross();
          // The hole's gross in the card table, or one more of the hole view's pair of players showing it; or the
          // keypad has moved on to the next hole, which the same render does.
          const shows = () =>
            [...document.querySelectorAll<HTMLElement>(`tr[data-hole="${hole}"]`)].some(
              (row) => isVisible(row) && row.querySelectorAll("td")[2]?.textContent?.trim().startsWith(String(gross)),
            ) ||
            pairShowingGross() > pairBefore ||
            document.querySelector(`[data-keypad][aria-label="Keypad for hole ${hole}"]`) === null;
          const observer = new MutationObserver(() => {
            if (downAt === 0 || !shows()) return;
            observer.disconnect();
            clearTimeout(giveUp);
            // The frame that paints the change, then the task after it: the number is on screen.
            requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - downAt)));
          });
          const giveUp = setTimeout(() => {
            observer.disconnect();
            reject(new Error(`Hole ${hole} never showed ${gross} after the tap.`));
          }, timeoutMs);
          observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
        }),
      { hole, gross, timeoutMs: 15_000 },
    );
    // Awaited after the tap; a failure meanwhile must not go unhandled (it would end the process, app server and all).
    painted.catch(() => {});
    await keypad.getByRole("button", { name: String(gross), exact: true }).tap();
    times.push(await painted);
    await page.waitForTimeout(300);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)]!, slowest: times.at(-1)!, taps: times.length };
}
