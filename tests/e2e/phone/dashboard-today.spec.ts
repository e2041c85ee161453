// On the course with a phone: the dashboard leads with the round the member is playing today, Play first, even when
// events they are not in come earlier in the list; and a closed event is never "Coming up".
import { expect, type Page, test } from "@playwright/test";
import { newPerson, register, screenshot } from "../support/app";
import { callApi, CLOSE_ANYWAY } from "../support/scoring";
import { clearOfMidnight, londonDay } from "../support/days";

const holes = Array.from({ length: 18 }, (_, index) => ({ number: index + 1, par: 4, index: index + 1 }));

type Score = { id: string; holeNumber: number; version: number };

/** A new event today in the sweep on a course of its own name, so its card on the lists is told apart by the name. */
async function eventToday(page: Page, sweepId: string, courseName: string): Promise<string> {
  const course = await callApi<{ id: string }>(page, "POST", "/api/courses", { sweepId, name: courseName, holes });
  const event = await callApi<{ id: string }>(page, "POST", "/api/events", {
    sweepId,
    courseId: course.id,
    date: londonDay(),
  });
  return event.id;
}

async function enterAndDraw(page: Page, eventId: string): Promise<string> {
  await callApi(page, "POST", "/api/entries/enter", { id: eventId });
  await callApi(page, "POST", `/api/events/draw/${eventId}`, {});
  const [card] = await callApi<Array<{ id: string }>>(page, "GET", `/api/events/${eventId}/cards`);
  return card?.id ?? "";
}

async function scoreEveryHole(page: Page, cardId: string) {
  const { scores } = await callApi<{ scores: Score[] }>(page, "GET", `/api/scorecards/${cardId}`);
  for (const score of scores)
    await callApi(page, "PUT", `/api/cards/${cardId}/scores/${score.id}`, {
      hole: score.holeNumber,
      gross: 4,
      version: score.version,
    });
}

test("the dashboard leads with today's round and its Play button; a closed event is played, not coming up", async ({
  page,
}, testInfo) => {
  await clearOfMidnight(testInfo);
  await register(page, newPerson(testInfo, "Tee"));
  const { id: sweepId } = await callApi<{ id: string }>(page, "POST", "/api/sweeps/createSweep", {
    name: `Today ${Date.now().toString(36)}`,
  });
  // Created in this order, the list puts the open event first and the member's own round last (same day: newest first).
  const roundId = await eventToday(page, sweepId, "Round Links");
  await enterAndDraw(page, roundId);
  const closedId = await eventToday(page, sweepId, "Closed Links");
  await scoreEveryHole(page, await enterAndDraw(page, closedId));
  await callApi(page, "POST", `/api/events/close/${closedId}`, CLOSE_ANYWAY);
  await eventToday(page, sweepId, "Open Links");

  await page.goto("/dashboard");
  const leading = page.getByRole("region", { name: "Today's round" }).getByRole("article");
  await expect(leading).toHaveCount(1);
  await expect(leading).toHaveAttribute("aria-label", /^Round Links,/);
  const play = leading.getByRole("link", { name: "Play" });
  await expect(play).toHaveAttribute("href", `/event/play/${roundId}`);
  const playBox = await play.boundingBox();
  expect(playBox, "Play is on screen without scrolling").not.toBeNull();
  expect((playBox?.y ?? 0) + (playBox?.height ?? 0)).toBeLessThanOrEqual(844);
  const after = page.getByRole("region", { name: "After that" }).getByRole("article");
  await expect(after.first()).toHaveAttribute("aria-label", /^Open Links,/);
  await expect(after.nth(1)).toHaveAttribute("aria-label", /^Closed Links,/);
  await screenshot(page, testInfo, "dashboard-today");

  await page.goto("/event/list");
  const comingUp = page.getByRole("region", { name: "Coming up" }).getByRole("article");
  await expect(comingUp.filter({ hasText: "Round Links" })).toHaveCount(1);
  await expect(comingUp.filter({ hasText: "Open Links" })).toHaveCount(1);
  await expect(comingUp.filter({ hasText: "Closed Links" })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Played" }).getByRole("article")).toHaveAttribute(
    "aria-label",
    /^Closed Links,/,
  );
});
