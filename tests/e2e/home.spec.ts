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

for (const path of ["/sweeps", "/sweeps/admin", "/user/player", "/authentication/profile"]) {
  test(`an anonymous visit to ${path} goes to login with the page as returnUrl`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(`/authentication/login?returnUrl=${encodeURIComponent(path)}`);
  });
}

test("pages and the API send the security headers", async ({ request }) => {
  const pageHeaders = (await request.get("/")).headers();
  expect(pageHeaders["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
  expect(pageHeaders["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(pageHeaders["x-content-type-options"]).toBe("nosniff");
  expect(pageHeaders["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(pageHeaders["set-cookie"]).toContain("XSRF-TOKEN=");

  const api = await request.get("/api/sweeps");
  expect(api.status()).toBe(401);
  expect(api.headers()["content-type"]).toContain("application/problem+json");
  expect(api.headers()["x-content-type-options"]).toBe("nosniff");
  expect(api.headers()["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
});
