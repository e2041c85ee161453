import { expect, type Page, test, type TestInfo } from "@playwright/test";
import { isPhone, newPerson, register, screenshot, signIn } from "./support/app";

// Both projects run at once against one seeded society, so each size works on members of its own.
const targets = (testInfo: TestInfo) =>
  isPhone(testInfo)
    ? { entryOf: "Ravi Kumar", removed: "Nina Kowalski" }
    : { entryOf: "Kate Murphy", removed: "Ben Carter" };

const sundayCard = (page: Page) =>
  page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Sunday Swingers" }) });

async function openSundayMembers(page: Page) {
  await page.goto("/authentication/login");
  await signIn(page, "alex@example.com", "sweeps-demo");
  await page.waitForURL((url) => !url.pathname.startsWith("/authentication"));
  await page.goto("/sweeps");
  await sundayCard(page).getByRole("link", { name: "Members" }).click();
  await expect(page.getByRole("tab", { name: "Current" })).toBeVisible();
}

async function openMember(page: Page, name: string) {
  await page
    .getByRole("tabpanel")
    .getByRole("button", { name: new RegExp(name) })
    .click();
  const panel = page.getByRole("dialog", { name });
  await expect(panel.getByRole("list", { name: "Handicap history" })).toBeVisible();
  return panel;
}

test("an owner withdraws a handicap entry and removes a member, each after a confirmation with Cancel", async ({
  page,
}, testInfo) => {
  const { entryOf, removed } = targets(testInfo);
  await openSundayMembers(page);

  const panel = await openMember(page, entryOf);
  // Counted by CSS: while the confirmation is open, everything behind it is hidden from the accessibility tree.
  const entries = page.locator('ul[aria-label="Handicap history"] > li');
  const before = await entries.count();
  const newest = panel.getByRole("button", { name: /^Withdraw the entry of / }).first();
  const entryLabel = (await newest.getAttribute("aria-label")) ?? "";

  await newest.click();
  const confirmation = page.getByRole("alertdialog", { name: `Withdraw ${entryOf}'s handicap entry?` });
  await expect(confirmation.getByRole("button", { name: "Cancel" })).toBeFocused();
  await screenshot(page, testInfo, "confirm-withdraw-entry");
  await confirmation.getByRole("button", { name: "Cancel" }).click();
  await expect(confirmation).toBeHidden();
  await expect(entries).toHaveCount(before);

  // Hold the server's answer: the entry goes at once, and a double tap sends one request.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const deletes: string[] = [];
  await page.route("**/api/handicaps/*", async (route) => {
    deletes.push(route.request().url());
    await held;
    await route.continue();
  });
  await panel.getByRole("button", { name: entryLabel }).click();
  await confirmation.getByLabel("Why").fill("Recorded twice");
  const confirm = confirmation.getByRole("button", { name: `Withdraw ${entryOf}'s entry` });
  await confirm.dblclick();
  await expect(entries).toHaveCount(before - 1);
  await expect(confirm).toBeDisabled();
  await screenshot(page, testInfo, "confirm-withdraw-entry-busy");
  release();
  await expect(confirmation).toBeHidden();
  await expect(entries).toHaveCount(before - 1);
  await expect(panel.getByRole("button", { name: entryLabel })).toHaveCount(0);
  expect(deletes).toHaveLength(1);
  await page.unroute("**/api/handicaps/*");

  const editDelete = await Promise.all(
    [
      panel.getByRole("button", { name: /^Correct the entry/ }).first(),
      panel.getByRole("button", { name: /^Withdraw the entry/ }).first(),
    ].map((b) => b.boundingBox()),
  );
  const [edit, del] = editDelete;
  expect(edit && del && Math.min(edit.height, del.height, edit.width, del.width)).toBeGreaterThanOrEqual(44);
  expect(edit && del && del.x - (edit.x + edit.width)).toBeGreaterThanOrEqual(8);
  await panel.getByRole("button", { name: "Close" }).click();

  const removedPanel = await openMember(page, removed);
  await removedPanel.getByRole("button", { name: "Remove from sweep" }).click();
  const removal = page.getByRole("alertdialog", { name: `Remove ${removed} from the sweep?` });
  await expect(removal.getByRole("button", { name: "Cancel" })).toBeFocused();
  await screenshot(page, testInfo, "confirm-remove-member");
  await page.keyboard.press("Escape");
  await expect(removal).toBeHidden();
  await expect(removedPanel).toBeVisible();
  await removedPanel.getByRole("button", { name: "Remove from sweep" }).click();
  await removal.getByRole("button", { name: "Cancel" }).click();
  await expect(removal).toBeHidden();
  await removedPanel.getByRole("button", { name: "Remove from sweep" }).click();
  await removal.getByRole("button", { name: `Remove ${removed}` }).click();
  await expect(removedPanel).toBeHidden();
  await expect(page.getByRole("tabpanel").getByRole("button", { name: new RegExp(removed) })).toHaveCount(0);
});

