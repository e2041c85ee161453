// Write limits through the real server: past a user's limit the app answers 429 application/problem+json with
// Retry-After and a sentence that says when to try again (lib/server/auth/write-limits.ts holds the numbers).
import { expect, test } from "@playwright/test";
import { signInDemoMember } from "../support/live";

test("the 11th API token in an hour is refused with 429 problem+json, Retry-After and when to try again", async ({
  baseURL,
}) => {
  // Pete's tokens are looked at by no other spec.
  const session = await signInDemoMember(baseURL!, "pete@example.com");
  const create = () =>
    session.fetch("/api/account/tokens", {
      method: "POST",
      body: JSON.stringify({ name: "Script" }),
      headers: { "content-type": "application/json" },
    });
  for (let i = 1; i <= 10; i++) expect((await create()).status).toBe(201);

  const refused = await create();
  expect(refused.status).toBe(429);
  expect(refused.headers.get("content-type")).toBe("application/problem+json");
  const retryAfter = Number(refused.headers.get("retry-after"));
  expect(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 3_600, `Retry-After ${retryAfter}`).toBe(
    true,
  );
  const problem = (await refused.json()) as { status: number; code: string; detail: string };
  expect(problem).toMatchObject({ status: 429, code: "rate_limited" });
  expect(problem.detail).toMatch(
    /^You have created 10 API tokens in the last hour; try again in (1 hour|\d+ minutes?)\.$/,
  );
  expect(await session.json<unknown[]>("GET", "/api/account/tokens")).toHaveLength(10);
});
