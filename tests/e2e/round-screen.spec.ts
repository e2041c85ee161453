// The round screen as a golfer uses it: the hole being played above the keypad, the full card one tap away, the
// signal on the keypad, the round's tabs, and the other phone's changes arriving without a reload.
import { expect, type Page, test, type TestInfo } from "@playwright/test";
import type { ScorecardDto } from "@/lib/validation/scorecards";
import { isPhone, screenshot, signedInAs } from "./support/app";
import {
  callApi,
  drawnEvent,
  expectEverySaved,
  type ScoringEvent,
  holeRow,
  keypad,
  showFullCard,
  signalLine,
  tapGross,
} from "./support/scoring";

// Each size plays its own events with a pair of Sunday Swingers; each test makes its own event.
const pairFor = (testInfo: TestInfo) =>
  isPhone(testInfo)
    ? { player: "Tom Hughes", marked: "Owen Davies" }
    : { player: "Rachel Green", marked: "Mark Thompson" };

const firstName = (name: string) => name.split(" ")[0] ?? name;
const holeHeader = (page: Page, holeNumber: number) =>
  page.getByRole("region", { name: `Hole ${holeNumber}`, exact: true });
const markingTab = (page: Page, name: string) =>
  page.getByRole("tab", { name: new RegExp(`^Marking ${firstName(name)}`) });
const roundTabs = (page: Page) => page.getByRole("navigation", { name: "Round" });
/** The gross the keypad shows for its hole (its score mark). */
const shownGross = (page: Page) => keypad(page).locator("[data-colour]");

/** A drawn event of today with the pair, and the player's page open on it once `beforePlay` has run. */
async function playing(
  browser: Parameters<typeof signedInAs>[0],
  testInfo: TestInfo,
  setUp: { teeName?: string; beforePlay?: (owner: Page, event: ScoringEvent) => Promise<void> } = {},
) {
  const { player: playerName, marked: markedName } = pairFor(testInfo);
  const owner = await signedInAs(browser, "Alex Morgan");
  const event = await drawnEvent(owner, [playerName, markedName], { teeName: setUp.teeName });
  await setUp.beforePlay?.(owner, event);
  const player = await signedInAs(browser, playerName);
  await player.goto(`/event/play/${event.eventId}`);
  return { ...event, owner, player, playerName, markedName };
}

const serverGross = async (page: Page, cardId: string) =>
  (await callApi<ScorecardDto>(page, "GET", `/api/scorecards/${cardId}`)).scores.map(({ gross }) => gross);

test("the round opens on the hole being played; both cards are scored hole by hole and the full card is one tap away, remembered", async ({
  browser,
}, testInfo) => {
  const { owner, player, cards, playerName, markedName } = await playing(browser, testInfo);
  await expect(holeHeader(player, 1)).toContainText(/Par\s*\d.*SI\s*\d+.*Shots/);
  await expect(holeHeader(player, 1), "no tees chosen: no yards").not.toContainText("Yds");
  await expect(player.getByRole("button", { name: "Hole", exact: true })).toHaveAttribute("aria-pressed", "true");
  // A phone's hole view is the hole alone, its table not drawn at all (each tap would draw it for nothing); a wide
  // screen shows the table beside it.
  if (isPhone(testInfo)) await expect(player.locator("tr[data-hole]")).toHaveCount(0);
  else await expect(player.locator("tr[data-hole]").filter({ visible: true })).toHaveCount(18);

  // The golfer's gross, then the marked player's on the same hole, then the next hole (hole-pair.spec.ts).
  await tapGross(player, 5);
  await tapGross(player, 6);
  await expect(holeHeader(player, 2)).toBeVisible();
  await tapGross(player, 4);
  await expect(keypad(player)).toHaveAccessibleName("Keypad for hole 2");
  await keypad(player).getByRole("button", { name: "Previous hole" }).click();
  await expect(holeHeader(player, 1)).toBeVisible();
  await expect(shownGross(player)).toHaveText(/^6\b/);
  await expectEverySaved(player);

  await player.getByRole("tab", { name: /^My card/ }).click();
  await showFullCard(player);
  if (isPhone(testInfo)) {
    const keys = (await keypad(player).boundingBox())!;
    const tabs = (await roundTabs(player).boundingBox())!;
    expect(keys.y + keys.height, "under the table the keys rest whole on the round's tabs").toBeLessThanOrEqual(
      tabs.y + 1,
    );
  }
  await expect(holeRow(player, 1).gross).toHaveText(/^5\b/);
  await expect(holeRow(player, 2).gross).toHaveText(/^4\b/);
  await player.reload();
  await expect(player.getByRole("button", { name: "Full card" }), "the choice is remembered").toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(holeRow(player, 2).gross).toHaveText(/^4\b/);
  // The reload kept its place down the table: the golfer scrolls back up to the view's toggle.
  await player.evaluate(() => window.scrollTo(0, 0));
  await player.getByRole("button", { name: "Hole", exact: true }).click();
  await expect(holeHeader(player, 3)).toBeVisible();

  expect((await serverGross(player, cards.get(playerName)!.id)).slice(0, 3)).toEqual([5, 4, null]);
  expect((await serverGross(player, cards.get(markedName)!.id)).slice(0, 2)).toEqual([6, null]);
  await Promise.all([owner, player].map((page) => page.context().close()));
});

