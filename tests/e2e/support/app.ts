import {
  type Browser,
  type BrowserContextOptions,
  expect,
  type Locator,
  type Page,
  type TestInfo,
} from "@playwright/test";
import { callApi } from "./scoring";

export const isPhone = (testInfo: TestInfo) => testInfo.project.name === "phone";

/** The project's screen, for a browser context a test opens itself (signedInAs), so a phone's spec stays a phone. */
export const deviceOf = ({ project: { use } }: TestInfo): BrowserContextOptions => ({
  viewport: use.viewport,
  isMobile: use.isMobile,
  hasTouch: use.hasTouch,
});

/** How many pages Chromium's PDF has: one page object per printed page. */
export const pdfPageCount = (pdf: Buffer) => pdf.toString("latin1").match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0;

/** A unique person for this test and viewport, so parallel tests never collide. */
export function newPerson(testInfo: TestInfo, firstName = "Robin") {
  const tag = `${testInfo.project.name}${testInfo.workerIndex}${Date.now().toString(36)}`;
  return {
    firstName,
    lastName: `${firstName}son${tag}`,
    email: `${firstName.toLowerCase()}.${tag}@example.org`,
    password: "correct-horse-battery",
  };
}

/**
 * Opens a menu from its button (components/ui/menu.tsx), as a person does when a tap landed before the page had
 * hydrated and did nothing: taps again until the menu is open.
 */
export async function openMenu(button: Locator) {
  await expect(async () => {
    if ((await button.getAttribute("aria-expanded")) !== "true") await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true", { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
}

/** The main navigation, opening the phone's menu when needed. */
export async function navLink(page: Page, testInfo: TestInfo, name: string | RegExp) {
  const nav = page.getByRole("navigation", { name: "Main" });
  if (isPhone(testInfo)) {
    const menu = nav.getByRole("button", { name: "Open menu" });
    // A tap before the page has hydrated does nothing: tap again until the menu says it is open.
    if (await menu.isVisible()) {
      await expect(async () => {
        if (await menu.isVisible()) await menu.click();
        await expect(nav.getByRole("button", { name: "Close menu" })).toBeVisible({ timeout: 1_000 });
      }).toPass({ timeout: 10_000 });
    }
  }
  return nav.getByRole("link", { name }).or(nav.getByRole("button", { name })).last();
}

export async function register(page: Page, person: ReturnType<typeof newPerson>) {
  await page.goto("/authentication/register");
  await completeRegistration(page, person);
}

/** Fills in the registration form on screen and waits until it has signed in and moved on. */
export async function completeRegistration(page: Page, person: ReturnType<typeof newPerson>) {
  await page.getByLabel("First name").fill(person.firstName);
  await page.getByLabel("Last name").fill(person.lastName);
  await page.getByLabel("Email").fill(person.email);
  await page.getByLabel("Password").fill(person.password);
  await page.getByRole("button", { name: "Create account" }).click();
  // Registering signs in and then moves on through login-callback: done once the app is out of /authentication.
  await page.waitForURL((url) => !url.pathname.startsWith("/authentication/"));
}

/** A newcomer in a browser of their own who registers, asks to join the sweep and is approved by its owner. */
export async function approvedNewcomer(
  browser: Browser,
  owner: Page,
  sweepId: string,
  testInfo: TestInfo,
  name: string,
) {
  const page = await (await browser.newContext()).newPage();
  await register(page, newPerson(testInfo, name));
  await callApi(page, "POST", `/api/sweeps/join/${sweepId}`);
  const { playerId } = await callApi<{ playerId: string }>(page, "GET", "/api/account/getUserAuthDetails");
  await callApi(owner, "POST", "/api/sweeps/approve", { playerId, sweepId });
  return page;
}

export async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

export async function expectSignedInAs(page: Page, testInfo: TestInfo, name: string) {
  // The phone's menu closes on every navigation, and signing in ends in one: open it again until the name shows.
  await expect(async () => {
    await expect(await navLink(page, testInfo, `Hello ${name}`)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

export async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: `.test-output/screenshots/${name}-${testInfo.project.name}.png`, fullPage: true });
}

/** A demo member's own browser session (README "The demo society"), signed in through next-auth's credentials endpoint. */
export async function signedInAs(
  browser: Browser,
  fullName: string,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const context = await browser.newContext(options);
  const email = `${fullName.split(" ")[0]?.toLowerCase()}@example.com`;
  const { csrfToken } = (await (await context.request.get("/api/auth/csrf")).json()) as { csrfToken: string };
  const answer = await context.request.post("/api/auth/callback/credentials", {
    form: { email, password: "sweeps-demo", csrfToken, json: "true" },
  });
  expect(answer.ok(), `${email} signs in`).toBe(true);
  return context.newPage();
}

// The demo society (README "The demo society"): Alex owns Sunday Swingers, where Grace's request waits.
export async function signInAsAlex(page: Page) {
  await page.goto("/authentication/login");
  await signIn(page, "alex@example.com", "sweeps-demo");
  await expect(page.getByRole("heading", { name: "Your sweeps" })).toBeVisible();
}

export async function sundaySwingersPath(page: Page): Promise<string> {
  const link = page.getByRole("main").getByRole("link", { name: "Sunday Swingers" });
  const href = await link.getAttribute("href");
  expect(href).toMatch(/^\/sweeps\/[0-9a-f-]{36}$/);
  return href ?? "";
}
