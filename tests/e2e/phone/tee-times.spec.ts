// A secretary's start sheet on a phone (docs/golf-rules.md#tee-times-and-the-start): tee times set on the event page,
// the draw, a player moved by hand, the times on the printed draw and on a member's dashboard.
import { expect, test } from "@playwright/test";
import { openMenu, screenshot, signedInAs, sundaySwingersPath } from "../support/app";
import { callApi } from "../support/scoring";
import { londonDay } from "../support/days";

const holes = Array.from({ length: 18 }, (_, index) => ({ number: index + 1, par: 4, index: index + 1 }));
// Members no other spec removes from the sweep (members-actions removes Nina Kowalski and Ben Carter).
const FIELD = ["Sam Patel", "Jamie Fraser", "Chris Walker", "Priya Shah"];

test("set tee times, draw, move a player, and see the times on the draw sheet and the dashboard", async ({
  browser,
}, testInfo) => {
  const owner = await signedInAs(browser, "Alex Morgan");
  await owner.goto("/sweeps");
  const sweepId = (await sundaySwingersPath(owner)).split("/").at(-1)!;
  const course = await callApi<{ id: string }>(owner, "POST", "/api/courses", {
    sweepId,
    name: `Teeside ${testInfo.project.name}`,
    holes,
  });
  const event = await callApi<{ id: string }>(owner, "POST", "/api/events", {
    sweepId,
    courseId: course.id,
    date: londonDay(),
  });
  const members = await callApi<Array<{ player: { id: string; fullName: string } }>>(
    owner,
    "GET",
    `/api/sweeps/${sweepId}/members`,
  );
  for (const name of FIELD) {
    const member = members.find((each) => each.player.fullName === name)!;
    await callApi(owner, "POST", `/api/events/${event.id}/players/${member.player.id}`, {});
  }

  await owner.goto(`/sweeps/${sweepId}/events/${event.id}`);
  await owner.getByText("Start and draw: no times").click();
  await owner.getByLabel("Start", { exact: true }).selectOption("teeTimes");
  await owner.getByLabel("First tee time").fill("09:04");
  await owner.getByLabel("Minutes between groups").fill("8");
  await owner.getByLabel("Players per group").selectOption("3");
  const saved = owner.waitForResponse(
    (answer) => answer.url().endsWith(`/api/events/${event.id}/start`) && answer.ok(),
  );
  await owner.getByRole("button", { name: "Save start" }).click();
  await saved;
  await expect(owner.getByText("Start and draw: tee times from 09:04, 8 minutes apart")).toBeVisible();
  await screenshot(owner, testInfo, "tee-times-start");

  await owner.getByRole("button", { name: "Create Draw" }).click();
  await owner
    .getByRole("alertdialog", { name: "Make the draw?" })
    .getByRole("button", { name: "Make the draw" })
    .click();
  await expect(owner.getByRole("heading", { name: "Group 1 · 09:04 · 1st tee" })).toBeVisible();
  await expect(owner.getByRole("heading", { name: "Group 2 · 09:12 · 1st tee" })).toBeVisible();

  await openMenu(owner.getByRole("button", { name: "Actions for Sam Patel" }));
  await owner.getByRole("menuitem", { name: "Move or swap…" }).click();
  const dialog = owner.getByRole("dialog", { name: "Move Sam Patel" });
  await dialog.getByLabel("Move to").selectOption({ label: "A new group at the end" });
  await dialog.getByRole("button", { name: "Move Sam Patel" }).click();
  await expect(owner.getByRole("heading", { name: "Group 3 · 09:20 · 1st tee" })).toBeVisible();
  const lastGroup = owner.getByRole("heading", { name: "Group 3 · 09:20 · 1st tee" }).locator("xpath=..");
  await expect(lastGroup).toContainText("Sam Patel");
  await screenshot(owner, testInfo, "tee-times-moved");

  await owner.goto(`/sweeps/${sweepId}/events/${event.id}/print`);
  const sheet = owner.getByRole("article", { name: /^Draw/ });
  for (const time of ["09:04", "09:12", "09:20"]) await expect(sheet.getByText(time, { exact: true })).toBeVisible();
  await screenshot(owner, testInfo, "tee-times-draw-sheet");

  const sam = await signedInAs(browser, "Sam Patel");
  await sam.goto("/dashboard");
  await expect(sam.getByText("You're off at 09:20.")).toBeVisible();
  await screenshot(sam, testInfo, "tee-times-dashboard");
});
