// The secretary's week (issue 30): closing with every card in view, confirmations, the events tab, the Results
// tab's CSV and Print, names that open cards, countback on the boards, confirmations where the eye is, Add players.
import { expect, test, type TestInfo } from "@playwright/test";
import { deviceOf, isPhone, openMenu, screenshot, signedInAs } from "./support/app";
import { londonDay } from "./support/days";
import { callApi, drawnEvent, typeIn } from "./support/scoring";

/** Members of the demo society, one set per project so the two projects' events never share a name. */
const fieldFor = (testInfo: TestInfo) =>
  isPhone(testInfo) ? ["Owen Davies", "Hannah Lewis", "Tom Hughes"] : ["Ellie Brooks", "Priya Shah", "Chris Walker"];

test("the secretary closes with every card in view: each kind listed by name, and ticked before Close", async ({
  browser,
}, testInfo) => {
  const [finished, stopped, absent] = fieldFor(testInfo) as [string, string, string];
  const owner = await signedInAs(browser, "Alex Morgan", deviceOf(testInfo));
  const { sweepId, eventId, cards } = await drawnEvent(owner, [finished, stopped, absent]);
  await typeIn(owner, cards.get(finished)!, Array(18).fill(2));
  await typeIn(owner, cards.get(stopped)!, [...Array(12).fill(2), ...Array(6).fill(null)]);

  await owner.goto(`/sweeps/${sweepId}/events/${eventId}`);
  const before = owner.getByRole("region", { name: /^Before closing: 3 cards need a decision/ });
  await expect(before).toContainText("No score at all 1 · Not finished 1 · Not signed or attested 1");
  await before.getByText("Before closing").click();
  await expect(before).toContainText(`${stopped}: thru 12: holes 13–18 not entered`);
  await expect(before).toContainText(`${absent}: no hole entered`);
  await expect(before).toContainText(`${finished}: not signed or attested`);
  await expect(before.getByRole("link", { name: stopped })).toHaveAttribute(
    "href",
    `/sweeps/${sweepId}/events/${eventId}/cards/${cards.get(stopped)!.id}`,
  );
  await screenshot(owner, testInfo, "secretary-event-before-closing");

  await owner.getByRole("button", { name: "Close Event & Update Handicaps" }).click();
  const closing = owner.getByRole("alertdialog", { name: "Close the event and update handicaps?" });
  await expect(closing).toContainText("3 cards need your decision");
  const close = closing.getByRole("button", { name: "Close event" });
  await expect(close).toBeDisabled();
  await closing.getByRole("checkbox", { name: /^No score at all \(1\)/ }).check();
  await closing.getByRole("checkbox", { name: /^Not finished \(1\)/ }).check();
  await expect(close, "every kind present must be ticked").toBeDisabled();
  await closing.getByRole("checkbox", { name: /^Not signed or attested \(1\)/ }).check();
  await screenshot(owner, testInfo, "secretary-close-dialog");
  await close.click();
  await expect(closing).toBeHidden();
  const toast = owner.getByRole("region", { name: "Notifications" }).getByText("Event closed: results");
  await expect(toast).toBeInViewport();
  await expect(owner.getByText("Complete", { exact: true }).first()).toBeVisible();
  await owner.context().close();
});

test("draw, withdraw and remove ask first, each in the same words; a player's actions sit behind the row's menu", async ({
  browser,
}, testInfo) => {
  const owner = await signedInAs(browser, "Alex Morgan", deviceOf(testInfo));
  const { sweepId, eventId } = await drawnEvent(owner, fieldFor(testInfo));
  const [, , withdrawn] = fieldFor(testInfo) as [string, string, string];
  await owner.goto(`/sweeps/${sweepId}/events/${eventId}`);
  const groups = owner.getByRole("tabpanel");
  // No red Remove on every row: one menu button per player.
  await expect(groups.getByRole("button", { name: /^Remove/ })).toHaveCount(0);
  await openMenu(groups.getByRole("button", { name: `Actions for ${withdrawn}` }));
  await expect(owner.getByRole("menuitem", { name: "Mark card" })).toBeVisible();
  await owner.getByRole("menuitem", { name: "Withdraw from event…" }).click();
  const removal = owner.getByRole("alertdialog", { name: `Withdraw ${withdrawn} from the event?` });
  await expect(removal.getByRole("button", { name: "Cancel" })).toBeFocused();
  await screenshot(owner, testInfo, "secretary-withdraw-confirm");
  await removal.getByRole("button", { name: `Withdraw ${withdrawn}` }).click();
  await expect(removal).toBeHidden();
  await expect(owner.getByRole("region", { name: "Notifications" }).getByText(withdrawn)).toBeInViewport();
  await expect(groups).not.toContainText(withdrawn);

  await owner.getByRole("button", { name: "Redraw" }).click();
  const redraw = owner.getByRole("alertdialog", { name: "Draw the groups again?" });
  await redraw.getByRole("button", { name: "Cancel" }).click();
  await expect(redraw).toBeHidden();
  await owner.context().close();
});

