import { expect, test } from "@playwright/test";
import { newPerson, register } from "./support/app";

test("registration refuses a common password before sending it, and shows its strength as it is typed", async ({
  page,
}, testInfo) => {
  const person = newPerson(testInfo, "Wendy");
  const registrations: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/account/register")) registrations.push(request.method());
  });
  await page.goto("/authentication/register");
  await page.getByLabel("First name").fill(person.firstName);
  await page.getByLabel("Last name").fill(person.lastName);
  await page.getByLabel("Email").fill(person.email);
  await page.getByLabel("Password").fill("1234567890");
  await expect(page.getByText("Strength: Very weak")).toBeVisible();
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(
    page.getByText("This is a frequently used password. Add more words that are less common.").first(),
  ).toBeVisible();
  expect(registrations).toEqual([]);

  await page.getByLabel("Password").fill(person.password);
  await expect(page.getByText("Strength: Very strong")).toBeVisible();
});

test("a taken email says so, with a link to sign in instead", async ({ page, browser }, testInfo) => {
  const person = newPerson(testInfo, "Dana");
  const first = await browser.newPage();
  await register(first, person);
  await first.close();

  await page.goto("/authentication/register");
  await page.getByLabel("First name").fill(person.firstName);
  await page.getByLabel("Last name").fill(person.lastName);
  await page.getByLabel("Email").fill(person.email);
  await page.getByLabel("Password").fill(person.password);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("An account with this email already exists.")).toBeVisible();
  await page.getByRole("link", { name: "Sign in instead." }).click();
  await expect(page).toHaveURL(/\/authentication\/login/);
});

test("sign out everywhere ends the session", async ({ page }, testInfo) => {
  const person = newPerson(testInfo, "Everett");
  await register(page, person);
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/authentication/profile");
  await page.getByRole("button", { name: "Sign out everywhere" }).click();
  await expect(page.getByText("You successfully logged out!")).toBeVisible();
  await page.goto("/authentication/profile");
  await expect(page).toHaveURL(/\/authentication\/login/);
});
