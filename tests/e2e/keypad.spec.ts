// The keypad and the card's keyboard (docs/screens-and-api.md#playing-and-marking-a-card and
// #typing-a-card-on-a-keyboard), at both sizes: each test scores its own event.
import { expect, type Locator, type Page, test, type TestInfo } from "@playwright/test";
import { SECOND_DIGIT_WAIT_MS } from "@/components/card/keypad-typing";
import type { ScorecardDto } from "@/lib/validation/scorecards";
import { isPhone, openMenu, screenshot, signedInAs } from "./support/app";
import { callApi, drawnEvent, expectEverySaved, holeRow, keypad, showFullCard, tapGross } from "./support/scoring";

/** Alex's own card in an event of his own, open on the newer card page with its keypad beside the full table. */
async function ownCard(page: Page) {
  const { sweepId, eventId, cards } = await drawnEvent(page, ["Alex Morgan"]);
  const card = cards.get("Alex Morgan")!;
  await page.goto(`/sweeps/${sweepId}/events/${eventId}/cards/${card.id}`);
  await expect(keypad(page)).toHaveAccessibleName("Keypad for hole 1");
  await showFullCard(page);
  return card;
}

/** The first holes' grosses as the server keeps them. */
async function savedGrosses(page: Page, cardId: string, holes: number) {
  const card = await callApi<ScorecardDto>(page, "GET", `/api/scorecards/${cardId}`);
  return card.scores.map((score) => score.gross).slice(0, holes);
}

const key = (page: Page, name: string) => keypad(page).getByRole("button", { name, exact: true });
const grossOf = (page: Page, holeNumber: number) => holeRow(page, holeNumber).gross;

test("after the 18th hole the keypad stops with the card complete, and a chosen hole can still be changed", async ({
  browser,
}, testInfo) => {
  const owner = await signedInAs(browser, "Alex Morgan");
  await ownCard(owner);
  for (let hole = 1; hole <= 4; hole++) await tapGross(owner, 4);
  await keypad(owner).getByRole("button", { name: "Next hole" }).click();
  for (let hole = 6; hole <= 18; hole++) await tapGross(owner, 4);

  await expect(keypad(owner), "a hole left empty: the end of the card, not hole 1").toHaveAccessibleName(
    "Keypad, end of the card",
  );
  await expect(keypad(owner)).toContainText("Hole 5 has no score yet.");
  await expect(keypad(owner).getByRole("button", { name: "4", exact: true })).toHaveCount(0);
  await expect(keypad(owner).getByRole("button", { name: "Next hole" })).toBeDisabled();
  await screenshot(owner, testInfo, "keypad-end-of-card");
  await keypad(owner).getByRole("button", { name: "Go to hole 5" }).click();
  await expect(keypad(owner)).toHaveAccessibleName("Keypad for hole 5");
  await tapGross(owner, 5);
  await owner.getByRole("button", { name: "Mark hole 18", exact: true }).click();
  await tapGross(owner, 3);

  await expect(keypad(owner)).toHaveAccessibleName("Keypad, card complete");
  await expect(keypad(owner)).toContainText("Every hole has a score.");
  await expect(owner.locator('tr[aria-current="step"]'), "no hole is selected").toHaveCount(0);
  await screenshot(owner, testInfo, "keypad-card-complete");
  await expectEverySaved(owner);
  await expect(grossOf(owner, 1)).toHaveText(/^4\b/);
  await expect(grossOf(owner, 18)).toHaveText(/^3\b/);

  await keypad(owner).getByRole("button", { name: "Back to the last hole" }).click();
  await expect(keypad(owner)).toHaveAccessibleName("Keypad for hole 18");
  await owner.getByRole("button", { name: "Mark hole 1", exact: true }).click();
  await tapGross(owner, 6);
  await expect(grossOf(owner, 1)).toHaveText(/^6\b/);
  await expect(keypad(owner)).toHaveAccessibleName("Keypad for hole 2");
  await owner.context().close();
});

