import { expect, test } from "@playwright/test";
import { expectSignedInAs, navLink, newPerson, register, screenshot, signIn } from "./support/app";

test("register, sign out, then sign in with the password and land on the guarded page asked for", async ({
  page,
}, testInfo) => {
  const person = newPerson(testInfo);
  await page.goto("/authentication/login");
  await screenshot(page, testInfo, "login");
  await register(page, person);
  await expect(page).toHaveURL(/\/$/);
  await expectSignedInAs(page, testInfo, `${person.firstName} ${person.lastName}`);
  await screenshot(page, testInfo, "home-signed-in");

  await (await navLink(page, testInfo, "Logout")).click();
  await expect(page.getByText("You successfully logged out!")).toBeVisible();
  await expect(await navLink(page, testInfo, "Login")).toBeVisible();

  await page.goto("/authentication/profile");
  await expect(page).toHaveURL(/\/authentication\/login\?returnUrl=%2Fauthentication%2Fprofile$/);
  await signIn(page, person.email, "not-the-password");
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(
    "That email and password do not match an account.",
  );
  await signIn(page, person.email, person.password);
  await expect(page).toHaveURL(/\/authentication\/profile$/);
  await expect(page.getByRole("heading", { name: "Your profile" })).toBeVisible();
});

test("registration explains each bad field and keeps what was typed", async ({ page }, testInfo) => {
  await page.goto("/authentication/register");
  await page.getByLabel("First name").fill("Robin");
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByLabel("Password").fill("short");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Last name is required.")).toBeVisible();
  await expect(page.getByText("Enter an email address like name@example.com.")).toBeVisible();
  await expect(page.getByText("Use at least 10 characters for your password.")).toBeVisible();
  await expect(page.getByLabel("First name")).toHaveValue("Robin");
  await screenshot(page, testInfo, "register-errors");
});

test("signs in through the OpenID Connect provider", async ({ page }, testInfo) => {
  const login = `casey${testInfo.project.name}${Date.now().toString(36)}`;
  await page.goto("/authentication/login?returnUrl=%2Fauthentication%2Fprofile");
  await page.getByRole("button", { name: "Sign in with Test Identity" }).click();
  await page.locator("input[name=login]").fill(login);
  await page.locator("input[name=password]").fill("anything");
  await page.locator("button[type=submit]").click();
  await page.getByRole("button", { name: /continue/i }).click();
  await expect(page).toHaveURL(/\/authentication\/profile$/);
  const name = `${login.charAt(0).toUpperCase()}${login.slice(1)} Fairway`;
  await expectSignedInAs(page, testInfo, name);
});

test("logout works from the app but not from a link elsewhere", async ({ page }, testInfo) => {
  const person = newPerson(testInfo, "Morgan");
  await register(page, person);
  await expectSignedInAs(page, testInfo, `${person.firstName} ${person.lastName}`);

  await page.goto("/authentication/logout");
  await expect(page.getByText("The logout was not initiated from within the page.")).toBeVisible();
  await page.goto("/");
  await expectSignedInAs(page, testInfo, `${person.firstName} ${person.lastName}`);

  await (await navLink(page, testInfo, "Logout")).click();
  await expect(page).toHaveURL(/\/authentication\/logged-out$/);
  await expect(page.getByText("You successfully logged out!")).toBeVisible();
});

test("a return URL on another site is refused with the spec's message", async ({ page }) => {
  await page.goto("/authentication/login?returnUrl=https%3A%2F%2Fevil.example%2Fsteal");
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(
    "Invalid return url. The return url needs to have the same origin as the current page.",
  );
});

test("login-failed shows only the app's own messages, never text from the link", async ({ page }) => {
  await page.goto("/authentication/login-failed?message=%3Cb%3ENope%3C%2Fb%3E");
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("There was an error signing in.");
  await page.goto("/authentication/login-failed?code=email-conflict");
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(
    "An account with this email already exists. Sign in with your email and password instead.",
  );
});

test("an unknown authentication action is an error page", async ({ page }) => {
  await page.goto("/authentication/teleport");
  await expect(page.getByRole("heading", { name: "Unknown authentication action" })).toBeVisible();
});
