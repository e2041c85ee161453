import { expect, type Page, test, type TestInfo } from "@playwright/test";
import { pointsColour, type ScoredCard, scoreCard, scoreColour } from "@/lib/golf";
import type { CardChangeDto, ScorecardDto } from "@/lib/validation/scorecards";
import { isPhone, openMenu, screenshot, signedInAs } from "./support/app";
import { callApi, drawnEvent, expectEverySaved, holeRow, keypad, showFullCard, tapGross } from "./support/scoring";

// Each size scores its own event with its own pair of Sunday Swingers members that no other spec uses.
const pairFor = (testInfo: TestInfo) =>
  isPhone(testInfo)
    ? { player: "Gareth Evans", marker: "Fiona Campbell" }
    : { player: "Stuart Reid", marker: "Mark Thompson" };

// A pickup on hole 7 (NR on Out and on the total) and an 11 on hole 8 (the 10+ keys).
const GROSS = [5, 4, 3, 6, 5, 4, 0, 11, 5, 4, 5, 3, 6, 5, 4, 4, 5, 6];

const expectedCard = (card: ScorecardDto, gross: number[]) => scoreCard(card.course.holes, gross, card.eventHandicap);
const shown = (value: number | "NR") => String(value);

/** Every hole's gross, nett and points, their colours (lib/golf's), and the nines' and card's totals as lib/golf scores them. */
async function expectCardShows(page: Page, gross: number[], expected: ScoredCard) {
  for (const [at, hole] of expected.scores.entries()) {
    const marks = holeRow(page, hole.holeNumber);
    const typed = gross[at] ?? 0;
    await expect(marks.gross).toHaveText(new RegExp(`^${typed}\\b`));
    await expect(marks.gross).toHaveAttribute("data-colour", scoreColour(typed, hole.par));
    await expect(marks.nett).toHaveText(hole.nett === null ? /^–/ : new RegExp(`^${hole.nett}\\b`));
    await expect(marks.nett).toHaveAttribute("data-colour", scoreColour(hole.nett, hole.par));
    await expect(marks.points).toHaveText(String(hole.points));
    await expect(marks.points).toHaveAttribute("data-colour", pointsColour(hole.points));
  }
  const nines = [
    { name: /^Out/, gross: expected.outGross, nett: expected.outNett, points: expected.outPoints },
    { name: /^In/, gross: expected.inGross, nett: expected.inNett, points: expected.inPoints },
  ];
  for (const nine of nines) {
    const totals = page.getByRole("table", { name: nine.name }).locator("tfoot td");
    await expect(totals.nth(2)).toHaveText(shown(nine.gross));
    await expect(totals.nth(3)).toHaveText(shown(nine.nett));
    await expect(totals.nth(4)).toHaveText(String(nine.points));
  }
  const card = page.getByRole("region", { name: "Card totals" }).locator("dd");
  await expect(card).toHaveText([shown(expected.totalGross), shown(expected.totalNett), String(expected.totalPoints)]);
}

