import { expect, test } from "@playwright/test";
import { deviceOf, signedInAs } from "../support/app";
import { holdScripts } from "../support/hold-scripts";

// The phone's main menu keeps a press made before the page's script has arrived (components/ui/early-press.ts).

test("the phone's main menu opens from a press made before the page's script has loaded", async ({
  browser,
}, testInfo) => {
  const member = await signedInAs(browser, "Lucy Bennett", deviceOf(testInfo));
  const release = await holdScripts(member);
  await member.goto("/events", { waitUntil: "domcontentloaded" });
  const nav = member.getByRole("navigation", { name: "Main" });
  await nav.getByRole("button", { name: "Open menu" }).click();
  release();
  await expect(nav.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
  await expect(nav.getByRole("link", { name: "Dashboard" })).toBeVisible();
});
