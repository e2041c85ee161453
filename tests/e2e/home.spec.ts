import { expect, test } from "@playwright/test";

test("an anonymous visitor sees the home page with a Login button", async ({ page }) => {
  await page.goto("/");
  const login = page.getByRole("link", { name: "Login" }).last();
  await expect(login).toBeVisible();
  const box = await login.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  await login.click();
  await expect(page).toHaveURL(/\/authentication\/login/);
});
