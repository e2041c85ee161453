// Guests (issue 23): an admin adds a friend with no account to an event; the field shows them as a guest, and the
// live leaderboard ranks them with the badge, as does the mark screen of their card.
import { expect, test, type TestInfo } from "@playwright/test";
import type { ScorecardDto } from "@/lib/validation/scorecards";
import { deviceOf, screenshot, signedInAs } from "./support/app";
import { callApi } from "./support/scoring";
import { londonDay } from "./support/days";

/** One guest and one member per project, so the two projects' events never share a name. */
const namesFor = (testInfo: TestInfo) =>
  testInfo.project.name === "phone"
    ? { guest: "Gwen Caller", member: "Owen Davies" }
    : { guest: "Gareth Caller", member: "Ellie Brooks" };

test("an admin adds a guest from Add players; the entries, their card and the live leaderboard show them as a guest", async ({
  browser,
}, testInfo) => {
  const { guest, member } = namesFor(testInfo);
  const owner = await signedInAs(browser, "Alex Morgan", deviceOf(testInfo));
  await owner.goto("/sweeps");
  const sweeps = await callApi<Array<{ id: string; name: string }>>(owner, "GET", "/api/sweeps");
  const sweepId = sweeps.find((sweep) => sweep.name === "Sunday Swingers")!.id;
  const courses = await callApi<Array<{ id: string; name: string }>>(owner, "GET", `/api/courses?sweepId=${sweepId}`);
  const { id: eventId, sweepMembers } = await callApi<{
    id: string;
    sweepMembers: Array<{ id: string; fullName: string }>;
  }>(owner, "POST", "/api/events", { sweepId, courseId: courses[0]!.id, date: londonDay() });
  const memberId = sweepMembers.find((candidate) => candidate.fullName === member)!.id;
  await callApi(owner, "POST", `/api/events/${eventId}/players/${memberId}`);

  await owner.goto(`/sweeps/${sweepId}/events/${eventId}`);
  await owner.getByRole("button", { name: "Add players" }).click();
  const panel = owner.getByRole("dialog", { name: "Add players" });
  const form = panel.getByRole("form", { name: "Add a guest" });
  await form.getByLabel("Guest's name").fill(guest);
  await form.getByLabel("Handicap").fill("18.4");
  await form.getByLabel("Email (optional)").fill("guest@example.org");
  await form.getByRole("button", { name: "Add guest" }).click();
  await expect(form.getByText(`${guest} is in the field as a guest.`)).toBeVisible();
  await screenshot(owner, testInfo, "guests-add-guest");
  await panel.getByRole("button", { name: "Close" }).click();

  await owner.getByRole("tab", { name: "Entries (2)" }).click();
  const guestRow = owner.getByRole("listitem").filter({ hasText: guest });
  await expect(guestRow.getByText("Guest", { exact: true })).toBeVisible();
  await expect(owner.getByRole("listitem").filter({ hasText: member }).getByText("Guest", { exact: true })).toHaveCount(
    0,
  );

  await callApi(owner, "POST", `/api/events/draw/${eventId}`, {});
  const cards = await callApi<Array<{ id: string; player: { fullName: string } }>>(
    owner,
    "GET",
    `/api/events/${eventId}/cards`,
  );
  const guestCard = await callApi<ScorecardDto>(
    owner,
    "GET",
    `/api/scorecards/${cards.find((card) => card.player.fullName === guest)!.id}`,
  );
  await callApi(owner, "POST", "/api/scorecards/update", {
    id: guestCard.id,
    scores: guestCard.scores
      .slice(0, 3)
      .map((hole) => ({ holeNumber: hole.holeNumber, version: hole.version, gross: hole.par })),
  });

  await owner.goto(`/scorecard/enter/${guestCard.id}`);
  const summary = owner.getByRole("region", { name: "Card" });
  await expect(summary.getByRole("heading", { name: guest })).toBeVisible();
  await expect(summary.getByText("Guest", { exact: true })).toBeVisible();

  await owner.goto(`/event/leaderboard/${eventId}`);
  const leader = owner.locator("tbody tr").first();
  await expect(leader).toContainText(guest);
  await expect(leader.getByText("Guest", { exact: true })).toBeVisible();
  await screenshot(owner, testInfo, "guests-leaderboard");
  await owner.context().close();
});
