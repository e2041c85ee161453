// The keypad at phone size: what a thumb needs on the course.
import { expect, test } from "@playwright/test";
import { signedInAs } from "../support/app";
import { drawnEvent, expectEverySaved, holeRow, keypad, showFullCard, tapGross } from "../support/scoring";

test("the keypad sits under the thumb with keys of 48 px and more, the card never scrolls sideways, and the hole being marked stays in view above the keypad", async ({
  browser,
}) => {
  const owner = await signedInAs(browser, "Alex Morgan");
  const { sweepId, eventId, cards } = await drawnEvent(owner, ["Alex Morgan"]);
  await owner.goto(`/sweeps/${sweepId}/events/${eventId}/cards/${cards.get("Alex Morgan")!.id}`);
  await expect(keypad(owner)).toHaveAccessibleName("Keypad for hole 1");
  await showFullCard(owner);

  const viewport = owner.viewportSize()!;
  const keypadBox = async () => (await keypad(owner).boundingBox())!;
  expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  const targets = [
    ...(await keypad(owner).getByRole("button").all()),
    ...(await owner.getByRole("button", { name: /^Mark hole/ }).all()),
  ];
  expect(targets.length).toBe(12 + 2 + 18);
  for (const key of targets) {
    const box = (await key.boundingBox())!;
    expect(
      Math.min(box.width, box.height),
      (await key.getAttribute("aria-label")) ?? (await key.innerText()),
    ).toBeGreaterThanOrEqual(48);
  }
  // The keypad rests on the round's tabs, which are fixed at the foot of the screen.
  const tabsTop = (await owner.getByRole("navigation", { name: "Round" }).boundingBox())!.y;
  expect((await owner.getByRole("navigation", { name: "Round" }).boundingBox())!.height + tabsTop).toBeCloseTo(
    viewport.height,
    0,
  );
  expect(Math.abs((await keypadBox()).y + (await keypadBox()).height - tabsTop)).toBeLessThan(1.5);

  for (let hole = 1; hole <= 11; hole++) await tapGross(owner, 4);
  await expect(keypad(owner)).toHaveAccessibleName("Keypad for hole 12");
  // The row of the hole being marked is scrolled clear of the sticky keypad, and the keypad stays on the tabs.
  await expect
    .poll(async () => {
      const row = (await holeRow(owner, 12).row.boundingBox())!;
      const pad = await keypadBox();
      return row.y > 0 && row.y + row.height <= pad.y + 1 && Math.abs(pad.y + pad.height - tabsTop) < 1.5;
    })
    .toBe(true);
  expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  await expectEverySaved(owner);
  await owner.context().close();
});
