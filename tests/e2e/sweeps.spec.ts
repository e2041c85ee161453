import { type Browser, expect, type Page, test } from "@playwright/test";
import { newPerson, register, screenshot } from "./support/app";

async function signedInPage(browser: Browser, person: ReturnType<typeof newPerson>): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await register(page, person);
  // Registration ends on the home page; let it finish arriving before going elsewhere.
  await expect(page.getByRole("heading", { name: "Your sweeps" })).toBeVisible();
  return page;
}

const sweepCard = (page: Page, name: string) =>
  page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });

test("a society forms: create a sweep, request to join, approve, record a plus handicap, filter members", async ({
  browser,
}, testInfo) => {
  const owner = newPerson(testInfo, "Olive");
  const golfer = newPerson(testInfo, "Gus");
  const sweepName = `Journey ${owner.lastName}`;

  const ownerPage = await signedInPage(browser, owner);
  await ownerPage.getByLabel("New sweep").fill(sweepName);
  await ownerPage.getByRole("button", { name: "Create sweep" }).click();
  await expect(ownerPage.getByRole("heading", { level: 1, name: sweepName })).toBeVisible();

  const golferPage = await signedInPage(browser, golfer);
  await golferPage.goto("/sweeps");
  const card = sweepCard(golferPage, sweepName);
  await card.getByRole("button", { name: "Join Sweep" }).click();
  await expect(card.getByText("Request pending")).toBeVisible();
  await expect(card.getByRole("link", { name: "Members" })).toHaveCount(0);
  await screenshot(golferPage, testInfo, "sweep-list");

  await ownerPage
    .getByRole("navigation", { name: "Sweep" })
    .getByRole("link", { name: /Members/ })
    .click();
  const golferName = `${golfer.firstName} ${golfer.lastName}`;
  await ownerPage.locator("summary").filter({ hasText: "1 join request" }).click();
  await ownerPage.getByRole("button", { name: `Approve ${golferName}` }).click();
  await expect(ownerPage.getByText(`${golferName} is now a member.`)).toBeVisible();
  await expect(ownerPage.getByText("No join requests waiting")).toBeVisible();
  await expect(ownerPage.locator("dl").first()).toContainText(/Members\s*2/);

  await golferPage.reload();
  const approvedCard = sweepCard(golferPage, sweepName);
  for (const name of ["Leaderboard", "Members", "Events"])
    await expect(approvedCard.getByRole("link", { name })).toBeVisible();

  await ownerPage.getByRole("button", { name: new RegExp(golferName) }).click();
  const panel = ownerPage.getByRole("dialog", { name: golferName });
  await panel.getByLabel("New handicap").fill("+2");
  await panel.getByLabel("Why").fill("Plus two from the club");
  await panel.getByRole("button", { name: "Add" }).click();
  await expect(panel.getByRole("list", { name: "Handicap history" })).toContainText("+2 (+2.0)");
  await screenshot(ownerPage, testInfo, "member-side-panel");
  await panel.getByRole("button", { name: "Close" }).click();

  await ownerPage.getByLabel("Filter by name").fill(golfer.lastName.toUpperCase());
  const rows = ownerPage.getByRole("tabpanel").getByRole("listitem");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(golferName);
  await expect(rows.first()).toContainText("+2");
  await ownerPage.getByLabel("Filter by name").fill("");
  await ownerPage.getByRole("tab", { name: "History" }).click();
  await expect(ownerPage.getByRole("tabpanel").getByRole("row", { name: new RegExp(golferName) })).toContainText(
    "+2.0",
  );
  await screenshot(ownerPage, testInfo, "members-history");
  await Promise.all([ownerPage.context().close(), golferPage.context().close()]);
});

test("the demo society's members page shows current handicaps, and non-members are offered to join", async ({
  page,
}, testInfo) => {
  await page.goto("/authentication/login");
  await page.getByLabel("Email").fill("alex@example.com");
  await page.getByLabel("Password").fill("sweeps-demo");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Your sweeps" })).toBeVisible();
  await screenshot(page, testInfo, "demo-sweep-list");

  await sweepCard(page, "Sunday Swingers").getByRole("link", { name: "Members" }).click();
  // Other specs change the demo's membership in parallel, so the owner's own row stands for the list.
  await expect(page.getByRole("tabpanel").getByRole("listitem").filter({ hasText: "Alex Morgan" })).toContainText(
    /Playing\s*\d+/,
  );
  // Requests wait in one line, so on a phone the members come first.
  await expect(page.getByRole("button", { name: "Approve Grace Holt" })).toBeHidden();
  // Other specs ask to join in parallel, so the count in the summary may be more than Grace's one.
  await page
    .locator("summary")
    .filter({ hasText: /\d+ join requests?/ })
    .click();
  await expect(page.getByRole("button", { name: "Approve Grace Holt" })).toBeVisible();
  await screenshot(page, testInfo, "demo-members");

  await page.goto("/sweeps");
  await sweepCard(page, "Thursday Roll-up").getByRole("link", { name: "Thursday Roll-up" }).click();
  await expect(page.getByText("Only members of Thursday Roll-up can see its events")).toBeVisible();
  await expect(page.getByRole("button", { name: "Join Sweep" })).toBeVisible();
});