test("the hole gives its yards from the tees each player plays: their own, else the event's", async ({
  browser,
}, testInfo) => {
  // The demo's Oakfield Park: hole 1 is 382 yards from the yellow tees and 330 from the red.
  const { owner, player, markedName } = await playing(browser, testInfo, {
    teeName: "Yellow",
    beforePlay: async (admin, { eventId, cards }) => {
      const marked = cards.get(pairFor(testInfo).marked)!;
      await callApi(admin, "PUT", `/api/events/${eventId}/players/${marked.player.id}/tee`, { teeName: "Red" });
    },
  });
  await expect(holeHeader(player, 1)).toContainText(/Yds\s*382/);
  await screenshot(player, testInfo, "hole-header-yards");
  await player
    .getByRole("group", { name: /^Gross on hole/ })
    .getByRole("button", { name: new RegExp(`^${firstName(markedName)}`) })
    .click();
  await expect(holeHeader(player, 1), "the marked player's hole, from their own tees").toContainText(/Yds\s*330/);
  await tapGross(player, 4);
  await expect(holeHeader(player, 2)).toContainText(/Yds\s*405/);
  await Promise.all([owner, player].map((page) => page.context().close()));
});

test("the hole being played is on screen above the keypad from the first paint, and stays there hole after hole", async ({
  browser,
}, testInfo) => {
  const { owner, player } = await playing(browser, testInfo);
  const viewport = player.viewportSize()!;
  const expectHoleAboveKeys = async (holeNumber: number) => {
    await expect(keypad(player)).toHaveAccessibleName(`Keypad for hole ${holeNumber}`);
    const hole = (await holeHeader(player, holeNumber).boundingBox())!;
    const keys = (await keypad(player).boundingBox())!;
    expect(hole.y, "the hole's top is on screen").toBeGreaterThanOrEqual(0);
    expect(hole.y + hole.height, "the hole ends above the keypad").toBeLessThanOrEqual(keys.y);
    if (isPhone(testInfo)) {
      expect(keys.y + keys.height, "the keypad is on screen").toBeLessThanOrEqual(viewport.height);
      const tabs = (await roundTabs(player).boundingBox())!;
      expect(keys.y + keys.height, "the keypad rests on the round's tabs").toBeLessThanOrEqual(tabs.y + 1);
    }
  };
  await expectHoleAboveKeys(1);
  // The golfer's gross and then the marked player's on each hole (hole-pair.spec.ts).
  for (const [at, gross] of [4, 5, 3].entries()) {
    await tapGross(player, gross);
    await tapGross(player, gross);
    await expectHoleAboveKeys(at + 2);
  }
  await expectEverySaved(player);
  await player.reload();
  await expectHoleAboveKeys(4);
  await Promise.all([owner, player].map((page) => page.context().close()));
});

