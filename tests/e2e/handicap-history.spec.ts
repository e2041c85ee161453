import { expect, type Page, test, type TestInfo } from "@playwright/test";
import { isPhone, screenshot, signIn } from "./support/app";

// Both projects run at once against one seeded society, so each size works on a member of its own.
const memberFor = (testInfo: TestInfo) => (isPhone(testInfo) ? "Hannah Lewis" : "Dan O'Brien");

async function openMemberDrawer(page: Page, name: string) {
  await page.goto("/authentication/login");
  await signIn(page, "alex@example.com", "sweeps-demo");
  await page.waitForURL((url) => !url.pathname.startsWith("/authentication"));
  await page.goto("/sweeps");
  await page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: "Sunday Swingers" }) })
    .getByRole("link", { name: "Members" })
    .click();
  await page
    .getByRole("tabpanel")
    .getByRole("button", { name: new RegExp(name) })
    .click();
  const panel = page.getByRole("dialog", { name });
  await expect(panel.getByRole("list", { name: "Handicap history" })).toBeVisible();
  return panel;
}

test("the secretary changes a handicap with a reason, withdraws it, and finds it in the audit", async ({
  page,
}, testInfo) => {
  const name = memberFor(testInfo);
  const panel = await openMemberDrawer(page, name);
  const history = panel.getByRole("list", { name: "Handicap history" });
  await page.screenshot({ path: `/work/shots/handicaps/after-members-drawer-${testInfo.project.name}.png` });

  await panel.getByLabel("New handicap").fill("30.4");
  await panel.getByRole("button", { name: "Add" }).click();
  await expect(panel.getByText("Say why, e.g. “New WHS index from the club”.")).toBeVisible();
  await panel.getByLabel("Why").fill("New WHS index from the club");
  await panel.getByRole("button", { name: "Add" }).click();
  const newest = history.getByRole("listitem").first();
  await expect(newest).toContainText("30 (30.4)");
  await expect(newest).toContainText("“New WHS index from the club” · by Alex Morgan");
  await screenshot(page, testInfo, "handicap-change-with-reason");
  await page.screenshot({ path: `/work/shots/handicaps/after-members-drawer-reason-${testInfo.project.name}.png` });

  await newest.getByRole("button", { name: /^Withdraw the entry of / }).click();
  const dialog = page.getByRole("alertdialog", { name: `Withdraw ${name}'s handicap entry?` });
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await dialog.getByRole("button", { name: `Withdraw ${name}'s entry` }).click();
  await expect(dialog.getByText("Say why, e.g. “New WHS index from the club”.")).toBeVisible();
  await dialog.getByLabel("Why").fill("Recorded for the wrong member");
  await page.screenshot({ path: `/work/shots/handicaps/after-withdraw-dialog-${testInfo.project.name}.png` });
  await dialog.getByRole("button", { name: `Withdraw ${name}'s entry` }).click();
  await expect(dialog).toBeHidden();
  await expect(history).not.toContainText("30 (30.4)");

  const audit = panel.locator("summary", { hasText: "Withdrawn and corrected entries" });
  await audit.click();
  const withdrawn = panel.getByRole("list", { name: "Withdrawn and corrected entries" }).getByRole("listitem").first();
  await expect(withdrawn).toContainText("30 (30.4)");
  await expect(withdrawn).toContainText("“New WHS index from the club” · by Alex Morgan");
  await expect(withdrawn).toContainText("by Alex Morgan: “Recorded for the wrong member”");
  await withdrawn.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/work/shots/handicaps/after-members-drawer-audit-${testInfo.project.name}.png` });
});