test("on a keyboard: Skip to keypad is the first Tab, digits score (10 as 1 then 0), Backspace clears, arrows move, Enter moves on", async ({
  browser,
}, testInfo) => {
  const owner = await signedInAs(browser, "Alex Morgan");
  const { id: cardId } = await ownCard(owner);
  // The second-digit wait is a timer. The page's clock stands still while keys are typed, so a loaded machine's
  // slow key presses cannot outlast the wait, and the wait itself runs only when the test says so.
  await owner.clock.install();
  // From the top of the page, as a keyboard user arrives (ownCard's view toggle holds the focus).
  await owner.reload();
  await expect(keypad(owner)).toHaveAccessibleName("Keypad for hole 1");
  await owner.keyboard.press("Tab");
  const skip = owner.getByRole("link", { name: "Skip to keypad" });
  await expect(skip).toBeFocused();
  await screenshot(owner, testInfo, "keypad-skip-link");
  await owner.keyboard.press("Enter");
  await expect(keypad(owner)).toBeFocused();
  await owner.clock.pauseAt(Date.now() + 1_000);

  await owner.keyboard.press("4");
  await expect(keypad(owner)).toHaveAccessibleName("Keypad for hole 2");
  await owner.keyboard.type("10");
  await expect(keypad(owner)).toHaveAccessibleName("Keypad for hole 3");
  // A 1 waits a moment for a second digit; Enter saves it at once.
  await owner.keyboard.press("1");
  await owner.keyboard.press("Enter");
  await expect(keypad(owner)).toHaveAccessibleName("Keypad for hole 4");
  await owner.keyboard.press("5");
  await owner.keyboard.press("ArrowLeft");
  await expect(keypad(owner)).toHaveAccessibleName("Keypad for hole 4");
  await owner.keyboard.press("Backspace");
  await expect(keypad(owner), "Backspace clears and stays").toHaveAccessibleName("Keypad for hole 4");
  await owner.keyboard.press("ArrowRight");
  await owner.keyboard.press("Enter");
  await expect(keypad(owner), "Enter with nothing typed moves on").toHaveAccessibleName("Keypad for hole 6");
  await owner.keyboard.type("20");
  await owner.clock.resume();

  await expectEverySaved(owner);
  await expect(grossOf(owner, 2)).toHaveText(/^10\b/);
  expect(await savedGrosses(owner, cardId, 6)).toEqual([4, 10, 1, null, null, 20]);

  // The card's own buttons take digits too: a hole chosen with the keyboard is scored from the keyboard.
  await owner.getByRole("button", { name: "Mark hole 9", exact: true }).focus();
  await owner.keyboard.press("Enter");
  await expect(keypad(owner)).toHaveAccessibleName("Keypad for hole 9");
  await owner.keyboard.press("6");
  await expect(grossOf(owner, 9)).toHaveText(/^6\b/);
  await expect(keypad(owner)).toHaveAccessibleName("Keypad for hole 10");
  await owner.clock.pauseAt(Date.now() + 60_000);
  await owner.keyboard.press("1");
  await expect(keypad(owner).getByLabel("Typed 1, waiting for a second digit")).toBeVisible();
  await screenshot(owner, testInfo, "keypad-typed-waiting");
  await owner.clock.runFor(SECOND_DIGIT_WAIT_MS);
  await expect(keypad(owner), "a 1 left waiting is saved as 1").toHaveAccessibleName("Keypad for hole 11");
  await owner.clock.resume();
  await expect(grossOf(owner, 10)).toHaveText(/^1\b/);
  await owner.context().close();
});

