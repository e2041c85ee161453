// A member's own data on a phone (docs/self-hosting.md#privacy): the profile's "Download my data (JSON)" gives a JSON
// file with their account, and "Erase my account" waits for their email, then erases it and signs them out for good.
// The owner of a sweep is refused with what to do. The sweep and both people are this spec's own.
import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { BAD_CREDENTIALS_MESSAGE } from "@/lib/sign-in-errors";
import type { AccountDataDto } from "@/lib/validation/account-data";
import { newPerson, register, screenshot, signIn } from "../support/app";
import { callApi } from "../support/scoring";

test.describe.configure({ timeout: 120_000 });

/** Opens the profile's erase dialog and types the email into its box. */
async function askToErase(page: Page, email: string) {
  await page.goto("/authentication/profile");
  await page.getByRole("button", { name: "Erase my account" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Erase your account?" });
  const confirm = dialog.getByRole("button", { name: "Erase my account" });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel("Type your email address to confirm").fill(email);
  await expect(confirm).toBeEnabled();
  return { dialog, confirm };
}

test("a member downloads their data and erases their account; an owner is told why not", async ({
  browser,
}, testInfo) => {
  // A secretary of their own: a demo member may create only a few sweeps an hour (lib/server/auth/write-limits.ts).
  const owner = await (await browser.newContext()).newPage();
  const olive = newPerson(testInfo, "Olive");
  await register(owner, olive);
  const sweepName = `Privacy ${Date.now().toString(36)}`;
  const { id: sweepId } = await callApi<{ id: string }>(owner, "POST", "/api/sweeps/createSweep", { name: sweepName });

  const member = await (await browser.newContext()).newPage();
  const erin = newPerson(testInfo, "Erin");
  await register(member, erin);
  await callApi(member, "POST", `/api/sweeps/join/${sweepId}`);
  const { playerId } = await callApi<{ playerId: string }>(member, "GET", "/api/account/getUserAuthDetails");
  await callApi(owner, "POST", "/api/sweeps/approve", { playerId, sweepId });

  await member.goto("/authentication/profile");
  const [download] = await Promise.all([
    member.waitForEvent("download"),
    member.getByRole("link", { name: "Download my data (JSON)" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("sweeps-my-data.json");
  const data = JSON.parse(await readFile(await download.path(), "utf8")) as AccountDataDto;
  expect(data.account).toMatchObject({ email: erin.email, firstName: erin.firstName, lastName: erin.lastName });
  expect(data.memberships).toEqual([expect.objectContaining({ sweep: sweepName, isOwner: false, approved: true })]);

  const erasing = await askToErase(member, erin.email.toUpperCase());
  await screenshot(member, testInfo, "your-data-erase");
  await erasing.confirm.click();
  await member.waitForURL("/authentication/logged-out");
  await member.goto("/authentication/profile");
  await expect(member).toHaveURL(/\/authentication\/login/);
  await signIn(member, erin.email, erin.password);
  await expect(member.getByText(BAD_CREDENTIALS_MESSAGE)).toBeVisible();

  const refused = await askToErase(owner, olive.email);
  await refused.confirm.click();
  await expect(refused.dialog.getByRole("alert")).toContainText(`You own the sweep “${sweepName}”`);
  await expect(refused.dialog).toBeVisible();
  await owner.goto("/authentication/profile");
  await expect(owner.getByRole("heading", { name: "Your profile" })).toBeVisible();
});