test("the card's secondary actions are in a menu that says whether it is open, closes on Escape and gives focus back", async ({
  browser,
}, testInfo) => {
  const { player: playerName } = pairFor(testInfo);
  const owner = await signedInAs(browser, "Alex Morgan");
  const { sweepId, eventId, cards } = await drawnEvent(owner, [playerName]);
  await owner.goto(`/sweeps/${sweepId}/events/${eventId}/cards/${cards.get(playerName)!.id}?mark`);
  await expect(keypad(owner)).toHaveAccessibleName("Keypad for hole 1");
  const more = owner.getByRole("button", { name: "More", exact: true });
  const actions = owner.getByRole("menu", { name: "Card actions" });
  await expect(more).toHaveAttribute("aria-expanded", "false");
  await expect(actions).toBeHidden();

  await more.click();
  await expect(more).toHaveAttribute("aria-expanded", "true");
  await expect(actions.getByRole("menuitem")).toHaveText([
    "History of hole 1",
    "Hide keypad",
    "Enter whole card",
    "Update handicap",
  ]);
  await owner.keyboard.press("Escape");
  await expect(actions).toBeHidden();
  await expect(more).toHaveAttribute("aria-expanded", "false");
  await expect(more).toBeFocused();

  await more.click();
  await actions.getByRole("menuitem", { name: "Update handicap" }).click();
  await expect(owner.getByRole("dialog")).toBeVisible();
  await owner.keyboard.press("Escape");
  await expect(owner.getByRole("dialog")).toHaveCount(0);

  await more.click();
  await actions.getByRole("menuitem", { name: "Hide keypad" }).click();
  await expect(keypad(owner)).toHaveCount(0);
  await owner.getByRole("button", { name: "Mark card" }).click();
  await expect(keypad(owner)).toHaveAccessibleName("Keypad for hole 1");
  await owner.context().close();
});

test("with no signal the keypad says how many scores wait on the phone; they are saved when it returns, and it says when", async ({
  browser,
}, testInfo) => {
  const { owner, player, cards, playerName } = await playing(browser, testInfo);
  await expect(signalLine(player)).toHaveText("Scores save as you tap");
  // On the play page's hole view each gross of the golfer is followed by the marked player's (hole-pair.spec.ts).
  await tapGross(player, 5);
  await tapGross(player, 5);
  await expect(signalLine(player)).toHaveText("Saved just now");

  await player.context().setOffline(true);
  await expect(signalLine(player)).toContainText("No signal · 0 waiting");
  for (const gross of [4, 6, 3]) {
    await tapGross(player, gross);
    await tapGross(player, gross);
  }
  await expect(signalLine(player)).toContainText("No signal · 6 waiting");
  expect((await serverGross(owner, cards.get(playerName)!.id)).slice(0, 4)).toEqual([5, null, null, null]);

  await player.context().setOffline(false);
  await expect(signalLine(player)).toHaveText("Saved just now", { timeout: 30_000 });
  await expect
    .poll(async () => (await serverGross(owner, cards.get(playerName)!.id)).slice(0, 4))
    .toEqual([5, 4, 6, 3]);
  await Promise.all([owner, player].map((page) => page.context().close()));
});