test("a card dialog closed by Escape gives focus back to what opened it, and Skip to keypad leads to hole entry", async ({
  browser,
}) => {
  const owner = await signedInAs(browser, "Alex Morgan");
  const { cards } = await drawnEvent(owner, ["Alex Morgan"]);
  await owner.goto(`/scorecard/enter/${cards.get("Alex Morgan")!.id}`);
  // The mark screen's "Enter hole N" button, and the same hole's button in the table.
  const entry = (holeNumber: number) =>
    owner.getByRole("button", { name: `Enter hole ${holeNumber}`, exact: true }).filter({ hasText: "Enter hole" });
  const row = (holeNumber: number) =>
    owner
      .getByRole("button", { name: `Enter hole ${holeNumber}`, exact: true })
      .filter({ hasText: new RegExp(`^${holeNumber}$`) });
  const enterHole = entry(1);
  await expect(enterHole).toBeVisible();
  await owner.keyboard.press("Tab");
  await expect(owner.getByRole("link", { name: "Skip to keypad" })).toBeFocused();
  await owner.keyboard.press("Enter");
  await expect(enterHole).toBeFocused();

  await owner.keyboard.press("Enter");
  const hole = owner.getByRole("dialog", { name: "Hole 1 gross" });
  await expect(hole).toBeVisible();
  await owner.keyboard.press("5");
  await expect(owner.getByRole("dialog", { name: "Hole 2 gross" })).toBeVisible();
  await owner.keyboard.press("Escape");
  await expect(owner.getByRole("dialog")).toHaveCount(0);
  await expect(entry(2)).toBeFocused();
  await expect(grossOf(owner, 1)).toHaveText(/^5\b/);

  const wholeCard = owner.getByRole("button", { name: "Enter whole card" });
  await wholeCard.click();
  await expect(owner.getByRole("dialog", { name: "Enter the whole card" })).toBeVisible();
  await owner.keyboard.press("Escape");
  await expect(owner.getByRole("dialog")).toHaveCount(0);
  await expect(wholeCard).toBeFocused();

  await row(4).click();
  await expect(owner.getByRole("dialog", { name: "Hole 4 gross" })).toBeVisible();
  await owner.keyboard.press("Escape");
  await expect(row(4), "the row's button opened it").toBeFocused();
  await owner.context().close();
});

const PAPER = [5, 1, 3, 6, 5, 4, 4, 5, 6, 4, 3, 5, 4, 5, 3, 4, 6, 5];

test("an admin marking a card from the event page types the whole paper card from the card's More menu", async ({
  browser,
}) => {
  const owner = await signedInAs(browser, "Alex Morgan");
  const { id: cardId } = await ownCard(owner);
  await openMenu(owner.getByRole("button", { name: "More", exact: true }));
  await owner.getByRole("menuitem", { name: "Enter whole card" }).click();
  const form = owner.getByRole("dialog", { name: "Enter the whole card" });
  for (const [at, gross] of PAPER.entries()) await form.getByLabel(`Hole ${at + 1} gross`).fill(String(gross));
  await expect(form.getByRole("status", { name: "Total gross" })).toHaveText("78");
  await form.getByRole("button", { name: "Save card" }).click();
  await expect(form).toBeHidden();
  await expectEverySaved(owner);
  expect(await savedGrosses(owner, cardId, 18)).toEqual(PAPER);
  await owner.context().close();
});

test("an admin types a paper card in one row with Tab, checks the running totals, and a likely slip is named but saved", async ({
  browser,
}, testInfo) => {
  const owner = await signedInAs(browser, "Alex Morgan");
  const { cards } = await drawnEvent(owner, ["Alex Morgan"]);
  await owner.goto(`/scorecard/enter/${cards.get("Alex Morgan")!.id}`);
  await owner.getByRole("button", { name: "Enter whole card" }).click();
  const form = owner.getByRole("dialog", { name: "Enter the whole card" });
  await form.getByLabel("Hole 1 gross").focus();
  for (const gross of PAPER.slice(0, 12)) {
    await owner.keyboard.type(String(gross));
    await owner.keyboard.press("Tab");
  }
  const total = (name: string) => form.getByRole("status", { name });
  await expect(total("Out gross")).toHaveText("39");
  await expect(total("In gross, 3 of 9 holes")).toHaveText("12");
  await expect(total("Total gross, 12 of 18 holes")).toHaveText("51");
  for (const gross of PAPER.slice(12)) {
    await owner.keyboard.type(String(gross));
    await owner.keyboard.press("Tab");
  }
  await expect(form.getByLabel("Hole 18 gross")).toHaveValue("5");
  await expect(total("In gross")).toHaveText("39");
  await expect(total("Total gross")).toHaveText("78");
  await expect(form.getByRole("list", { name: "Likely slips" })).toHaveText("Hole 2: 1 on a par 4?");

  const boxes = await Promise.all(
    Array.from({ length: 18 }, (_, at) => form.getByLabel(`Hole ${at + 1} gross`).boundingBox()),
  );
  const rows = new Set(boxes.map((box) => Math.round(box!.y)));
  // One row at 1280 px, as on the paper; five boxes a row on a phone.
  expect(rows.size).toBe(isPhone(testInfo) ? 4 : 1);
  await screenshot(owner, testInfo, "keypad-whole-card");
  await form.getByRole("button", { name: "Save card" }).click();
  await expect(form).toBeHidden();
  await expectEverySaved(owner);
  await expect(grossOf(owner, 2)).toHaveText(/^1\b/);
  await expect(grossOf(owner, 18)).toHaveText(/^5\b/);
  await owner.context().close();
});

