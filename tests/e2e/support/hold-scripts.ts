import type { Page } from "@playwright/test";

/** Holds every script of the app until `release`, as a slow line does after the page's HTML has painted. */
export async function holdScripts(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/_next/static/chunks/**", async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
