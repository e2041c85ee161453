import { describe, expect, it } from "vitest";
import { GET as getAccount, PUT as putAccount } from "@/app/api/account/route";
import { POST as registerRoute } from "@/app/api/account/register/route";
import { GET as getPlayerId } from "@/app/api/account/getUserPlayerId/route";
import { GET as getSweepOwner } from "@/app/api/account/getUserSweepOwner/route";
import { GET as listTokens, POST as createToken } from "@/app/api/account/tokens/route";
import { DELETE as revokeToken } from "@/app/api/account/tokens/[tokenId]/route";
import { GET as configuration } from "@/app/_configuration/[client]/route";
import { POST as nextAuthPost } from "@/app/api/auth/[...nextauth]/route";
import { db } from "@/lib/server/db/client";
import { createUser, OidcEmailConflictError, upsertOidcUser } from "@/lib/server/db/users";
import { MAX_FAILED_SIGN_INS_PER_ACCOUNT, recordFailedSignIn } from "@/lib/server/auth/rate-limit";
import { accountDtoSchema, clientConfigurationDtoSchema, createdApiTokenDtoSchema } from "@/lib/validation/account";
import { NextRequest } from "next/server";
import { callRoute, readProblem } from "./http";

const validRegistration = { firstName: "Ada", lastName: "Birdie", email: "Ada.Birdie@Example.org", password: "a-long-enough-password" };

describe("POST /api/account/register", () => {
  it("creates the user and exactly one player, with the email lower-cased", async () => {
    const response = await callRoute(registerRoute, { method: "POST", path: "/api/account/register", body: validRegistration });
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toMatchObject({ name: "Ada Birdie", email: "ada.birdie@example.org" });
    const user = await db.user.findUniqueOrThrow({ where: { email: "ada.birdie@example.org" }, include: { player: true } });
    expect(user.player?.fullName).toBe("Ada Birdie");
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it.each([
    ["email", { email: "not-an-email" }, "Enter an email address like name@example.com."],
    ["password", { password: "short" }, "Use at least 10 characters for your password."],
    ["firstName", { firstName: "  " }, "First name is required."],
    ["lastName", { lastName: undefined }, undefined],
  ])("refuses a bad %s with a field error and creates nothing", async (field, change, message) => {
    const before = await db.user.count();
    const response = await callRoute(registerRoute, { method: "POST", path: "/api/account/register", body: { ...validRegistration, email: `x${field}@example.org`, ...change } });
    expect(response.status).toBe(400);
    const problem = await readProblem(response);
    const error = problem.errors?.find((e) => e.field === field);
    expect(error).toBeDefined();
    if (message) expect(error?.message).toBe(message);
    expect(await db.user.count()).toBe(before);
  });

  it("refuses a duplicate email, whatever its case, with a 409 naming the field", async () => {
    await callRoute(registerRoute, { method: "POST", path: "/api/account/register", body: { ...validRegistration, email: "dup@example.org" } });
    const response = await callRoute(registerRoute, { method: "POST", path: "/api/account/register", body: { ...validRegistration, email: "DUP@example.org" } });
    expect(response.status).toBe(409);
    const problem = await readProblem(response);
    expect(problem.errors).toEqual([{ field: "email", message: "An account with this email already exists. Sign in instead." }]);
    expect(await db.user.count({ where: { email: "dup@example.org" } })).toBe(1);
  });

  it("answers 400, not 500, to a body that is not JSON", async () => {
    const response = await callRoute(registerRoute, { method: "POST", path: "/api/account/register", body: "{not json" });
    expect(response.status).toBe(400);
    expect((await readProblem(response)).detail).toBe("The request body is not valid JSON.");
  });
});

describe("the signed-in account", () => {
  it("is refused to anonymous callers with a problem+json 401", async () => {
    for (const handler of [getAccount, getPlayerId, getSweepOwner, listTokens]) {
      const response = await callRoute(handler, { path: "/api/account" });
      expect(response.status).toBe(401);
      expect((await readProblem(response)).detail).toBe("Please sign in to do this.");
    }
  });

  it("returns the account, the player id and whether the user owns a sweep", async () => {
    const user = await createUser(db, { email: "acct@example.org", firstName: "Acct", lastName: "Holder", passwordHash: "x" });
    const account = accountDtoSchema.parse(await (await callRoute(getAccount, { path: "/api/account", as: { kind: "session", user } })).json());
    expect(account).toMatchObject({ id: user.id, playerId: user.playerId, name: "Acct Holder", hasPassword: true, hasExternalIdentity: false });
    expect(await (await callRoute(getPlayerId, { path: "/", as: { kind: "session", user } })).json()).toEqual({ playerId: user.playerId });
    expect(await (await callRoute(getSweepOwner, { path: "/", as: { kind: "session", user } })).json()).toEqual({ isSweepOwner: false });
  });

  it("needs the anti-forgery header for cookie-authenticated writes", async () => {
    const user = await createUser(db, { email: "xsrf@example.org", firstName: "X", lastName: "Srf" });
    const body = { firstName: "Renamed", lastName: "Person" };
    for (const xsrf of ["missing", "wrong"] as const) {
      const refused = await callRoute(putAccount, { method: "PUT", path: "/api/account", body, as: { kind: "session", user, xsrf } });
      expect(refused.status).toBe(403);
      expect((await readProblem(refused)).detail).toMatch(/anti-forgery token/);
    }
    const accepted = await callRoute(putAccount, { method: "PUT", path: "/api/account", body, as: { kind: "session", user } });
    expect(accepted.status).toBe(200);
    expect((await accepted.json()).name).toBe("Renamed Person");
    expect((await db.player.findUniqueOrThrow({ where: { id: user.playerId } })).fullName).toBe("Renamed Person");
  });
});

describe("personal API tokens", () => {
  it("authenticate bearer requests without the anti-forgery header, until revoked", async () => {
    const user = await createUser(db, { email: "tokens@example.org", firstName: "Token", lastName: "User" });
    const created = createdApiTokenDtoSchema.parse(
      await (await callRoute(createToken, { method: "POST", path: "/api/account/tokens", body: { name: "Spreadsheet" }, as: { kind: "session", user } })).json(),
    );
    const stored = await db.apiToken.findUniqueOrThrow({ where: { id: created.id } });
    expect(stored.tokenHash).not.toContain(created.token);

    const viaToken = await callRoute(putAccount, { method: "PUT", path: "/api/account", body: { firstName: "Script", lastName: "User" }, as: { kind: "token", token: created.token } });
    expect(viaToken.status).toBe(200);

    const revoked = await callRoute(revokeToken, { method: "DELETE", path: "/", params: { tokenId: created.id }, as: { kind: "session", user } });
    expect(revoked.status).toBe(204);
    const refused = await callRoute(getAccount, { path: "/api/account", as: { kind: "token", token: created.token } });
    expect(refused.status).toBe(401);
    expect((await readProblem(refused)).detail).toBe("The API token is not valid or has been revoked.");
  });

  it("cannot be revoked by another user", async () => {
    const owner = await createUser(db, { email: "owner-t@example.org", firstName: "O", lastName: "T" });
    const other = await createUser(db, { email: "other-t@example.org", firstName: "P", lastName: "T" });
    const created = await (await callRoute(createToken, { method: "POST", path: "/", body: { name: "Mine" }, as: { kind: "session", user: owner } })).json();
    const response = await callRoute(revokeToken, { method: "DELETE", path: "/", params: { tokenId: created.id }, as: { kind: "session", user: other } });
    expect(response.status).toBe(404);
  });
});

describe("GET /_configuration/{client}", () => {
  it("describes sign-in for the Sweeps client and 404s for any other", async () => {
    const ok = await callRoute(configuration, { path: "/_configuration/Sweeps", params: { client: "Sweeps" } });
    expect(clientConfigurationDtoSchema.parse(await ok.json())).toMatchObject({ postLoginPath: "/", postLogoutPath: "/authentication/logged-out" });
    const unknown = await callRoute(configuration, { path: "/_configuration/Other", params: { client: "Other" } });
    expect(unknown.status).toBe(404);
  });
});

describe("credential sign-in rate limit", () => {
  it("answers 429 with a clear message once an account has failed too often", async () => {
    for (let i = 0; i < MAX_FAILED_SIGN_INS_PER_ACCOUNT; i++) await recordFailedSignIn(db, "victim@example.org", `10.0.0.${i}`);
    const req = new NextRequest("http://localhost:3000/api/auth/callback/credentials", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: "Victim@example.org", password: "guess", csrfToken: "x" }),
    });
    const response = await nextAuthPost(req, { params: Promise.resolve({ nextauth: ["callback", "credentials"] }) });
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("900");
    expect((await readProblem(response)).detail).toBe("Too many failed sign-in attempts. Wait 15 minutes and try again.");
  });
});

