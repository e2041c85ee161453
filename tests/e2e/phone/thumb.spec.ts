// Phone-only checks (the phone project alone runs tests/e2e/phone): the menu button exists only at phone
// width, and thumbs are the constraint on tap targets.
import { expect, test } from "@playwright/test";
import { signInAsAlex, sundaySwingersPath } from "../support/app";

test("the phone menu closes on Escape, giving focus back to its button, and on a tap outside", async ({ page }) => {
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

test("every link and button in the main pages is at least 44 px tall and 8 px from the next", async ({ page }) => {
  await signInAsAlex(page);
  const path = await sundaySwingersPath(page);
  const events = (await (await page.request.get(`/api/${path.slice(1)}/events`)).json()) as Array<{
    id: string;
    complete: boolean;
  }>;
  const closed = events.find((event) => event.complete)?.id;
  const results = [
    `/event/leaderboard/${closed}`,
    `/event/results/${closed}?tab=cards`,
    `/event/virtual-matches/${closed}?player=everyone`,
  ];
  for (const url of [
    "/",
    "/sweeps",
    path,
    `${path}/members`,
    path.replace("/sweeps/", "/sweep/details/"),
    `${path}/leaderboard`,
    `${path}/order-of-merit`,
    ...results,
    "/sweeps/admin",
    "/user/player",
    "/nope",
  ]) {
    await page.goto(url);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const boxes = await page.locator("main").evaluate((main) =>
      [...main.querySelectorAll<HTMLElement>("a, button, input, select, textarea, summary, [role=link], [role=tab]")]
        .filter((element) => element.checkVisibility() && element.getClientRects().length > 0)
        .map((element) => {
          const { x, y, width, height } = element.getBoundingClientRect();
          return {
            name: `${element.tagName.toLowerCase()} "${(element.textContent || element.getAttribute("aria-label") || "").trim().slice(0, 40)}"`,
            x,
            y,
            width,
            height,
          };
        }),
    );
    expect(boxes.length, url).toBeGreaterThan(0);
    // Collected, then asserted once per page: an assertion per pair of targets is tens of thousands on a long page.
    const tooShort = boxes.filter((box) => box.height < 43.5).map((box) => `${box.name}: ${box.height} px tall`);
    const tooClose = boxes.flatMap((a, index) =>
      boxes.slice(index + 1).flatMap((b) => {
        const gapX = Math.max(a.x, b.x) - Math.min(a.x + a.width, b.x + b.width);
        const gapY = Math.max(a.y, b.y) - Math.min(a.y + a.height, b.y + b.height);
        const gap = Math.max(gapX, gapY);
        return gap < 7.5 ? [`${a.name} and ${b.name}: ${gap} px apart`] : [];
      }),
    );
    expect([...tooShort, ...tooClose], url).toEqual([]);
  }
});
