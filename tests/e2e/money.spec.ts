import { expect, test, type TestInfo } from "@playwright/test";
import { isPhone, screenshot, signedInAs, signInAsAlex, sundaySwingersPath } from "./support/app";

// Both projects run at once against one seeded society, so each size records a payment for a member of its own.
const payerFor = (testInfo: TestInfo) => (isPhone(testInfo) ? "Sam Patel" : "Jamie Fraser");

test("the treasurer sees the books balance and records a payment from a member", async ({ page }, testInfo) => {
  await signInAsAlex(page);
  const sweepPath = await sundaySwingersPath(page);
  await page.goto(`${sweepPath}/money`);
  await expect(page.getByRole("heading", { name: "Your purse" })).toBeVisible();
  const reconciliation = page.getByRole("table", { name: "Reconciliation" });
  await expect(reconciliation.getByRole("cell", { name: "Balanced" })).toBeVisible();
  // The demo's member in debt (prisma/seed/demo-money.ts) is listed owing.
  const chris = page.getByRole("table", { name: "Every member's purse" }).getByRole("row", { name: /Ravi Kumar/ });
  await expect(chris).toContainText("-£");

  const payer = payerFor(testInfo);
  const form = page.getByRole("form", { name: "Record a payment" });
  await form.getByLabel("Member").selectOption({ label: payer });
  await form.getByLabel("How").selectOption({ label: "Bank transfer" });
  await form.getByLabel("Amount").fill("5");
  await form.getByLabel("Reference (optional)").fill(`E2E ${testInfo.project.name}`);
  await form.getByRole("button", { name: "Record payment" }).click();
  await expect(form.getByRole("status")).toHaveText(`Recorded £5.00 from ${payer}.`);
  await expect(reconciliation.getByRole("cell", { name: "Balanced" })).toBeVisible();
  await screenshot(page, testInfo, "money-treasurer");
});

test("a member in debt sees what they owe and their statement", async ({ browser }, testInfo) => {
  const page = await signedInAs(browser, "Ravi Kumar");
  await page.goto("/sweeps");
  const sweepPath = await sundaySwingersPath(page);
  await page.goto(`${sweepPath}/money`);
  await expect(page.getByText(/^You owe £\d+\.\d\d$/)).toBeVisible();
  const statement = page.getByRole("table", { name: "Your statement" });
  await expect(statement.getByRole("row", { name: /Entry/ }).first()).toBeVisible();
  await expect(page.getByRole("form", { name: "Record a payment" })).toHaveCount(0);
  await screenshot(page, testInfo, "money-member");
  await page.context().close();
});