test("revoking a token asks first, and clears the box that showed it", async ({ page }, testInfo) => {
  await page.goto("/authentication/login");
  await signIn(page, "alex@example.com", "sweeps-demo");
  await page.waitForURL((url) => !url.pathname.startsWith("/authentication"));
  await page.goto("/authentication/profile");

  const name = `Spreadsheet ${testInfo.project.name}`;
  await page.getByLabel("Token name").fill(name);
  await page.getByRole("button", { name: "Create token" }).click();
  const tokenBox = page.getByText("Copy your new token now");
  await expect(tokenBox).toBeVisible();

  await page.getByRole("button", { name: `Revoke ${name}` }).click();
  const revocation = page.getByRole("alertdialog", { name: `Revoke the token “${name}”?` });
  await expect(revocation.getByRole("button", { name: "Cancel" })).toBeFocused();
  await screenshot(page, testInfo, "confirm-revoke-token");
  await revocation.getByRole("button", { name: "Cancel" }).click();
  await expect(tokenBox).toBeVisible();

  await page.getByRole("button", { name: `Revoke ${name}` }).click();
  await revocation.getByRole("button", { name: `Revoke ${name}` }).click();
  await expect(revocation).toBeHidden();
  await expect(tokenBox).toBeHidden();
  await expect(page.getByRole("button", { name: `Revoke ${name}` })).toHaveCount(0);
});

test("a declined request asks first, and the requester is told kindly and may ask again", async ({
  browser,
  page,
}, testInfo) => {
  const golfer = newPerson(testInfo, "Dora");
  const golferName = `${golfer.firstName} ${golfer.lastName}`;
  const golferPage = await (await browser.newContext()).newPage();
  await register(golferPage, golfer);
  await golferPage.goto("/sweeps");
  await sundayCard(golferPage).getByRole("button", { name: "Join Sweep" }).click();
  await expect(sundayCard(golferPage).getByText("Request pending")).toBeVisible();

  await openSundayMembers(page);
  // The requests fold into one line until opened; other specs' requests may be there too.
  await page
    .locator("summary")
    .filter({ hasText: /\d+ join requests?/ })
    .click();
  await page.getByRole("button", { name: `Decline ${golferName}` }).click();
  const decline = page.getByRole("alertdialog", { name: `Decline ${golferName}'s request?` });
  await expect(decline.getByRole("button", { name: "Cancel" })).toBeFocused();
  await screenshot(page, testInfo, "confirm-decline-request");
  await decline.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("button", { name: `Decline ${golferName}` })).toBeVisible();
  await page.getByRole("button", { name: `Decline ${golferName}` }).click();
  await decline.getByRole("button", { name: `Decline ${golferName}` }).click();
  await expect(page.getByText(`${golferName}'s request was declined.`)).toBeVisible();

  await golferPage.reload();
  await expect(sundayCard(golferPage).getByText("Your request to join was declined. You can ask again.")).toBeVisible();
  await screenshot(golferPage, testInfo, "request-declined");
  await sundayCard(golferPage).getByRole("button", { name: "Join Sweep" }).click();
  await expect(sundayCard(golferPage).getByText("Request pending")).toBeVisible();
  await golferPage.context().close();
});