test("a player marks 18 holes with the keypad; player and marker settle a conflict and a mismatch, then both sign", async ({
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  const { player: playerName, marker: markerName } = pairFor(testInfo);
  const owner = await signedInAs(browser, "Alex Morgan");
  const { sweepId, eventId, cards } = await drawnEvent(owner, [playerName, markerName]);
  const initial = cards.get(playerName)!;
  /** The owner's Close Event confirmation: what it says about the cards, then Cancel. */
  const closingSays = async (...texts: string[]) => {
    await owner.goto(`/sweeps/${sweepId}/events/${eventId}`);
    await owner.getByRole("button", { name: "Close Event & Update Handicaps" }).click();
    const closing = owner.getByRole("alertdialog", { name: "Close the event and update handicaps?" });
    for (const text of texts) await expect(closing).toContainText(text);
    await closing.getByRole("button", { name: "Cancel" }).click();
  };

  const player = await signedInAs(browser, playerName);
  await player.goto(`/event/play/${eventId}`);
  await expect(player.getByRole("tab", { name: /^My card/ })).toHaveAttribute("aria-selected", "true");
  await expect(player.getByRole("tab", { name: new RegExp(`^Marking ${markerName}`) })).toBeVisible();
  await expect(player.getByRole("navigation", { name: "Round" }).getByRole("link", { name: /Group/ })).toBeVisible();
  // The full card marks one card at a time; the hole view marks both on each hole (hole-pair.spec.ts).
  await showFullCard(player);
  for (const [at, gross] of GROSS.entries()) {
    await expect(keypad(player)).toHaveAccessibleName(`Keypad for hole ${at + 1}`);
    await tapGross(player, gross);
  }
  await expect(keypad(player), "after the 18th hole the card is complete, hole 1 not selected").toHaveAccessibleName(
    "Keypad, card complete",
  );
  await expectEverySaved(player);
  await showFullCard(player);
  await expectCardShows(player, GROSS, expectedCard(initial, GROSS));
  const firstName = markerName.split(" ")[0];
  await expect(
    player.getByText(new RegExp(`^You: thru F · \\d+ pts · (\\d+ (ahead of|behind)|level with) ${firstName}$`)),
  ).toBeVisible();
  await screenshot(player, testInfo, "scoring-18-holes");
  await player.reload();
  await expectCardShows(player, GROSS, expectedCard(initial, GROSS));
  await closingSays("Not signed or attested", `${playerName}: not signed or attested`);
  // An admin's Mark card opens the card with its keypad.
  await owner.getByRole("tab", { name: "Results" }).click();
  await owner.getByRole("link", { name: `Mark card of ${playerName}` }).click();
  await expect(keypad(owner)).toHaveAccessibleName("Keypad for hole 1");
  await openMenu(owner.getByRole("button", { name: "More", exact: true }));
  await expect(owner.getByRole("menuitem", { name: "Update handicap" })).toBeVisible();

  // The marker's page was read before the player's change of hole 5, and his own 6 waits offline: a stale write.
  const marker = await signedInAs(browser, markerName);
  await marker.goto(`/event/play/${eventId}`);
  await marker.getByRole("tab", { name: new RegExp(`^Marking ${playerName}`) }).click();
  await showFullCard(marker);
  await marker.context().setOffline(true);
  await marker.getByRole("button", { name: "Mark hole 5" }).click();
  await tapGross(marker, 6);
  await expect(marker.getByRole("status").filter({ hasText: "No signal · 1 waiting" })).toBeVisible();
  await player.getByRole("button", { name: "Mark hole 5" }).click();
  await tapGross(player, 7);
  await expect(holeRow(player, 5).gross).toHaveText(/^7\b/);
  await expectEverySaved(player);
  await marker.context().setOffline(false);
  const conflict = marker.getByRole("alertdialog", { name: `${playerName}, hole 5: which score is right?` });
  await expect(conflict).toContainText(`You entered 6; ${playerName} (player) entered 7.`);
  await screenshot(marker, testInfo, "scoring-conflict");
  await conflict.getByRole("button", { name: "Keep 7" }).click();
  await expect(conflict).toBeHidden();
  await expect(holeRow(marker, 5).gross).toHaveText(/^7\b/);

  // The marker writes another number on hole 2: the card shows both side by side and nobody can sign.
  await marker.getByRole("button", { name: "Mark hole 2" }).click();
  await tapGross(marker, 5);
  const mismatch = (page: Page) => page.getByRole("region", { name: "The player and the marker differ on 1 hole" });
  await expect(mismatch(marker).getByRole("row", { name: /^2 4 5$/ })).toBeVisible();
  await expect(marker.getByRole("button", { name: `Attest ${playerName}'s card` })).toBeDisabled();
  await player.reload();
  await expect(mismatch(player).getByRole("row", { name: /^2 4 5$/ })).toBeVisible();
  await expect(player.getByRole("button", { name: "Sign my card" })).toBeDisabled();
  await screenshot(player, testInfo, "scoring-mismatch");

  // The player agrees with the marker's 5: the mismatch goes, and both sign.
  await mismatch(player).getByRole("button", { name: "2" }).click();
  await expect(keypad(player)).toHaveAccessibleName("Keypad for hole 2");
  await tapGross(player, 5);
  await expect(mismatch(player)).toBeHidden();
  await player.getByRole("button", { name: "Sign my card" }).click();
  await expect(player.getByText(`Signed by ${playerName}`)).toBeVisible();

  await marker.reload();
  await marker.getByRole("tab", { name: new RegExp(`^Marking ${playerName}`) }).click();
  await expect(mismatch(marker)).toBeHidden();
  await marker.getByRole("button", { name: `Attest ${playerName}'s card` }).click();
  await expect(marker.getByText(`Attested by ${markerName}`)).toBeVisible();
  await expect(marker.getByText("Signed and attested: only admins can change it now.")).toBeVisible();
  await expect(keypad(marker), "a signed and attested card is the admins' now").toHaveCount(0);
  await screenshot(marker, testInfo, "scoring-signed");
  // The player's card needs no decision any more; the marker, who has not played, is the only card listed.
  await closingSays("No score at all (1)", `${markerName}: no hole entered`);

  // An admin corrects the signed card: the keys wait for a reason, and the hole's history keeps it.
  const why = "4 on the 3rd, agreed with both players";
  await owner.goto(`/sweeps/${sweepId}/events/${eventId}/cards/${initial.id}?mark`);
  await showFullCard(owner);
  // The reason field and the keys stuck under the table cover its first rows: the keypad's own arrows reach hole 3.
  await expect(keypad(owner)).toHaveAccessibleName("Keypad for hole 1");
  await keypad(owner).getByRole("button", { name: "Next hole" }).click();
  await keypad(owner).getByRole("button", { name: "Next hole" }).click();
  await expect(keypad(owner)).toHaveAccessibleName("Keypad for hole 3");
  await expect(keypad(owner).getByRole("button", { name: "4", exact: true })).toBeDisabled();
  await owner.getByLabel("Why are you changing this signed card?").fill(why);
  await tapGross(owner, 4);
  await expectEverySaved(owner);
  await expect(holeRow(owner, 3).gross).toHaveText(/^4\b/);
  const history = await callApi<CardChangeDto[]>(owner, "GET", `/api/cards/${initial.id}/changes?hole=3`);
  expect(history[0]).toMatchObject({ kind: "gross", previousValue: 3, value: 4, role: "admin", reason: why });
  await Promise.all([owner, player, marker].map((page) => page.context().close()));
});

test("an admin types a paper card into the older mark screen; a typo is named by its hole and nothing is saved until it is fixed", async ({
  browser,
}, testInfo) => {
  const owner = await signedInAs(browser, "Alex Morgan");
  const { cards } = await drawnEvent(owner, ["Alex Morgan"]);
  const card = cards.get("Alex Morgan")!;
  await owner.goto(`/scorecard/${card.id}`);
  await owner.getByRole("link", { name: "Mark card" }).click();
  await expect(owner).toHaveURL(`/scorecard/enter/${card.id}`);

  await owner.getByRole("button", { name: "Enter whole card" }).click();
  const form = owner.getByRole("dialog", { name: "Enter the whole card" });
  for (const [at, gross] of GROSS.entries())
    await form.getByLabel(`Hole ${at + 1} gross`).fill(at === 3 ? "25" : String(gross));
  await form.getByRole("button", { name: "Save card" }).click();
  await expect(form.getByRole("alert")).toHaveText("Hole 4: enter a gross from 1 to 20, or 0 for no score.");
  await expect(form.getByLabel("Hole 4 gross")).toHaveAttribute("aria-invalid", "true");
  await screenshot(owner, testInfo, "scoring-whole-card");
  await form.getByLabel("Hole 4 gross").fill(String(GROSS[3]));
  await form.getByRole("button", { name: "Save card" }).click();
  await expect(form).toBeHidden();
  await expectEverySaved(owner);
  await expectCardShows(owner, GROSS, expectedCard(card, GROSS));

  // Out shows the front nine alone; a hole opens the one-hole keypad, which saves and moves on.
  await owner.getByRole("tab", { name: "Out" }).click();
  await expect(owner.getByRole("table", { name: /^In/ })).toHaveCount(0);
  await owner.getByRole("button", { name: "Enter hole 3" }).click();
  const hole = owner.getByRole("dialog", { name: "Hole 3 gross" });
  await hole.getByRole("button", { name: "2", exact: true }).click();
  await expect(owner.getByRole("dialog", { name: "Hole 4 gross" })).toBeVisible();
  await owner.getByRole("button", { name: "Done" }).click();
  await expect(holeRow(owner, 3).gross).toHaveText(/^2\b/);
  await expect(holeRow(owner, 3).gross).toHaveAttribute("data-colour", "success");
  await owner.context().close();
});
