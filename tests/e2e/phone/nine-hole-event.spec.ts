// A nine-hole event end to end at phone size (docs/golf-rules.md#nine-hole-cards): a secretary of their own types in
// a nine-hole course on the course form, creates an event on it, plays the card on the keypad and closes it; the
// results show the nine's points and the handicap adjusted against 18 points, not 36.
import { expect, test } from "@playwright/test";
import { adjustHandicap, type Hole, scoreCard } from "@/lib/golf";
import { formatHandicap } from "@/lib/validation/handicap-format";
import { newPerson, register, screenshot } from "../support/app";
import { callApi, CLOSE_ANYWAY, expectEverySaved, keypad, showFullCard, tapGross } from "../support/scoring";
import { londonDay } from "../support/days";

// Registering, typing in a course and a card on a busy machine takes more than a minute.
test.describe.configure({ timeout: 180_000 });

const COURSE = "Village Nine";
// Par 4 everywhere, the odd stroke indexes of an 18-hole card as many nine-hole courses print them.
const INDEXES = [5, 13, 1, 11, 7, 3, 17, 9, 15];
const HOLES: Hole[] = INDEXES.map((index, at) => ({ number: at + 1, par: 4, index }));
const GROSS = HOLES.map((hole) => hole.par + 1);
const EXACT = 20.4;

test("a nine-hole course from the form, an event on it, a card on the keypad, and its results", async ({
  page: owner,
}, testInfo) => {
  // A secretary of their own: a demo member may create only a few sweeps an hour (lib/server/auth/write-limits.ts).
  const person = newPerson(testInfo, "Nina");
  await register(owner, person);
  const { id: sweepId } = await callApi<{ id: string }>(owner, "POST", "/api/sweeps/createSweep", {
    name: `Nine holes ${Date.now().toString(36)}`,
  });
  const { playerId } = await callApi<{ playerId: string }>(owner, "GET", "/api/account/getUserAuthDetails");
  await callApi(owner, "POST", `/api/sweeps/${sweepId}/players/${playerId}/handicaps`, { handicap: EXACT });

  await owner.goto(`/sweeps/${sweepId}/courses/new`);
  await owner.getByLabel("Course name").fill(COURSE);
  await owner.getByLabel("Holes", { exact: true }).selectOption("9");
  await expect(owner.getByLabel("Hole 10 par")).toHaveCount(0);
  for (const hole of HOLES) {
    await owner.getByLabel(`Hole ${hole.number} par`).fill(String(hole.par));
    await owner.getByLabel(`Hole ${hole.number} stroke index`).fill(String(hole.index));
  }
  await owner.getByRole("button", { name: "Add tees" }).click();
  await owner.getByLabel("Tee name").fill("Yellow");
  // An 18-hole rating on a nine is named on its box before anything is saved.
  await owner.getByLabel("Course Rating").fill("71.2");
  await owner.getByLabel("Slope").fill("125");
  await owner.getByRole("button", { name: "Save course" }).click();
  await expect(owner.getByText("A Course Rating over 9 holes is between 18.0 and 54.0.").first()).toBeVisible();
  await screenshot(owner, testInfo, "nine-hole-course-form");
  await owner.getByLabel("Course Rating").fill("35.6");
  await owner.getByRole("button", { name: "Save course" }).click();
  await owner.waitForURL(`/sweeps/${sweepId}/courses`);

  await owner.goto(`/sweeps/${sweepId}/events/create`);
  await owner.getByLabel("Course").selectOption({ label: `${COURSE} (par 36)` });
  await owner.getByLabel("Date of play").fill(londonDay());
  await owner.getByRole("button", { name: "Create event" }).click();
  await owner.waitForURL(/\/events\/[0-9a-f-]{36}$/);
  const eventId = owner.url().split("/").at(-1)!;
  await callApi(owner, "POST", `/api/events/${eventId}/players/${playerId}`);
  await callApi(owner, "POST", `/api/events/draw/${eventId}`, {});
  const [card] = await callApi<Array<{ id: string }>>(owner, "GET", `/api/events/${eventId}/cards`);

  await owner.goto(`/sweeps/${sweepId}/events/${eventId}/cards/${card!.id}`);
  await showFullCard(owner);
  for (const [at, gross] of GROSS.entries()) {
    await expect(keypad(owner)).toHaveAccessibleName(`Keypad for hole ${at + 1}`);
    await tapGross(owner, gross);
  }
  await expect(keypad(owner), "after the 9th hole the card is complete").toHaveAccessibleName("Keypad, card complete");
  await expectEverySaved(owner);
  await screenshot(owner, testInfo, "nine-hole-card");
  await callApi(owner, "POST", `/api/events/close/${eventId}`, CLOSE_ANYWAY);

  // Exact 20.4 plays 10 on the nine: bogey golf scores 19 points, one over the nine's 18, a cut of 0.3.
  const points = scoreCard(HOLES, GROSS, 10).totalPoints;
  expect(points).toBe(19);
  const after = adjustHandicap({ exact: EXACT, points, position: 1, holeCount: 9, winter: false });
  expect(after).toBe(20.1);
  await owner.goto(`/event/results/${eventId}?tab=handicaps`);
  const handicaps = owner.getByRole("tabpanel", { name: "Handicaps" });
  const line = handicaps.getByRole("listitem").filter({ hasText: `${person.firstName} ${person.lastName}` });
  await expect(line).toContainText(`${formatHandicap(EXACT)} (20) → ${formatHandicap(after)} (20)`);
  await expect(line).toContainText("19 points, 1 over 18");
  await screenshot(owner, testInfo, "nine-hole-results-handicaps");
  await owner.goto(`/event/results/${eventId}`);
  const board = owner.getByRole("tabpanel");
  await expect(board.locator("tbody tr").filter({ hasText: person.lastName })).toContainText("19");
});