test("a likely slip is asked once without stopping the next hole: Keep keeps it, Change goes back to it", async ({
  browser,
}, testInfo) => {
  const owner = await signedInAs(browser, "Alex Morgan");
  await ownCard(owner);
  const question = keypad(owner).getByRole("group", { name: "Check a score" });
  await tapGross(owner, 1);
  await expect(question).toContainText("Hole 1: 1 on a par 4?");
  await expect(keypad(owner), "the slip does not stop the next hole").toHaveAccessibleName("Keypad for hole 2");
  await tapGross(owner, 4);
  await expect(question).toContainText("Hole 1: 1 on a par 4?");
  await screenshot(owner, testInfo, "keypad-slip-question");
  await question.getByRole("button", { name: "Keep 1" }).click();
  await expect(question).toHaveCount(0);

  await owner.getByRole("button", { name: "Mark hole 1", exact: true }).click();
  await tapGross(owner, 1);
  await expect(keypad(owner)).toHaveAccessibleName("Keypad for hole 2");
  await expect(question, "kept once, not asked again").toHaveCount(0);

  await tapGross(owner, 11);
  await expect(question).toContainText("Hole 2: 11 on a par 4?");
  await question.getByRole("button", { name: "Change" }).click();
  await expect(keypad(owner)).toHaveAccessibleName("Keypad for hole 2");
  await tapGross(owner, 5);
  await expect(question).toHaveCount(0);
  await expectEverySaved(owner);
  await expect(grossOf(owner, 1)).toHaveText(/^1\b/);
  await expect(grossOf(owner, 2)).toHaveText(/^5\b/);
  await owner.context().close();
});

/** Taps a key as the device does: a finger on the phone, the mouse on the desktop. */
const press = (locator: Locator, testInfo: TestInfo) => (isPhone(testInfo) ? locator.tap() : locator.click());

test("one tap is one digit: the key acts as the finger or button lifts and the click after it changes nothing", async ({
  browser,
}, testInfo) => {
  const owner = await signedInAs(browser, "Alex Morgan");
  const { id: cardId } = await ownCard(owner);
  await press(key(owner, "5"), testInfo);
  await expect(keypad(owner)).toHaveAccessibleName("Keypad for hole 2");
  // "10+" turns its own place into the 20 key: the click that follows the lift must not press it.
  await press(keypad(owner).getByRole("button", { name: "10 or more" }), testInfo);
  await expect(key(owner, "20")).toBeVisible();
  await press(key(owner, "12"), testInfo);
  await expect(keypad(owner)).toHaveAccessibleName("Keypad for hole 3");
  await press(key(owner, "3"), testInfo);
  await expect(keypad(owner)).toHaveAccessibleName("Keypad for hole 4");
  // From the keyboard: Enter and Space on a focused key press it once.
  await key(owner, "6").focus();
  await owner.keyboard.press("Enter");
  await expect(keypad(owner)).toHaveAccessibleName("Keypad for hole 5");
  await key(owner, "4").focus();
  await owner.keyboard.press(" ");
  await expect(keypad(owner)).toHaveAccessibleName("Keypad for hole 6");

  await expectEverySaved(owner);
  await expect(grossOf(owner, 2)).toHaveText(/^12\b/);
  expect(await savedGrosses(owner, cardId, 6)).toEqual([5, 12, 3, 6, 4, null]);
  await owner.context().close();
});

