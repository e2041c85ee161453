// The treasurer on a phone (docs/money-rules.md#the-treasurer): the owner appoints a member from the member's side
// panel, and the treasurer then records a payment on the Money page without gaining the admins' money settings. The
// sweep is this spec's own.
import { expect, test } from "@playwright/test";
import { newPerson, register, screenshot } from "../support/app";
import { callApi } from "../support/scoring";

test.describe.configure({ timeout: 120_000 });

test("the owner appoints a treasurer, who records a payment and nothing more", async ({ browser }, testInfo) => {
  // A secretary of their own: a demo member may create only a few sweeps an hour (lib/server/auth/write-limits.ts).
  const owner = await (await browser.newContext()).newPage();
  const sally = newPerson(testInfo, "Sally");
  await register(owner, sally);
  const { id: sweepId } = await callApi<{ id: string }>(owner, "POST", "/api/sweeps/createSweep", {
    name: `Books ${Date.now().toString(36)}`,
  });

  const treasurer = await (await browser.newContext()).newPage();
  const tess = newPerson(testInfo, "Tess");
  await register(treasurer, tess);
  await callApi(treasurer, "POST", `/api/sweeps/join/${sweepId}`);
  const { playerId } = await callApi<{ playerId: string }>(treasurer, "GET", "/api/account/getUserAuthDetails");
  await callApi(owner, "POST", "/api/sweeps/approve", { playerId, sweepId });

  await owner.goto(`/sweeps/${sweepId}/members`);
  await owner
    .getByRole("tabpanel")
    .getByRole("button", { name: new RegExp(tess.lastName) })
    .click();
  const panel = owner.getByRole("dialog", { name: `${tess.firstName} ${tess.lastName}` });
  // The panel shows the role at once; the treasurer's page is only theirs once the server has it.
  const appointed = owner.waitForResponse((response) => response.url().endsWith("/treasurer") && response.ok());
  await panel.getByRole("button", { name: "Make treasurer" }).click();
  await expect(panel.getByText("Member · Treasurer")).toBeVisible();
  await appointed;
  await expect(panel.getByRole("button", { name: "Remove treasurer role" })).toBeVisible();

  await treasurer.goto(`/sweeps/${sweepId}/money`);
  const form = treasurer.getByRole("form", { name: "Record a payment" });
  await form.getByLabel("Member").selectOption({ label: `${sally.firstName} ${sally.lastName}` });
  await form.getByLabel("Amount").fill("12.50");
  await form.getByRole("button", { name: "Record payment" }).click();
  await expect(form.getByRole("status")).toHaveText(`Recorded £12.50 from ${sally.firstName} ${sally.lastName}.`);
  await expect(treasurer.getByRole("table", { name: "Every member's purse" })).toBeVisible();
  await expect(treasurer.getByRole("form", { name: "Money settings" })).toHaveCount(0);
  await screenshot(treasurer, testInfo, "money-treasurer-appointed");
});