describe("OpenID Connect users", () => {
  it("are linked to the built-in account with the same verified email, not duplicated", async () => {
    const local = await createUser(db, { email: "linked@example.org", firstName: "Lin", lastName: "Ked", passwordHash: "x" });
    const claims = { issuer: "https://idp.example.org", subject: "abc", email: "linked@example.org", emailVerified: true, firstName: "Lin", lastName: "Ked" };
    expect((await upsertOidcUser(db, claims)).id).toBe(local.id);
    expect((await upsertOidcUser(db, claims)).id).toBe(local.id);
    expect(await db.player.count({ where: { user: { email: "linked@example.org" } } })).toBe(1);
  });

  it("are refused, not linked or duplicated, when an unverified email belongs to an account", async () => {
    await createUser(db, { email: "unverified@example.org", firstName: "Un", lastName: "Verified", passwordHash: "x" });
    const claims = { issuer: "https://idp.example.org", subject: "zzz", email: "unverified@example.org", emailVerified: false, firstName: "Eve", lastName: "Il" };
    await expect(upsertOidcUser(db, claims)).rejects.toBeInstanceOf(OidcEmailConflictError);
    expect(await db.user.count({ where: { email: "unverified@example.org" } })).toBe(1);
    expect(await db.user.count({ where: { oidcSubject: "zzz" } })).toBe(0);
  });

  it("are created with their player on first sign-in", async () => {
    const identity = await upsertOidcUser(db, { issuer: "https://idp.example.org", subject: "new-1", email: "newcomer@example.org", emailVerified: true, firstName: "New", lastName: "Comer" });
    expect(identity).toMatchObject({ name: "New Comer", email: "newcomer@example.org" });
    expect(await db.player.count({ where: { userId: identity.id } })).toBe(1);
  });
});
