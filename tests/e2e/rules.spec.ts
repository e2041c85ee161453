import { expect, test } from "@playwright/test";
import { newPerson, register, screenshot, signedInAs, signInAsAlex, sundaySwingersPath } from "./support/app";
import { callApi } from "./support/scoring";

// The rules page and "Why?" (docs/screens-and-api.md#rules). The preview on the demo society stores nothing; the
// rules are saved only on a sweep the test makes itself, so the projects running side by side never meet.

test("the owner previews a change of rules against the season's results before saving anything", async ({
  page,
}, testInfo) => {
  await signInAsAlex(page);
  const sweepPath = await sundaySwingersPath(page);
  await page.goto(`${sweepPath}/rules`);
  await expect(page.getByRole("heading", { name: "Order of merit" })).toBeVisible();
  await expect(page.getByLabel("Best N events count")).toHaveValue("6");

  await page.getByLabel("Best N events count").fill("1");
  await page.getByLabel("Non-returns get the participation points").check();
  await page.getByRole("button", { name: "Preview" }).click();
  const preview = page.getByTestId("rules-preview");
  await expect(preview).toContainText(/order of merit \(\d+ events\) would read as below/);
  await expect(preview.getByRole("table").first()).toBeVisible();
  await expect(preview.getByText("moves").first()).toBeVisible();
  await screenshot(page, testInfo, "rules-preview");
});

test("an owner saves new rules, and the history says who changed what", async ({ browser }, testInfo) => {
  const page = await (await browser.newContext()).newPage();
  await register(page, newPerson(testInfo, "Rula"));
  const sweep = await callApi<{ id: string }>(page, "POST", "/api/sweeps/createSweep", {
    name: `Rules Society ${testInfo.project.name} ${Date.now().toString(36)}`,
  });
  await page.goto(`/sweeps/${sweep.id}/rules`);
  await expect(page.getByText("No changes yet")).toBeVisible();
  await page.getByLabel("Best N events count").fill("6");
  await page.getByLabel("Position cuts").fill("1, 0.5");
  await page.getByLabel("Competition allowance").selectOption("0.95");
  await page.getByRole("button", { name: "Save rules" }).click();
  const history = page.getByRole("region", { name: "History" }).or(page.getByRole("list").last());
  await expect(history).toContainText("best N: none \u2192 6");
  await expect(history).toContainText("position cuts: none \u2192 1: 1, 2: 0.5");
  await expect(history).toContainText("competition: 1, winter: 0.75 \u2192 competition: 0.95, winter: 0.75");
  await page.reload();
  await expect(page.getByLabel("Position cuts")).toHaveValue("1, 0.5");
  await screenshot(page, testInfo, "rules-saved");
});

test("a member reads why their handicap and points are what they are", async ({ browser }, testInfo) => {
  const page = await signedInAs(browser, "Priya Shah");
  await page.goto("/sweeps");
  const sweepPath = await sundaySwingersPath(page);
  await page.goto(sweepPath);
  await page.getByRole("link", { name: "Why?" }).click();
  const explanation = page.getByTestId("explanation");
  await expect(explanation.getByRole("heading", { name: "Why Priya Shah's handicap is what it is" })).toBeVisible();
  await expect(explanation.getByText(/with \d+ points: /).first()).toBeVisible();
  await expect(explanation.getByText(/^\d+(\.\d)? points?: /).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Rules" })).toHaveCount(0);
  await screenshot(page, testInfo, "explain-my-handicap");
});
