// The play page's hole view with both cards in the golfer's hands (docs/screens-and-api.md#playing-and-marking-a-card):
// on each hole their own gross, then the gross of the player they mark, then the next hole.
import { expect, type Page, test, type TestInfo } from "@playwright/test";
import type { ScorecardDto } from "@/lib/validation/scorecards";
import { isPhone, signedInAs } from "./support/app";
import { callApi, drawnEvent, expectEverySaved, keypad, tapGross } from "./support/scoring";

const SHOTS = "/work/shots/hole-pair";

// Each size plays its own event with its own pair of Sunday Swingers.
const pairFor = (testInfo: TestInfo) =>
  isPhone(testInfo)
    ? { player: "Tom Hughes", marked: "Owen Davies" }
    : { player: "Rachel Green", marked: "Mark Thompson" };

const holeHeader = (page: Page, holeNumber: number) =>
  page.getByRole("region", { name: `Hole ${holeNumber}`, exact: true });
const grossRow = (page: Page, name: RegExp) =>
  page.getByRole("group", { name: /^Gross on hole/ }).getByRole("button", { name });

const serverGross = async (page: Page, cardId: string) =>
  (await callApi<ScorecardDto>(page, "GET", `/api/scorecards/${cardId}`)).scores.map(({ gross }) => gross);

test("on each hole the keypad takes the golfer's gross, then the marked player's, then moves to the next hole", async ({
  browser,
}, testInfo) => {
  const { player: playerName, marked: markedName } = pairFor(testInfo);
  const owner = await signedInAs(browser, "Alex Morgan");
  const { eventId, cards } = await drawnEvent(owner, [playerName, markedName]);
  const player = await signedInAs(browser, playerName);
  await player.goto(`/event/play/${eventId}`);
  const you = grossRow(player, /^You\b/);
  const them = grossRow(player, new RegExp(`^${markedName.split(" ")[0]}\\b`));

  await expect(holeHeader(player, 1)).toBeVisible();
  await expect(player.getByRole("region", { name: /^Hole \d+$/ }), "the hole is shown once").toHaveCount(1);
  await expect(you).toHaveAttribute("aria-pressed", "true");
  await player.screenshot({ path: `${SHOTS}/hole-1-${testInfo.project.name}.png` });

  const grosses: Array<[own: number, marked: number]> = [
    [5, 4],
    [3, 6],
    [4, 4],
  ];
  for (const [at, [own, marked]] of grosses.entries()) {
    const holeNumber = at + 1;
    await expect(keypad(player)).toHaveAccessibleName(`Keypad for hole ${holeNumber}`);
    await tapGross(player, own);
    await expect(them, "after the golfer's own gross, the marked player's on the same hole").toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(holeHeader(player, holeNumber)).toBeVisible();
    await expect(you).toContainText(String(own));
    await tapGross(player, marked);
    await expect(holeHeader(player, holeNumber + 1), "then the next hole").toBeVisible();
    await expect(you).toHaveAttribute("aria-pressed", "true");
  }
  await player.screenshot({ path: `${SHOTS}/hole-4-${testInfo.project.name}.png` });

  // A row chosen by hand takes the next tap: the marked player's 4 on hole 3 corrected to 5.
  await keypad(player).getByRole("button", { name: "Previous hole" }).click();
  await expect(holeHeader(player, 3)).toBeVisible();
  await them.click();
  await tapGross(player, 5);
  await expect(holeHeader(player, 4)).toBeVisible();

  await expectEverySaved(player);
  await expect
    .poll(async () => (await serverGross(player, cards.get(playerName)!.id)).slice(0, 4))
    .toEqual([5, 3, 4, null]);
  await expect
    .poll(async () => (await serverGross(player, cards.get(markedName)!.id)).slice(0, 4))
    .toEqual([4, 6, 5, null]);
  await Promise.all([owner, player].map((page) => page.context().close()));
});