test("the round's tabs lead from the card to the live leaderboard and the group and back, the current one marked", async ({
  browser,
}, testInfo) => {
  const { owner, player, eventId, playerName, markedName } = await playing(browser, testInfo);
  const tab = (name: string) => roundTabs(player).getByRole("link", { name });
  await expect(tab("Card")).toHaveAttribute("aria-current", "page");
  await tapGross(player, 5);
  await expectEverySaved(player);

  await tab("Leaderboard").click();
  await expect(player).toHaveURL(`/event/leaderboard/${eventId}`);
  await expect(tab("Leaderboard")).toHaveAttribute("aria-current", "page");
  await expect(tab("Card")).not.toHaveAttribute("aria-current", "page");
  await expect(player.getByText(/^· Updated \d\d:\d\d$/)).toBeVisible();
  await expect(player.getByRole("row", { name: new RegExp(playerName) })).toBeVisible();
  await player.context().setOffline(true);
  await expect(player.getByText("No signal", { exact: true })).toBeVisible();
  await expect(player.getByText(/^· Updated \d\d:\d\d$/), "the time of the board shown").toBeVisible();
  await player.context().setOffline(false);
  await expect(player.getByText("No signal", { exact: true })).toHaveCount(0);

  await tab("Group").click();
  await expect(player).toHaveURL(`/event/play/${eventId}/group`);
  await expect(tab("Group")).toHaveAttribute("aria-current", "page");
  const group = player.getByRole("region", { name: "Your group" });
  await expect(group.getByRole("link")).toHaveCount(2);
  for (const name of [playerName, markedName]) await expect(group.getByRole("link", { name })).toBeVisible();

  await tab("Card").click();
  await expect(player).toHaveURL(`/event/play/${eventId}`);
  await expect(keypad(player)).toHaveAccessibleName("Keypad for hole 2");
  await expect(signalLine(player), "the last save is remembered across the tabs").toHaveText("Saved just now");
  await Promise.all([owner, player].map((page) => page.context().close()));
});

test("the other phone's entry and a mismatch appear on the open card without a reload", async ({
  browser,
}, testInfo) => {
  const { owner, player, eventId, playerName, markedName } = await playing(browser, testInfo);
  await expect(holeHeader(player, 1)).toBeVisible();
  const marker = await signedInAs(browser, markedName);
  await marker.goto(`/event/play/${eventId}`);
  await markingTab(marker, playerName).click();
  // The hole view's keys enter into the row chosen on the hole (hole-pair.spec.ts).
  await marker
    .getByRole("group", { name: /^Gross on hole/ })
    .getByRole("button", { name: new RegExp(`^${firstName(playerName)}`) })
    .click();
  await expect(keypad(marker)).toHaveAccessibleName("Keypad for hole 1");

  await tapGross(marker, 4);
  await expectEverySaved(marker);
  await expect(shownGross(player), "the marker's 4 arrives on the player's phone").toHaveText(/^4\b/);
  await expect(holeHeader(player, 1)).toBeVisible();
  await expect(player.getByRole("tab", { name: /^My card/ })).toContainText("Thru 1");

  await tapGross(player, 5);
  await expectEverySaved(player);
  const mismatch = marker.getByRole("region", { name: "The player and the marker differ on 1 hole" });
  await expect(mismatch, "the player's different number shows on the marker's phone").toBeVisible();
  await expect(mismatch.getByRole("row", { name: /^1 5 4$/ })).toBeVisible();
  await Promise.all([owner, player, marker].map((page) => page.context().close()));
});

test("opening the round reads each card from the server once, when the event stream opens, not again as the page mounts", async ({
  browser,
}, testInfo) => {
  const { owner, player, eventId, cards } = await playing(browser, testInfo);
  // A second page of the same phone, so that no read of the first one is counted.
  const phone = await player.context().newPage();
  const cardReads = new Map<string, number>();
  phone.on("request", (request) => {
    const cardId = /^\/api\/scorecards\/([0-9a-f-]{36})$/.exec(new URL(request.url()).pathname)?.[1];
    if (cardId && request.method() === "GET") cardReads.set(cardId, (cardReads.get(cardId) ?? 0) + 1);
  });
  await phone.goto(`/event/play/${eventId}`);
  await expect(holeHeader(phone, 1)).toBeVisible();
  const shownCards = [...cards.values()].map((card) => card.id);
  await expect.poll(() => shownCards.map((cardId) => cardReads.get(cardId) ?? 0)).toEqual(shownCards.map(() => 1));
  // The stream's reads come within REFETCH_WINDOW_MS of its first message; a read as the page mounted comes first.
  await phone.waitForTimeout(2_000);
  expect(Object.fromEntries(cardReads), "each card read once, whatever else the page did meanwhile").toEqual(
    Object.fromEntries(shownCards.map((cardId) => [cardId, 1])),
  );
  await Promise.all([owner, player].map((page) => page.context().close()));
});
