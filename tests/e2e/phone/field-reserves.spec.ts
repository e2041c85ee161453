// A full field's reserve list on a phone (docs/screens-and-api.md#the-field-the-reserve-list-and-the-entry-deadline):
// a member entering past the cap becomes reserve 1, a withdrawal before the draw moves them into the field and
// their dashboard says so, and the event offers Add to calendar. The sweep is this spec's own.
import { expect, test } from "@playwright/test";
import { approvedNewcomer, newPerson, register, screenshot } from "../support/app";
import { callApi } from "../support/scoring";
import { londonDay } from "../support/days";

test.describe.configure({ timeout: 180_000 });

const COURSE = "Whinmoor";
const HOLES = Array.from({ length: 18 }, (_, at) => ({ number: at + 1, par: 4, index: at + 1 }));

test("entering a full field puts a member on the reserve list, and a withdrawal moves them in", async ({
  browser,
}, testInfo) => {
  // A secretary of their own: a demo member may create only a few sweeps an hour (lib/server/auth/write-limits.ts).
  const owner = await (await browser.newContext()).newPage();
  await register(owner, newPerson(testInfo, "Sally"));
  const { id: sweepId } = await callApi<{ id: string }>(owner, "POST", "/api/sweeps/createSweep", {
    name: `Full field ${Date.now().toString(36)}`,
  });
  const { id: courseId } = await callApi<{ id: string }>(owner, "POST", "/api/courses", {
    sweepId,
    name: COURSE,
    holes: HOLES,
  });
  const { id: eventId } = await callApi<{ id: string }>(owner, "POST", "/api/events", {
    sweepId,
    courseId,
    date: londonDay(10),
    maxField: 2,
    entryDeadline: londonDay(8),
  });
  await callApi(owner, "POST", "/api/entries/enter", { id: eventId });
  const eventUrl = `/sweeps/${sweepId}/events/${eventId}`;

  const first = await approvedNewcomer(browser, owner, sweepId, testInfo, "Sam");
  await first.goto(eventUrl);
  await first.getByRole("button", { name: "Join event" }).click();
  await expect(first.getByText(/^You're in\./)).toBeVisible();

  const reserve = await approvedNewcomer(browser, owner, sweepId, testInfo, "Jamie");
  await reserve.goto(eventUrl);
  await expect(reserve.getByText(/^The field is full \(2 players\)/)).toBeVisible();
  await reserve.getByRole("button", { name: "Join reserve list" }).click();
  await expect(reserve.getByText(/^You're reserve number 1\./)).toBeVisible();
  const reserves = reserve.getByRole("region", { name: /^Reserves/ });
  await expect(reserves.getByRole("listitem")).toHaveCount(1);
  await expect(reserves).toContainText("1.Jamie");
  await expect(reserve.getByRole("link", { name: "Add to calendar" })).toHaveAttribute(
    "href",
    `/api/events/${eventId}/calendar`,
  );
  await screenshot(reserve, testInfo, "event-reserve-list");

  await reserve.goto("/dashboard");
  await expect(reserve.getByText(/^You're reserve number 1 for Whinmoor/)).toBeVisible();

  await callApi(owner, "POST", "/api/entries/withdraw", { id: eventId });
  await reserve.reload();
  await expect(reserve.getByText(/^A place came free: you're in the field for Whinmoor/)).toBeVisible();
  await screenshot(reserve, testInfo, "dashboard-moved-up");
  await reserve.goto(eventUrl);
  await expect(reserve.getByText(/moved up from the reserve list: you're in/)).toBeVisible();
  await expect(reserve.getByRole("region", { name: /^Reserves/ })).toHaveCount(0);
});