test("a name in Groups and Entries opens that player's card", async ({ browser }, testInfo) => {
  const owner = await signedInAs(browser, "Alex Morgan", deviceOf(testInfo));
  const [player] = fieldFor(testInfo) as [string];
  const { sweepId, eventId, cards } = await drawnEvent(owner, fieldFor(testInfo));
  const cardPath = `/sweeps/${sweepId}/events/${eventId}/cards/${cards.get(player)!.id}`;
  await owner.goto(`/sweeps/${sweepId}/events/${eventId}`);
  await owner
    .getByRole("tabpanel")
    .getByRole("link", { name: `${player}: open the card` })
    .click();
  await expect(owner).toHaveURL(cardPath);
  await expect(owner.getByRole("heading", { name: player, level: 1 })).toBeVisible();
  await owner.goBack();
  await owner.getByRole("tab", { name: /^Entries/ }).click();
  await expect(owner.getByRole("tabpanel").getByRole("link", { name: `${player}: open the card` })).toHaveAttribute(
    "href",
    cardPath,
  );
  await owner.context().close();
});

test("the sweep's events tab lists what is coming up first, soonest at the top, then the played ones, latest first", async ({
  browser,
}, testInfo) => {
  const member = await signedInAs(browser, "Sam Patel", deviceOf(testInfo));
  await member.goto("/sweeps");
  const sweeps = await callApi<Array<{ id: string; name: string }>>(member, "GET", "/api/sweeps");
  const sweepId = sweeps.find((sweep) => sweep.name === "Sunday Swingers")!.id;
  await member.goto(`/sweeps/${sweepId}`);
  const datesOf = async (section: string) =>
    member
      .getByRole("region", { name: section, exact: true })
      .locator("article time")
      .evaluateAll((times) => times.map((time) => time.getAttribute("datetime") ?? ""));
  const comingUp = await datesOf("Coming up");
  const played = await datesOf("Played");
  expect(comingUp.length).toBeGreaterThan(0);
  expect(played.length).toBeGreaterThan(0);
  expect(comingUp).toEqual([...comingUp].sort());
  expect(played).toEqual([...played].sort().reverse());
  const sections = member.getByRole("heading", { level: 2, name: /^(Coming up|Played)$/ });
  expect(await sections.allTextContents()).toEqual(["Coming up", "Played"]);
  await screenshot(member, testInfo, "secretary-events-tab");
  await member.context().close();
});

test("the event page's Results tab has the results CSV and Print", async ({ browser }, testInfo) => {
  const owner = await signedInAs(browser, "Alex Morgan", deviceOf(testInfo));
  const { sweepId, eventId, cards } = await drawnEvent(owner, fieldFor(testInfo).slice(0, 2));
  await typeIn(owner, [...cards.values()][0]!, Array(18).fill(2));
  await owner.goto(`/sweeps/${sweepId}/events/${eventId}`);
  await owner.getByRole("tab", { name: "Results" }).click();
  const results = owner.getByRole("navigation", { name: "Results of this event" });
  const csv = results.getByRole("link", { name: "CSV" });
  await expect(csv).toHaveAttribute("href", `/api/events/results/${eventId}/csv`);
  const download = owner.waitForEvent("download");
  await csv.click();
  expect((await download).suggestedFilename()).toMatch(/^results-.*\.csv$/);
  await owner.evaluate(() => {
    // The print dialog would wait for a person: count it instead.
    window.print = () => {
      document.documentElement.dataset.printed = "yes";
    };
  });
  await results.getByRole("link", { name: "Print" }).click();
  await expect(owner).toHaveURL(`/event/results/${eventId}`);
  await expect(owner.locator("html")).toHaveAttribute("data-printed", "yes");
  await owner.context().close();
});

