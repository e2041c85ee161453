import { expect, type Page, test, type TestInfo } from "@playwright/test";
import type { ScorecardDto } from "@/lib/validation/scorecards";
import { isPhone, screenshot, signedInAs } from "./support/app";
import {
  callApi,
  drawnEvent,
  expectEverySaved,
  expectKeptForNoSignal,
  holeRow,
  keypad,
  showFullCard,
  tapGross,
} from "./support/scoring";

// Each size plays its own event (drawn, dated today) with a pair of Sunday Swingers no other spec scores with.
const pairFor = (testInfo: TestInfo) =>
  isPhone(testInfo)
    ? { player: "Jamie Fraser", marked: "Ellie Brooks" }
    : { player: "Ravi Kumar", marked: "Kate Murphy" };

/** The player's own card: 1–8 with signal, 9–14 with none, then a reload with none, then 15–16. */
const OWN = [5, 4, 3, 6, 5, 4, 4, 5, 3, 6, 4, 5, 7, 4, 5, 3];
/** The card the player marks: 1–3 with signal, 4–6 with none. */
const MARKED = [4, 4, 5, 3, 6, 5];

const resumedAt = (page: Page, holeNumber: number) =>
  page.getByRole("status").filter({ hasText: `Resumed at hole ${holeNumber}` });
const markingTab = (page: Page, name: string) =>
  page.getByRole("tab", { name: new RegExp(`^Marking ${name.split(" ")[0]}`) });

/** Taps the keypad from `from` on, checking before each tap that the keypad is on the hole meant. */
async function tapHoles(page: Page, from: number, grosses: number[]) {
  for (const [at, gross] of grosses.entries()) {
    await expect(keypad(page)).toHaveAccessibleName(`Keypad for hole ${from + at}`);
    await tapGross(page, gross);
  }
}

/** The saves kept in the phone's outbox (IndexedDB), every card's. */
const outboxCount = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const opening = indexedDB.open("sweeps-scoring");
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const counting = opening.result.transaction("outbox").objectStore("outbox").count();
          counting.onsuccess = () => {
            opening.result.close();
            resolve(counting.result);
          };
        };
      }),
  );

/** Every hole of the card on the server: what was tapped, each written once (version 1), and the rest empty. */
async function expectServerHas(page: Page, cardId: string, tapped: number[]) {
  const expected = Array.from({ length: 18 }, (_, at) =>
    at < tapped.length ? { gross: tapped[at], version: 1 } : { gross: null, version: 0 },
  );
  await expect
    .poll(
      async () =>
        (await callApi<ScorecardDto>(page, "GET", `/api/scorecards/${cardId}`)).scores.map(({ gross, version }) => ({
          gross,
          version,
        })),
      { timeout: 30_000 },
    )
    .toEqual(expected);
}

test("a reload with no signal resumes after the scores waiting on the phone, and every tap reaches the server once", async ({
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  const { player: playerName, marked: markedName } = pairFor(testInfo);
  const owner = await signedInAs(browser, "Alex Morgan");
  const { eventId, cards } = await drawnEvent(owner, [playerName, markedName]);
  await owner.context().close();
  const [ownCard, markedCard] = [cards.get(playerName), cards.get(markedName)];
  expect(ownCard && markedCard, "both players have a card").toBeTruthy();

  const player = await signedInAs(browser, playerName);
  await player.goto(`/event/play/${eventId}`);
  await expectKeptForNoSignal(player);
  await showFullCard(player);

  await tapHoles(player, 1, OWN.slice(0, 8));
  await expectEverySaved(player);
  await markingTab(player, markedName).click();
  await tapHoles(player, 1, MARKED.slice(0, 3));
  await expectEverySaved(player);

  await player.context().setOffline(true);
  await tapHoles(player, 4, MARKED.slice(3));
  await player.getByRole("tab", { name: /^My card/ }).click();
  await tapHoles(player, 9, OWN.slice(8, 14));
  await expect(player.getByText("No signal · 6 waiting")).toBeVisible();
  await expect.poll(() => outboxCount(player), { message: "every tap is kept on the phone" }).toBe(9);

  await player.reload();
  await expect(keypad(player)).toHaveAccessibleName("Keypad for hole 15");
  await expect(resumedAt(player, 15)).toBeVisible();
  await expect(player.getByText("No signal · 6 waiting")).toBeVisible();
  for (const [at, gross] of OWN.slice(0, 14).entries())
    await expect(holeRow(player, at + 1).gross).toHaveText(new RegExp(`^${gross}\\b`));
  await screenshot(player, testInfo, "scoring-resumed");
  await markingTab(player, markedName).click();
  await expect(keypad(player)).toHaveAccessibleName("Keypad for hole 7");
  await expect(resumedAt(player, 7)).toBeVisible();
  await player.getByRole("tab", { name: /^My card/ }).click();

  await tapHoles(player, 15, OWN.slice(14));
  await expect(resumedAt(player, 15), "the line goes once the person has moved on").toHaveCount(0);
  await expect(player.getByText("No signal · 8 waiting")).toBeVisible();

  await player.context().setOffline(false);
  await expectServerHas(player, ownCard!.id, OWN);
  await expectServerHas(player, markedCard!.id, MARKED);
  await expectEverySaved(player);
  await player.context().close();
});
