import { expect, type Page, test } from "@playwright/test";
import { eventDay, formatDayLong } from "@/lib/dates";
import { isPhone, screenshot, signedInAs } from "./support/app";
import { callApi, keypad } from "./support/scoring";
import { londonDay } from "./support/days";

// The society's day, as the app's server reads it (playwright.config.ts runs it in Europe/London).
/** An event of Sunday Swingers on the given day with one member entered by the owner, drawn or not. */
async function eventWithPlayer(
  owner: Page,
  playerName: string,
  { date, draw }: { date: string; draw: boolean },
): Promise<string> {
  await owner.goto("/sweeps");
  const sweeps = await callApi<Array<{ id: string; name: string }>>(owner, "GET", "/api/sweeps");
  const sweepId = sweeps.find((sweep) => sweep.name === "Sunday Swingers")?.id ?? "";
  const courses = await callApi<Array<{ id: string; name: string }>>(owner, "GET", `/api/courses?sweepId=${sweepId}`);
  const courseId = courses.find((course) => course.name === "Oakfield Park")?.id;
  const { id: eventId } = await callApi<{ id: string }>(owner, "POST", "/api/events", { sweepId, courseId, date });
  const { sweepMembers } = await callApi<{ sweepMembers: Array<{ id: string; fullName: string }> }>(
    owner,
    "GET",
    `/api/events/${eventId}`,
  );
  const member = sweepMembers.find((candidate) => candidate.fullName === playerName);
  expect(member, `${playerName} is a member of Sunday Swingers`).toBeDefined();
  await callApi(owner, "POST", `/api/events/${eventId}/players/${member?.id}`);
  if (draw) await callApi(owner, "POST", `/api/events/draw/${eventId}`, {});
  return eventId;
}

test("a player's card says when scoring opens, instead of a keypad, before the draw and before the event's day", async ({
  browser,
}, testInfo) => {
  const playerName = isPhone(testInfo) ? "Ravi Kumar" : "Kate Murphy";
  const owner = await signedInAs(browser, "Alex Morgan");
  const undrawn = await eventWithPlayer(owner, playerName, { date: londonDay(), draw: false });
  // Not a week ahead: the demo's own upcoming event is on Oakfield Park then, and another spec finds it by its day.
  const dayAhead = londonDay(isPhone(testInfo) ? 8 : 9);
  const ahead = await eventWithPlayer(owner, playerName, { date: dayAhead, draw: true });

  const player = await signedInAs(browser, playerName);
  await player.goto(`/event/play/${undrawn}`);
  await expect(player.getByText("Scoring opens once the draw is published.")).toBeVisible();
  await expect(keypad(player)).toHaveCount(0);

  await player.goto(`/event/play/${ahead}`);
  await expect(
    player.getByText(`Scoring opens on ${formatDayLong(eventDay(dayAhead))}, the day of the event.`),
  ).toBeVisible();
  await expect(keypad(player)).toHaveCount(0);
  await screenshot(player, testInfo, "scoring-not-open-yet");
});
