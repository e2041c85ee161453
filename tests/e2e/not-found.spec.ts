// An address naming a thing that is not there says which thing, with a way back to the list it would be in.
// Statuses and every id-taking page are covered over HTTP in http/not-found-pages.spec.ts; this is what a person sees.
import { expect, test } from "@playwright/test";
import { screenshot, signInAsAlex, sundaySwingersPath } from "./support/app";

const CASES = [
  {
    path: () => `/event/detail/${crypto.randomUUID()}`,
    title: "Event not found",
    words: "This event does not exist or was deleted.",
    back: { name: "Your events", href: "/events" },
    shot: "not-found-event",
  },
  {
    path: () => "/scorecard/not-a-uuid",
    title: "Scorecard not found",
    words: "No scorecard has this address.",
    back: { name: "Your events", href: "/events" },
    shot: "not-found-card",
  },
  {
    path: () => `/sweeps/${crypto.randomUUID()}/leaderboard`,
    title: "Sweep not found",
    words: "This sweep does not exist or was deleted.",
    back: { name: "Your sweeps", href: "/sweeps" },
    shot: "not-found-sweep",
  },
  {
    path: () => `/player/details/${crypto.randomUUID()}`,
    title: "Player not found",
    words: "No player has this address.",
    back: { name: "Your sweeps", href: "/sweeps" },
    shot: "not-found-player",
  },
];

for (const { path, title, words, back, shot } of CASES) {
  test(`${title}: says so, with a way back`, async ({ page }, testInfo) => {
    await signInAsAlex(page);
    const response = await page.goto(path());
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole("main")).toContainText(words);
    await screenshot(page, testInfo, shot);
    await page.getByRole("main").getByRole("link", { name: back.name }).click();
    await expect(page).toHaveURL(new RegExp(`${back.href}$`));
  });
}

test("a course the sweep does not have is named as the course, under a sweep that exists", async ({ page }) => {
  await signInAsAlex(page);
  const sweep = await sundaySwingersPath(page);
  const response = await page.goto(`${sweep}/courses/${crypto.randomUUID()}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Course not found" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("This course does not exist in this sweep or was deleted.");
});