const signerFor = (testInfo: TestInfo) => (isPhone(testInfo) ? "Hannah Lewis" : "Gareth Evans");

test("an admin's reason to change a signed card sits on its own surface, and keypad and reason keep under half the screen", async ({
  browser,
}, testInfo) => {
  const playerName = signerFor(testInfo);
  const owner = await signedInAs(browser, "Alex Morgan");
  const { sweepId, eventId, cards } = await drawnEvent(owner, ["Alex Morgan", playerName]);
  const cardId = cards.get(playerName)!.id;
  const cardPath = `/sweeps/${sweepId}/events/${eventId}/cards/${cardId}`;
  await owner.goto(`${cardPath}?mark`);
  await keypad(owner).focus();
  for (let hole = 1; hole <= 18; hole++) await owner.keyboard.press("4");
  await expect(keypad(owner)).toHaveAccessibleName("Keypad, card complete");
  await expectEverySaved(owner);

  const player = await signedInAs(browser, playerName);
  await player.goto(cardPath);
  const signed = async (page: Page) => {
    const { version } = await callApi<ScorecardDto>(page, "GET", `/api/scorecards/${cardId}`);
    await callApi(page, "POST", `/api/cards/${cardId}/signatures`, { version });
  };
  await signed(player);
  await signed(owner);

  await owner.goto(`${cardPath}?mark`);
  await showFullCard(owner);
  // On a phone the keys stuck under the table cover its first rows: the keypad's own arrows reach hole 7.
  await expect(keypad(owner)).toHaveAttribute("aria-label", /^Keypad (for hole \d+|, card complete)$/);
  const back = keypad(owner).getByRole("button", { name: "Back to the last hole" });
  if (await back.isVisible()) await back.click();
  for (let moves = 0; moves < 18; moves++) {
    const at = Number((await keypad(owner).getAttribute("aria-label"))?.replace("Keypad for hole ", ""));
    if (at === 7) break;
    await keypad(owner)
      .getByRole("button", { name: at > 7 ? "Previous hole" : "Next hole" })
      .click();
    await expect(keypad(owner)).toHaveAttribute("aria-label", `Keypad for hole ${at > 7 ? at - 1 : at + 1}`);
  }
  const reason = owner.getByRole("group", { name: "Reason for the change" });
  await expect(reason).toBeVisible();
  await owner.keyboard.press("6");
  await expect(keypad(owner), "the keyboard waits for the reason too").toHaveAccessibleName("Keypad for hole 7");
  const background = await reason.evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(background, "a surface of its own, not see-through").not.toMatch(/^rgba\(0, 0, 0, 0\)$|^transparent$/);
  const viewport = owner.viewportSize()!;
  const pad = (await keypad(owner).boundingBox())!;
  const box = (await reason.boundingBox())!;
  expect(box.y + box.height, "the reason sits above the keys, not over them").toBeLessThanOrEqual(pad.y + 1);
  // On a phone they ride over the card together; on a wide screen they stand beside it.
  if (isPhone(testInfo))
    expect(pad.y + pad.height - box.y, "keypad and reason under half the screen").toBeLessThan(viewport.height / 2);
  await screenshot(owner, testInfo, "keypad-correction-reason");

  await reason.getByLabel("Why are you changing this signed card?").fill("5 on the 7th, agreed with both");
  await tapGross(owner, 5);
  await expectEverySaved(owner);
  await expect(grossOf(owner, 7)).toHaveText(/^5\b/);
  expect((await savedGrosses(owner, cardId, 7)).at(6)).toBe(5);
  await Promise.all([owner, player].map((page) => page.context().close()));
});
