import { type Browser, expect, type Page, test, type TestInfo } from "@playwright/test";
import { deviceOf, screenshot, signedInAs } from "./support/app";
import { holdScripts } from "./support/hold-scripts";
import { demoDay } from "./support/days";

// What a person does while the page shows but its script has not yet arrived (one bar of signal), as
// components/ui/early-press.ts handles it: a press on a menu button is kept and opens the menu once the script runs;
// a form sent then is stopped before the browser's own submission can put its fields in the address.

async function todaysEventPath(page: Page) {
  const events = (await (await page.request.get("/api/events")).json()) as Array<{ id: string; date: string }>;
  const event = events.find((each) => each.date.startsWith(demoDay()));
  expect(event, "the demo society has a round in play today").toBeDefined();
  return `/event/detail/${event!.id}`;
}

/** The owner on today's event page, its HTML painted and its scripts held until `release`. */
async function todaysEventBeforeItsScript(browser: Browser, testInfo: TestInfo) {
  const owner = await signedInAs(browser, "Alex Morgan", deviceOf(testInfo));
  const path = await todaysEventPath(owner);
  const release = await holdScripts(owner);
  await owner.goto(path, { waitUntil: "domcontentloaded" });
  return { owner, release, actions: owner.getByRole("button", { name: /^Actions for / }).first() };
}

test("a press on a menu button before the page's script has loaded opens the menu once it has", async ({
  browser,
}, testInfo) => {
  const { owner, release, actions } = await todaysEventBeforeItsScript(browser, testInfo);
  await actions.click();
  await expect(owner.getByRole("menu")).toHaveCount(0);
  release();
  await expect(owner.getByRole("menu")).toBeVisible();
  await expect(owner.getByRole("menuitem").first()).toBeVisible();
  await screenshot(owner, testInfo, "menu-opened-by-early-press");

  // Once the page runs, the button is React's alone: one press opens the menu and Escape closes it, as always.
  await owner.keyboard.press("Escape");
  await expect(owner.getByRole("menu")).toHaveCount(0);
  await actions.click();
  await expect(owner.getByRole("menu")).toBeVisible();
});

test("a finger down on a menu button before the page's script has loaded, lifted after, opens the menu", async ({
  browser,
}, testInfo) => {
  const { owner, release, actions } = await todaysEventBeforeItsScript(browser, testInfo);
  await actions.scrollIntoViewIfNeeded();
  const box = await actions.boundingBox();
  await owner.mouse.move(box!.x + box!.width / 2, box!.y + box!.height / 2);
  await owner.mouse.down();
  release();
  // A menu opens as the finger goes down, so it is open before the finger lifts, and stays open after.
  await expect(owner.getByRole("menu")).toBeVisible();
  await owner.mouse.up();
  await expect(owner.getByRole("menuitem").first()).toBeVisible();
});

test("a form sent before the page's script has loaded never puts its fields in the address", async ({
  browser,
}, testInfo) => {
  const visitor = await browser.newPage(deviceOf(testInfo));
  const addresses: string[] = [];
  visitor.on("framenavigated", (frame) => {
    if (frame === visitor.mainFrame()) addresses.push(frame.url());
  });
  const release = await holdScripts(visitor);
  await visitor.goto("/authentication/login", { waitUntil: "domcontentloaded" });
  await visitor.getByLabel("Email").fill("alex@example.com");
  await visitor.getByLabel("Password").fill("sweeps-demo");
  await visitor.getByRole("button", { name: "Sign in", exact: true }).click();
  release();
  // The press before the script was stopped; once the page runs, a press signs in.
  const signedInEmail = async () =>
    ((await (await visitor.request.get("/api/auth/session")).json()) as { user?: { email?: string } } | null)?.user
      ?.email;
  await expect(async () => {
    if ((await signedInEmail()) === undefined)
      await visitor.getByRole("button", { name: "Sign in", exact: true }).click({ timeout: 2_000 });
    expect(await signedInEmail()).toBe("alex@example.com");
  }).toPass({ timeout: 20_000 });
  expect(addresses.filter((address) => address.includes("sweeps-demo") || address.includes("password="))).toEqual([]);
});
