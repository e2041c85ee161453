import { createHmac } from "node:crypto";
import { expect, test } from "@playwright/test";
import { newPerson, register, screenshot } from "./support/app";

/** The secret tests/e2e/serve.ts gives the app, so the test can sign a link as the app's emails do. */
const E2E_SECRET = "e2e-test-secret-that-is-long-enough-to-use";
/** An email's unsubscribe token, made as lib/server/notifications/unsubscribe-token.ts makes it. */
function unsubscribeToken(userId: string, kind: string): string {
  const body = Buffer.from(`${userId}:${kind}`).toString("base64url");
  return `${body}.${createHmac("sha256", `unsubscribe:${E2E_SECRET}`).update(body).digest("base64url")}`;
}

test("a member chooses their emails on the profile, and an email's link stops one kind without signing in", async ({
  page,
  browser,
}, testInfo) => {
  const person = newPerson(testInfo, "Morgan");
  await register(page, person);
  // One bar of signal: the page's background read of the choices has not answered when the member taps, and the
  // box must still change at once.
  let answerReads = () => {};
  const readsHeld = new Promise<void>((resolve) => (answerReads = resolve));
  await page.route("**/api/account/notifications", async (route) => {
    if (route.request().method() === "GET") await readsHeld;
    await route.continue();
  });
  await page.goto("/authentication/profile");
  await expect(page.getByText("This server sends no email yet")).toBeVisible();
  const ownerMessages = page.getByRole("checkbox", { name: /Messages from the owner/ });
  await expect(ownerMessages).toBeChecked();
  const saved = page.waitForResponse((response) => response.url().endsWith("/api/account/notifications"));
  await ownerMessages.uncheck();
  expect((await saved).status()).toBe(200);
  answerReads();
  await screenshot(page, testInfo, "profile-email");
  await page.reload();
  await expect(page.getByRole("checkbox", { name: /Messages from the owner/ })).not.toBeChecked();

  const { id } = (await (await page.request.get("/api/account")).json()) as { id: string };
  const signedOut = await browser.newPage();
  await signedOut.goto(`/unsubscribe/${unsubscribeToken(id, "results-posted")}`);
  await expect(signedOut.getByText("Stop the “Results” emails")).toBeVisible();
  await signedOut.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(signedOut.getByText("Done: you will get no more “Results” emails.")).toBeVisible();
  await screenshot(signedOut, testInfo, "unsubscribe-done");
  await signedOut.goto(`/unsubscribe/${unsubscribeToken(id, "results-posted").slice(0, -2)}xx`);
  await expect(signedOut.getByText("That unsubscribe link is not valid")).toBeVisible();
  await signedOut.close();

  await page.reload();
  await expect(page.getByRole("checkbox", { name: /^Results/ })).not.toBeChecked();
  await expect(page.getByRole("checkbox", { name: /^The draw/ })).toBeChecked();
});
