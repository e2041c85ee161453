import { expect, type Page, test, type TestInfo } from "@playwright/test";
import { scoreCard } from "@/lib/golf";
import type { ScorecardDto } from "@/lib/validation/scorecards";
import { isPhone, signedInAs } from "./support/app";
import { callApi, drawnEvent, expectEverySaved, keypad, tapGross } from "./support/scoring";

// Each project scores its own event; the three players are Sunday Swingers members no spec removes from the sweep.
const fieldFor = (testInfo: TestInfo) =>
  isPhone(testInfo)
    ? { marker: "Lucy Bennett", leader: "Owen Davies", other: "Rachel Green" }
    : { marker: "Chris Walker", leader: "Sam Patel", other: "Tom Hughes" };

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 800 } };

/** Gross by hole as far as it has been entered; the rest not yet played. */
const grossSoFar = (card: ScorecardDto, entered: number[]) => card.scores.map((_, at) => entered[at] ?? null);
const pointsOf = (card: ScorecardDto, entered: number[]) =>
  scoreCard(card.course.holes, grossSoFar(card, entered), card.eventHandicap).totalPoints;

const rowOf = (page: Page, name: string) => page.locator("tbody tr").filter({ hasText: name });

/** The API's save of one hole, as the player's own phone would make it (for the players not on screen here). */
async function enterThroughApi(owner: Page, card: ScorecardDto, gross: number[]) {
  for (const [at, value] of gross.entries()) {
    const score = card.scores[at]!;
    await callApi(owner, "PUT", `/api/cards/${card.id}/scores/${score.id}`, {
      hole: score.holeNumber,
      gross: value,
      version: score.version,
    });
  }
}

test("a card marked on a phone moves the live leaderboard on a desktop without a reload", async ({
  browser,
}, testInfo) => {
  const { marker, leader, other } = fieldFor(testInfo);
  const owner = await signedInAs(browser, "Alex Morgan", DESKTOP);
  const { sweepId, eventId, cards } = await drawnEvent(owner, [marker, leader, other]);
  const leaderCard = cards.get(leader)!;
  const markerCard = cards.get(marker)!;
  const leaderGross = leaderCard.scores.slice(0, 3).map((hole) => hole.par);
  await enterThroughApi(owner, leaderCard, leaderGross);

  await owner.goto(`/event/leaderboard/${eventId}`);
  await expect(owner.getByText("Live", { exact: true })).toBeVisible();
  await owner.evaluate(() => Object.assign(window, { leaderboardWasNotReloaded: true }));
  await expect(owner.locator("tbody tr").first()).toContainText(leader);
  await expect(rowOf(owner, leader).locator("td").last()).toHaveText(String(pointsOf(leaderCard, leaderGross)));
  await expect(rowOf(owner, marker).locator("td").first()).toHaveText(/^–/);

  // Four birdies on the player's own phone: the keypad on the card page saves each tap and moves to the next hole.
  // The mark lasts a few seconds from whichever tap moves the rows, so it is watched for from before the first tap.
  const leaderMarkedDown = expect(
    rowOf(owner, leader).locator("td").first(),
    "the row that lost its place is marked for a moment",
  ).toContainText("down 1 place", { timeout: 60_000 });
  const phone = await signedInAs(browser, marker, PHONE);
  await phone.goto(`/sweeps/${sweepId}/events/${eventId}/cards/${markerCard.id}`);
  const birdies = markerCard.scores.slice(0, 4).map((hole) => hole.par - 1);
  for (const [at, gross] of birdies.entries()) {
    await expect(keypad(phone)).toHaveAccessibleName(`Keypad for hole ${at + 1}`);
    await tapGross(phone, gross);
  }
  await expectEverySaved(phone);

  const expectedPoints = pointsOf(markerCard, birdies);
  expect(expectedPoints, "four birdies beat three pars").toBeGreaterThan(pointsOf(leaderCard, leaderGross));
  const markerRow = rowOf(owner, marker);
  await expect(owner.locator("tbody tr").first(), "the marked player has gone top").toContainText(marker);
  await expect(markerRow.locator("td").last()).toHaveText(String(expectedPoints));
  await expect(markerRow.locator("td").nth(2)).toHaveText(/^4/);
  await expect(markerRow.locator("td").first()).toHaveText(/^1/);
  await leaderMarkedDown;
  expect(await owner.evaluate(() => "leaderboardWasNotReloaded" in window), "the page was never reloaded").toBe(true);
  await owner.screenshot({ path: `.test-output/screenshots/live-leaderboard-moved-${testInfo.project.name}.png` });

  // The clubhouse TV follows the field too.
  await owner.getByRole("button", { name: "TV mode" }).click();
  await expect(owner).toHaveURL(/\?tv=1$/);
  const tv = owner.getByRole("region", { name: "Leaderboard, TV mode" });
  await expect(tv.locator("tbody tr").first()).toContainText(marker);
  await tapGross(phone, markerCard.scores[4]!.par);
  await expect(tv.locator("tbody tr").filter({ hasText: marker }).locator("td").nth(2)).toHaveText(/^5/);
  await owner.keyboard.press("Escape");
  await expect(tv).toBeHidden();
  await expect(owner).toHaveURL(new RegExp(`/event/leaderboard/${eventId}$`));
  await Promise.all([owner, phone].map((page) => page.context().close()));
});
