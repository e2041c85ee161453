// axe-core on every main page, at phone and desktop size, as the demo society's owner sees them on the day of a
// round: any serious or critical violation fails, with the rule and the elements it names.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { signedInAs } from "./support/app";
import { callApi } from "./support/scoring";

type Listed = { id: string; sweepId: string; action: "join" | "play" | "results" | null };
type Ids = { sweepId: string; roundId: string; cardId: string; resultsId: string };

// The keypad appears once the card's outbox has been read in the browser, after the page has loaded.
const keypadShown = (page: Page) => expect(page.getByRole("button", { name: /no score/ })).toBeVisible();

/** axe judges text by what is painted, so it runs once the page's entrances (the keypad sliding up) have ended. */
const settled = () =>
  !document
    .getAnimations()
    .some((animation) => animation.playState === "running" && animation.effect?.getTiming().iterations !== Infinity);

const PAGES: Array<{ name: string; path: (ids: Ids) => string; ready?: (page: Page) => Promise<void> }> = [
  { name: "home", path: () => "/" },
  { name: "sweeps", path: () => "/sweeps" },
  { name: "sweep page", path: (ids) => `/sweeps/${ids.sweepId}` },
  { name: "members", path: (ids) => `/sweeps/${ids.sweepId}/members` },
  { name: "leaderboard", path: (ids) => `/sweeps/${ids.sweepId}/leaderboard` },
  {
    name: "order of merit",
    path: (ids) => `/sweeps/${ids.sweepId}/order-of-merit`,
    ready: (page) => expect(page.locator("figure svg")).toBeVisible(),
  },
  { name: "rules", path: (ids) => `/sweeps/${ids.sweepId}/rules` },
  { name: "why", path: (ids) => `/sweeps/${ids.sweepId}/explain` },
  { name: "event page", path: (ids) => `/sweeps/${ids.sweepId}/events/${ids.roundId}` },
  {
    name: "card",
    path: (ids) => `/sweeps/${ids.sweepId}/events/${ids.roundId}/cards/${ids.cardId}`,
    ready: keypadShown,
  },
  { name: "event/play", path: (ids) => `/event/play/${ids.roundId}`, ready: keypadShown },
  { name: "results", path: (ids) => `/event/results/${ids.resultsId}` },
  { name: "dashboard", path: () => "/dashboard" },
  { name: "events list", path: () => "/events" },
  { name: "older sweep/details", path: (ids) => `/sweep/details/${ids.sweepId}` },
  { name: "user/player", path: () => "/user/player" },
];

let page: Page;
let ids: Ids;

test.beforeAll(async ({ browser }) => {
  page = await signedInAs(browser, "Alex Morgan");
  await page.goto("/events");
  // The demo society (README "The demo society"): Alex plays today's drawn round and has played a closed season.
  const events = await callApi<Listed[]>(page, "GET", "/api/events");
  const round = events.find((event) => event.action === "play");
  const results = events.find((event) => event.action === "results");
  if (!round || !results) throw new Error("The demo society has no round today or no closed event for Alex");
  const cards = await callApi<Array<{ id: string; player: { fullName: string } }>>(
    page,
    "GET",
    `/api/events/${round.id}/cards`,
  );
  const ownCard = cards.find((card) => card.player.fullName === "Alex Morgan");
  ids = { sweepId: round.sweepId, roundId: round.id, cardId: ownCard?.id ?? "", resultsId: results.id };
});

test.afterAll(async () => {
  await page.context().close();
});

for (const { name, path, ready } of PAGES) {
  test(`${name} has no serious or critical axe violation`, async () => {
    const response = await page.goto(path(ids));
    expect(response?.status(), `${name} answers`).toBe(200);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await ready?.(page);
    await page.waitForFunction(settled);
    // axe ships label-content-name-mismatch as experimental (off by default); a key whose spoken name differs from
    // its face is exactly what a voice-control golfer trips on, so it is checked too.
    const { violations } = await new AxeBuilder({ page })
      .options({ rules: { "label-content-name-mismatch": { enabled: true } } })
      .analyze();
    const serious = violations
      .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
      .map(
        (violation) =>
          `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target).join(" | ")}`,
      );
    expect(serious, `${name} at ${path(ids)}`).toEqual([]);
  });
}
