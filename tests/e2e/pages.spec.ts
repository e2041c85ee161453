import { expect, type Page, test } from "@playwright/test";
import { isPhone, signIn } from "./support/app";

// The demo society (README "The demo society"): Alex owns Sunday Swingers, where Grace's request waits.
async function signInAsAlex(page: Page) {
  await page.goto("/authentication/login");
  await signIn(page, "alex@example.com", "sweeps-demo");
  await expect(page.getByRole("heading", { name: "Your sweeps" })).toBeVisible();
}

async function sundaySwingersPath(page: Page): Promise<string> {
  const link = page.getByRole("main").getByRole("link", { name: "Sunday Swingers" });
  const href = await link.getAttribute("href");
  expect(href).toMatch(/^\/sweeps\/[0-9a-f-]{36}$/);
  return href ?? "";
}

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

test("Go back on a page opened directly goes to its parent; after moving in the app it goes back", async ({ page, context }) => {
  await signInAsAlex(page);
  const path = await sundaySwingersPath(page);

  const direct = await context.newPage();
  await direct.goto(`${path}/members`);
  await direct.getByRole("button", { name: "Go back" }).click();
  await expect(direct).toHaveURL(new RegExp(`${path}$`));
  await direct.close();

  await page.goto("/");
  await page.getByRole("main").getByRole("listitem").filter({ hasText: "Sunday Swingers" }).getByRole("link", { name: "Members" }).click();
  await expect(page).toHaveURL(/\/members$/);
  await page.getByRole("button", { name: "Go back" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("the current page is marked in the sweep's tabs and the nav bar; sweep/details has one navigation", async ({ page }, testInfo) => {
  await signInAsAlex(page);
  const path = await sundaySwingersPath(page);
  await page.goto(`${path}/members`);
  const tabs = page.getByRole("navigation", { name: "Sweep" });
  await expect(tabs.getByRole("link", { name: /Members/ })).toHaveAttribute("aria-current", "page");
  await expect(tabs.getByRole("link", { name: "Events" })).not.toHaveAttribute("aria-current");
  await expect(tabs.getByRole("link", { name: "Leaderboard" })).toHaveAttribute("aria-disabled", "true");
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

test("closing a member's panel with Escape returns focus to their row; the filter finds O’Brien typed on a phone", async ({ page }) => {
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

test("the phone menu closes on Escape, giving focus back to its button, and on a tap outside", async ({ page }, testInfo) => {
  test.skip(!isPhone(testInfo), "The menu button exists only at phone width.");
  await page.goto("/");
  const menuButton = page.getByRole("button", { name: "Open menu" });
  await menuButton.click();
  await expect(page.locator("#main-menu")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.locator("#main-menu")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();

  await menuButton.click();
  await expect(page.locator("#main-menu")).toBeVisible();
  await page.getByRole("main").click({ position: { x: 20, y: 300 } });
  await expect(page.locator("#main-menu")).toHaveCount(0);
});

test("every link and button in the main pages is at least 44 px tall and 8 px from the next", async ({ page }, testInfo) => {
  test.skip(!isPhone(testInfo), "Thumbs are the constraint: measured at phone size.");
  await signInAsAlex(page);
  const path = await sundaySwingersPath(page);
  for (const url of ["/", "/sweeps", path, `${path}/members`, path.replace("/sweeps/", "/sweep/details/"), "/sweeps/admin", "/user/player", "/nope"]) {
    await page.goto(url);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const boxes = await page.locator("main").evaluate((main) =>
      [...main.querySelectorAll<HTMLElement>("a, button, input, select, textarea, summary, [role=link], [role=tab]")]
        .filter((element) => element.checkVisibility() && element.getClientRects().length > 0)
        .map((element) => {
          const { x, y, width, height } = element.getBoundingClientRect();
          return { name: `${element.tagName.toLowerCase()} "${(element.textContent || element.getAttribute("aria-label") || "").trim().slice(0, 40)}"`, x, y, width, height };
        }),
    );
    expect(boxes.length, url).toBeGreaterThan(0);
    for (const box of boxes) expect(box.height, `${url}: ${box.name}`).toBeGreaterThanOrEqual(43.5);
    for (const [index, a] of boxes.entries()) {
      for (const b of boxes.slice(index + 1)) {
        const gapX = Math.max(a.x, b.x) - Math.min(a.x + a.width, b.x + b.width);
        const gapY = Math.max(a.y, b.y) - Math.min(a.y + a.height, b.y + b.height);
        expect(Math.max(gapX, gapY), `${url}: ${a.name} and ${b.name}`).toBeGreaterThanOrEqual(7.5);
      }
    }
  }
});

test("the demo pages: the counter counts, and the weather table needs a sign-in and shows five days", async ({ page, request }) => {
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
