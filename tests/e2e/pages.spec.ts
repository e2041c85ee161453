import { expect, test } from "@playwright/test";
import { isPhone, signIn, signInAsAlex, sundaySwingersPath } from "./support/app";

test("an address that is no page is a friendly 404 with a way home", async ({ page }) => {
  const response = await page.goto("/nope");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Your sweeps" })).toHaveAttribute("href", "/sweeps");
  await page.getByRole("main").getByRole("link", { name: "Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("a sweep that does not exist says so and offers the sweeps list", async ({ page }) => {
  await signInAsAlex(page);
  await page.goto(`/sweeps/${crypto.randomUUID()}/members`);
  await expect(page.getByRole("heading", { level: 1, name: "Sweep not found" })).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: "Your sweeps" }).click();
  await expect(page).toHaveURL(/\/sweeps$/);
});

test("the favicon and the app icon answer", async ({ page, request }) => {
  const favicon = await request.get("/favicon.ico");
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()["content-type"]).toContain("image/");
  await page.goto("/");
  const icon = await page.locator('head link[rel="icon"][type="image/svg+xml"]').getAttribute("href");
  expect((await request.get(icon ?? "/missing")).status()).toBe(200);
});

test("Go back on a page opened directly goes to its parent; after moving in the app it goes back", async ({
  page,
  context,
}) => {
  await signInAsAlex(page);
  const path = await sundaySwingersPath(page);

  const direct = await context.newPage();
  await direct.goto(`${path}/members`);
  await direct.getByRole("button", { name: "Go back" }).click();
  await expect(direct).toHaveURL(new RegExp(`${path}$`));
  await direct.close();

  await page.goto("/");
  await page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ hasText: "Sunday Swingers" })
    .getByRole("link", { name: "Members" })
    .click();
  await expect(page).toHaveURL(/\/members$/);
  await page.getByRole("button", { name: "Go back" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("the current page is marked in the sweep's tabs and the nav bar; sweep/details has one navigation", async ({
  page,
}, testInfo) => {
  await signInAsAlex(page);
  const path = await sundaySwingersPath(page);
  await page.goto(`${path}/members`);
  const tabs = page.getByRole("navigation", { name: "Sweep" });
  await expect(tabs.getByRole("link", { name: /Members/ })).toHaveAttribute("aria-current", "page");
  await expect(tabs.getByRole("link", { name: "Events" })).not.toHaveAttribute("aria-current");
  await expect(tabs.getByRole("link", { name: "Leaderboard" })).toHaveAttribute("href", `${path}/leaderboard`);
  await tabs.getByRole("link", { name: "Events" }).click();
  await expect(tabs.getByRole("link", { name: "Events" })).toHaveAttribute("aria-current", "page");

  const nav = page.getByRole("navigation", { name: "Main" });
  if (isPhone(testInfo)) await nav.getByRole("button", { name: "Open menu" }).click();
  const sweepsLink = nav.locator('a[href="/sweeps"]:visible');
  await expect(sweepsLink).toHaveAttribute("aria-current", "true");
  await page.goto("/sweeps");
  if (isPhone(testInfo)) await nav.getByRole("button", { name: "Open menu" }).click();
  await expect(sweepsLink).toHaveAttribute("aria-current", "page");

  await page.goto(path.replace("/sweeps/", "/sweep/details/"));
  await expect(page.getByRole("tablist", { name: "Sweep details" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Sweep" })).toHaveCount(0);
});

test("sweep/details opened on another tab reads the order of merit's shown columns only when its tab is chosen", async ({
  page,
}) => {
  await signInAsAlex(page);
  const path = await sundaySwingersPath(page);
  await page.goto(`${path.replace("/sweeps/", "/sweep/details/")}?tab=members`);
  await expect(page.getByRole("tab", { name: "Members", selected: true })).toBeVisible();
  const read = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith("/order-of-merit"));
  await page.getByRole("tab", { name: "OOM" }).click();
  const response = await read;
  expect(new URL(response.url()).searchParams.get("events")).toBe("latest");
  await expect(
    page
      .getByRole("table", { name: /^Order of merit/ })
      .locator("tbody tr")
      .first(),
  ).toBeVisible();
});

test("closing a member's panel with Escape returns focus to their row; the filter finds O’Brien typed on a phone", async ({
  page,
}) => {
  await signInAsAlex(page);
  await page.goto(`${await sundaySwingersPath(page)}/members`);
  await page.getByLabel("Filter by name").fill("o’brien");
  const rows = page.getByRole("tabpanel").getByRole("listitem");
  await expect(rows).toHaveCount(1);
  const row = rows.first().getByRole("button", { name: /Dan O'Brien/ });
  await row.click();
  await expect(page.getByRole("dialog", { name: "Dan O'Brien" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(row).toBeFocused();
});

test("the demo pages: the counter counts, and the weather table needs a sign-in and shows five days", async ({
  page,
  request,
}) => {
  await page.goto("/counter");
  await expect(page.getByRole("status")).toHaveText("Current count: 0");
  await expect(async () => {
    await page.getByRole("button", { name: "Increment" }).click();
    await expect(page.getByRole("status")).not.toHaveText("Current count: 0", { timeout: 1_000 });
  }).toPass();
  await page.getByRole("button", { name: "Increment" }).click();
  await expect(page.getByRole("status")).toHaveText(/Current count: [2-9]/);

  await page.goto("/fetch-data");
  await expect(page).toHaveURL(/\/authentication\/login\?returnUrl=%2Ffetch-data$/);
  expect((await request.get("/weatherforecast")).status()).toBe(401);
  await signIn(page, "alex@example.com", "sweeps-demo");
  await expect(page.getByRole("heading", { name: "Weather forecast" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Weather forecast" }).getByRole("row")).toHaveCount(6);
});
