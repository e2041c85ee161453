import { expect, type Page, test, type TestInfo } from "@playwright/test";
import { isPhone, screenshot, signIn } from "./support/app";

// Both projects run at once against one seeded society, so each size works on a member and an event of its own.
const memberFor = (testInfo: TestInfo) => (isPhone(testInfo) ? "Hannah Lewis" : "Dan O'Brien");
const REASON_MISSING = "Say why, e.g. “New WHS index from the club”.";
const EVENT_PAGE = /\/sweeps\/[0-9a-f-]{36}\/events\/[0-9a-f-]{36}$/;

async function openSundaySwingers(page: Page) {
  await page.goto("/authentication/login");
  await signIn(page, "alex@example.com", "sweeps-demo");
  await page.waitForURL((url) => !url.pathname.startsWith("/authentication"));
  await page.goto("/sweeps");
  await page.getByRole("link", { name: "Sunday Swingers" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Sunday Swingers" })).toBeVisible();
  return page.url();
}

/** A new event on Heathview with the member alone in it, drawn: answers its page's address. */
async function drawnEventWith(page: Page, name: string) {
  await page.getByRole("link", { name: "New event" }).click();
  await page.getByLabel("Course").selectOption({ label: "Heathview (par 71)" });
  await page.getByRole("button", { name: "Create event" }).click();
  await expect(page).toHaveURL(EVENT_PAGE);
  const eventUrl = page.url();
  await page.getByRole("button", { name: "Add players" }).click();
  const adding = page.getByRole("dialog", { name: "Add players" });
  await adding.getByLabel("Filter by name").fill(name.split(" ")[1] ?? name);
  await adding.getByRole("button", { name: `Add ${name}` }).click();
  await expect(adding.getByRole("status")).toHaveText(`Added ${name}.`);
  await adding.getByRole("button", { name: "Close" }).click();
  await page.getByRole("button", { name: "Create Draw" }).click();
  await page
    .getByRole("alertdialog", { name: "Make the draw?" })
    .getByRole("button", { name: "Make the draw" })
    .click();
  await expect(page.getByText("The draw is made: 1 group.", { exact: false })).toBeVisible();
  return eventUrl;
}

async function openMemberDrawer(page: Page, sweepUrl: string, name: string) {
  await page.goto(`${sweepUrl}/members`);
  await page
    .getByRole("tabpanel")
    .getByRole("button", { name: new RegExp(name) })
    .click();
  const panel = page.getByRole("dialog", { name });
  await expect(panel.getByRole("list", { name: "Handicap history" })).toBeVisible();
  return panel;
}

const updatesNote = (page: Page) => page.getByRole("region", { name: "Handicaps updated after the draw" });

test("the secretary changes a handicap after the draw with a reason, sees the drawn event follow, then withdraws it", async ({
  page,
}, testInfo) => {
  const name = memberFor(testInfo);
  const sweepUrl = await openSundaySwingers(page);
  const eventUrl = await drawnEventWith(page, name);
  const drawnRow = page.getByRole("tabpanel").getByRole("listitem").filter({ hasText: name });
  const drawnHandicap = (await drawnRow.textContent()) ?? "";
  await expect(updatesNote(page)).toHaveCount(0);

  let panel = await openMemberDrawer(page, sweepUrl, name);
  const history = panel.getByRole("list", { name: "Handicap history" });
  await screenshot(page, testInfo, "handicaps-members-drawer");
  await panel.getByLabel("New handicap").fill("30.4");
  await panel.getByRole("button", { name: "Add" }).click();
  await expect(panel.getByText(REASON_MISSING)).toBeVisible();
  await panel.getByLabel("Why").fill("New WHS index from the club");
  await panel.getByRole("button", { name: "Add" }).click();
  const newest = history.getByRole("listitem").first();
  await expect(newest).toContainText("30 (30.4)");
  await expect(newest).toContainText("“New WHS index from the club” · by Alex Morgan");
  await screenshot(page, testInfo, "handicaps-members-drawer-reason");

  // The drawn event plays off the new handicap, and says so beside the groups and on the printed sheet.
  await page.goto(eventUrl);
  await expect(updatesNote(page)).toContainText(new RegExp(`${name}\\s*\\d+ → 30`));
  expect(drawnHandicap).not.toContain("30");
  await screenshot(page, testInfo, "event-handicaps-updated-after-draw");
  await page.goto(`${eventUrl}/print`);
  await expect(updatesNote(page)).toContainText(new RegExp(`${name}\\s*\\d+ → 30`));
  await screenshot(page, testInfo, "handicaps-draw-sheet-note");

  panel = await openMemberDrawer(page, sweepUrl, name);
  await panel
    .getByRole("list", { name: "Handicap history" })
    .getByRole("listitem")
    .first()
    .getByRole("button", { name: /^Withdraw the entry of / })
    .click();
  const dialog = page.getByRole("alertdialog", { name: `Withdraw ${name}'s handicap entry?` });
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await dialog.getByRole("button", { name: `Withdraw ${name}'s entry` }).click();
  await expect(dialog.getByText(REASON_MISSING)).toBeVisible();
  await dialog.getByLabel("Why").fill("Recorded for the wrong member");
  await screenshot(page, testInfo, "handicaps-withdraw-dialog");
  await dialog.getByRole("button", { name: `Withdraw ${name}'s entry` }).click();
  await expect(dialog).toBeHidden();
  await expect(panel.getByRole("list", { name: "Handicap history" })).not.toContainText("30 (30.4)");

  await panel.locator("summary", { hasText: "Withdrawn and corrected entries" }).click();
  const withdrawn = panel.getByRole("list", { name: "Withdrawn and corrected entries" }).getByRole("listitem").first();
  await expect(withdrawn).toContainText("30 (30.4)");
  await expect(withdrawn).toContainText("“New WHS index from the club” · by Alex Morgan");
  await expect(withdrawn).toContainText("by Alex Morgan: “Recorded for the wrong member”");
  await withdrawn.scrollIntoViewIfNeeded();
  await screenshot(page, testInfo, "handicaps-members-drawer-audit");

  // The withdrawal gives the card its handicap back: nothing changed since the draw any more.
  await page.goto(eventUrl);
  await expect(page.getByRole("tabpanel").getByRole("listitem").filter({ hasText: name })).toHaveText(drawnHandicap);
  await expect(updatesNote(page)).toHaveCount(0);
});