test("ties split by countback are marked cb on the live and TV boards, with the deciding holes on a tap", async ({
  browser,
}, testInfo) => {
  const owner = await signedInAs(browser, "Alex Morgan", deviceOf(testInfo));
  const [winner, runnerUp] = fieldFor(testInfo) as [string, string];
  const { eventId, cards } = await drawnEvent(owner, [winner, runnerUp]);
  // Both 36 points; the winner has 19 on the back nine to 18.
  await typeIn(owner, cards.get(winner)!, [1, ...Array(8).fill(2), 3, ...Array(8).fill(2)]);
  await typeIn(owner, cards.get(runnerUp)!, Array(18).fill(2));
  for (const [path, board] of [
    [`/event/leaderboard/${eventId}`, "Leaderboard"],
    [`/event/leaderboard/${eventId}?tv=1`, "Leaderboard, TV mode"],
  ] as const) {
    await owner.goto(path);
    const marks = owner
      .getByRole("region", { name: board, exact: true })
      .getByRole("button", { name: /^cb, countback:/ });
    await expect(marks).toHaveCount(1);
    await expect(marks).toHaveAccessibleName(`cb, countback: won on back nine 19 v 18 against ${runnerUp}`);
    await expect(marks).toHaveText("cb");
    await marks.click();
    await expect(owner.getByRole("tooltip").filter({ visible: true })).toHaveText(
      `won on back nine 19 v 18 against ${runnerUp}`,
    );
    await screenshot(owner, testInfo, `secretary-countback-${path.endsWith("tv=1") ? "tv" : "live"}`);
  }
  await owner.context().close();
});

test("a course edit's confirmation appears where the eye is", async ({ browser }, testInfo) => {
  const owner = await signedInAs(browser, "Alex Morgan", deviceOf(testInfo));
  await owner.goto("/sweeps");
  const sweeps = await callApi<Array<{ id: string; name: string }>>(owner, "GET", "/api/sweeps");
  const sweepId = sweeps.find((sweep) => sweep.name === "Sunday Swingers")!.id;
  const courses = await callApi<Array<{ id: string; name: string }>>(owner, "GET", `/api/courses?sweepId=${sweepId}`);
  const course = courses.find((each) => each.name === "Oakfield Park")!;
  await owner.goto(`/sweeps/${sweepId}/courses/${course.id}`);
  await owner.getByRole("button", { name: "Save changes" }).click();
  await expect(
    owner.getByRole("region", { name: "Notifications" }).getByText(`Saved ${course.name}.`),
  ).toBeInViewport();
  await owner.context().close();
});

test("Add players shows each member's playing handicap and adds the last event's field in one tap", async ({
  browser,
}, testInfo) => {
  const owner = await signedInAs(browser, "Alex Morgan", deviceOf(testInfo));
  await owner.goto("/sweeps");
  const sweeps = await callApi<Array<{ id: string; name: string }>>(owner, "GET", "/api/sweeps");
  const sweepId = sweeps.find((sweep) => sweep.name === "Sunday Swingers")!.id;
  const courses = await callApi<Array<{ id: string; name: string }>>(owner, "GET", `/api/courses?sweepId=${sweepId}`);
  const inAMonth = londonDay(isPhone(testInfo) ? 40 : 41);
  const { id: eventId } = await callApi<{ id: string }>(owner, "POST", "/api/events", {
    sweepId,
    courseId: courses[0]!.id,
    date: inAMonth,
  });
  await owner.goto(`/sweeps/${sweepId}/events/${eventId}`);
  await owner.getByRole("button", { name: "Add players" }).click();
  const panel = owner.getByRole("dialog", { name: "Add players" });
  const members = panel.getByRole("list", { name: "Members who have not entered" });
  await expect(members.getByText("Playing").first()).toBeVisible();
  const addField = panel.getByRole("button", { name: /^Add last event's field \(\d+\)$/ });
  await expect(addField).toBeVisible();
  const fieldSize = (await addField.textContent())?.match(/\((\d+)\)/)?.[1];
  await screenshot(owner, testInfo, "secretary-add-players");
  await addField.click();
  await expect(panel.getByRole("status")).toContainText("Added ");
  await panel.getByRole("button", { name: "Close" }).click();
  await expect(owner.getByRole("tab", { name: `Entries (${fieldSize})` })).toBeVisible();
  await owner.context().close();
});
