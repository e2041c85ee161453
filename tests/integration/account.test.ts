import { describe, expect, it } from "vitest";
import { GET as configuration } from "@/app/%5Fconfiguration/[client]/route";
import { GET as getPlayerId } from "@/app/api/account/getUserPlayerId/route";
import { GET as getSweepOwner } from "@/app/api/account/getUserSweepOwner/route";
import { POST as registerRoute } from "@/app/api/account/register/route";
import { GET as getAccount, PUT as putAccount } from "@/app/api/account/route";
import { DELETE as revokeToken } from "@/app/api/account/tokens/[tokenId]/route";
import { GET as listTokens, POST as createToken } from "@/app/api/account/tokens/route";
import { authorizeCredentials } from "@/lib/server/auth/options";
import { hashPassword } from "@/lib/server/auth/passwords";
import {
  MAX_FAILED_SIGN_INS_PER_ACCOUNT,
  MAX_REGISTRATIONS_OVERALL,
  MAX_REGISTRATIONS_PER_ADDRESS,
  recordFailedPassword,
  takeRegistrationAttempt,
} from "@/lib/server/auth/rate-limit";
import { createApiToken } from "@/lib/server/db/api-tokens";
import { db } from "@/lib/server/db/infra/client";
import { createUser, OidcEmailConflictError, upsertOidcUser } from "@/lib/server/db/users";
import { SIGN_IN_LOCKED } from "@/lib/sign-in-errors";
import { accountDtoSchema, clientConfigurationDtoSchema } from "@/lib/validation/account";
import { createdApiTokenDtoSchema } from "@/lib/validation/api-tokens";
import { createTestSweep } from "../factories";
import { APP_ORIGIN, callRoute, readProblem, type Xsrf } from "./http";

const validRegistration = {
  firstName: "Ada",
  lastName: "Birdie",
  email: "Ada.Birdie@Example.org",
  password: "a-long-enough-password",
};
const PASSWORD = "fairway-bunker-green-17";

async function userWithPassword(email: string) {
  return createUser(db, { email, firstName: "Pat", lastName: "Word", passwordHash: await hashPassword(PASSWORD) });
}

describe("POST /api/account/register", () => {
  it("creates the user and exactly one player, with the email lower-cased", async () => {
    const response = await callRoute(registerRoute, {
      method: "POST",
      path: "/api/account/register",
      body: validRegistration,
    });
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toMatchObject({ name: "Ada Birdie", email: "ada.birdie@example.org" });
    const user = await db.user.findUniqueOrThrow({
      where: { email: "ada.birdie@example.org" },
      include: { player: true },
    });
    expect(user.player?.fullName).toBe("Ada Birdie");
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it.each([
    ["email", { email: "not-an-email" }, "Enter an email address like name@example.com."],
    ["email", { email: `${"a".repeat(250)}@example.org` }, "Use at most 254 characters for your email address."],
    ["password", { password: "short" }, "Use at least 10 characters for your password."],
    ["password", { password: " ".repeat(10) }, "A password cannot be only spaces or invisible characters."],
    [
      "password",
      { password: "1234567890" },
      "This is a frequently used password. Add more words that are less common.",
    ],
    [
      "password",
      { password: "password1234" },
      "This is similar to a commonly used password. Add more words that are less common.",
    ],
    ["firstName", { firstName: "  " }, "First name is required."],
    ["lastName", { lastName: undefined }, undefined],
  ])("refuses a bad %s (%j) with a field error and creates nothing", async (field, change, message) => {
    const before = await db.user.count();
    const response = await callRoute(registerRoute, {
      method: "POST",
      path: "/api/account/register",
      body: { ...validRegistration, email: `x${field}@example.org`, ...change },
    });
    expect(response.status).toBe(400);
    const problem = await readProblem(response);
    const error = problem.errors?.find((e) => e.field === field);
    expect(error).toBeDefined();
    if (message) expect(error?.message).toBe(message);
    expect(await db.user.count()).toBe(before);
  });

  it("refuses a duplicate email, whatever its case, with a 409 naming the field", async () => {
    await callRoute(registerRoute, {
      method: "POST",
      path: "/api/account/register",
      body: { ...validRegistration, email: "dup@example.org" },
    });
    const response = await callRoute(registerRoute, {
      method: "POST",
      path: "/api/account/register",
      body: { ...validRegistration, email: "DUP@example.org" },
    });
    expect(response.status).toBe(409);
    const problem = await readProblem(response);
    expect(problem.errors).toEqual([
      { field: "email", message: "An account with this email already exists. Sign in instead." },
    ]);
    expect(await db.user.count({ where: { email: "dup@example.org" } })).toBe(1);
  });

  it("answers 400, not 500, to a body that is not JSON", async () => {
    const response = await callRoute(registerRoute, {
      method: "POST",
      path: "/api/account/register",
      body: "{not json",
    });
    expect(response.status).toBe(400);
    expect((await readProblem(response)).detail).toBe("The request body is not valid JSON.");
  });

  it.each<[string, Xsrf, Record<string, string>]>([
    ["without the anti-forgery token", "missing", {}],
    ["with a planted, unsigned token", "planted", {}],
    ["with a genuine token of a signed-in session", "another-session", {}],
    ["from another site's Origin", "matching", { origin: "https://evil.example" }],
    ["with an Origin of null", "matching", { origin: "null" }],
    ["that a browser marks cross-site", "matching", { "sec-fetch-site": "cross-site" }],
  ])("refuses an anonymous registration %s (403) and creates nothing", async (_case, xsrf, headers) => {
    const email = `forged-${xsrf}-${Object.values(headers).join("").replace(/\W/g, "")}@example.org`;
    const response = await callRoute(registerRoute, {
      method: "POST",
      path: "/api/account/register",
      body: { ...validRegistration, email },
      as: { kind: "anonymous", xsrf },
      headers,
    });
    expect(response.status).toBe(403);
    await readProblem(response);
    expect(await db.user.count({ where: { email } })).toBe(0);
  });

  it("accepts a registration from the app's own origin", async () => {
    const response = await callRoute(registerRoute, {
      method: "POST",
      path: "/api/account/register",
      body: { ...validRegistration, email: "same-origin@example.org" },
      headers: { origin: APP_ORIGIN, "sec-fetch-site": "same-origin" },
    });
    expect(response.status).toBe(201);
  });
});

describe("registration limits", () => {
  it("refuse an address past its limit per window, without touching other addresses", async () => {
    for (let i = 0; i < MAX_REGISTRATIONS_PER_ADDRESS; i++) await takeRegistrationAttempt(db, "192.0.2.50");
    await expect(takeRegistrationAttempt(db, "192.0.2.50")).rejects.toMatchObject({ code: "rate_limited" });
    await expect(takeRegistrationAttempt(db, "192.0.2.51")).resolves.toBeUndefined();
  });

  it("refuse everyone past the overall limit, so emails cannot be probed at speed from many addresses", async () => {
    await db.signInAttempt.createMany({
      data: Array.from({ length: MAX_REGISTRATIONS_OVERALL }, () => ({ key: "register:*" })),
    });
    const response = await callRoute(registerRoute, {
      method: "POST",
      path: "/api/account/register",
      body: { ...validRegistration, email: "late@example.org" },
    });
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("3600");
    expect((await readProblem(response)).detail).toMatch(/Too many accounts/);
    await db.signInAttempt.deleteMany({ where: { key: "register:*" } });
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
    const user = await createUser(db, {
      email: "acct@example.org",
      firstName: "Acct",
      lastName: "Holder",
      passwordHash: "x",
    });
    const account = accountDtoSchema.parse(
      await (await callRoute(getAccount, { path: "/api/account", as: { kind: "session", user } })).json(),
    );
    expect(account).toMatchObject({
      id: user.id,
      playerId: user.playerId,
      name: "Acct Holder",
      hasPassword: true,
      hasExternalIdentity: false,
    });
    expect(await (await callRoute(getPlayerId, { path: "/", as: { kind: "session", user } })).json()).toEqual({
      playerId: user.playerId,
    });
    expect(await (await callRoute(getSweepOwner, { path: "/", as: { kind: "session", user } })).json()).toEqual({
      isSweepOwner: false,
      sweeps: [],
    });
    const owned = await createTestSweep(db, { owner: user, name: "Acct's Society" });
    expect(await (await callRoute(getSweepOwner, { path: "/", as: { kind: "session", user } })).json()).toEqual({
      isSweepOwner: true,
      sweeps: [{ id: owned.id, name: "Acct's Society" }],
    });
  });

  it("needs a genuine anti-forgery token of this session, from this site, for cookie-authenticated writes", async () => {
    const user = await createUser(db, { email: "xsrf@example.org", firstName: "X", lastName: "Srf" });
    const body = { firstName: "Renamed", lastName: "Person" };
    for (const xsrf of ["missing", "wrong", "planted", "another-session"] as const) {
      const refused = await callRoute(putAccount, {
        method: "PUT",
        path: "/api/account",
        body,
        as: { kind: "session", user, xsrf },
      });
      expect(refused.status).toBe(403);
      expect((await readProblem(refused)).detail).toMatch(/anti-forgery token/);
    }
    const crossSite = await callRoute(putAccount, {
      method: "PUT",
      path: "/api/account",
      body,
      as: { kind: "session", user },
      headers: { origin: "https://evil.example" },
    });
    expect(crossSite.status).toBe(403);
    expect((await readProblem(crossSite)).detail).toMatch(/another website/);
    expect((await db.player.findUniqueOrThrow({ where: { id: user.playerId } })).fullName).toBe("X Srf");

    const accepted = await callRoute(putAccount, {
      method: "PUT",
      path: "/api/account",
      body,
      as: { kind: "session", user },
      headers: { origin: APP_ORIGIN },
    });
    expect(accepted.status).toBe(200);
    expect((await accepted.json()).name).toBe("Renamed Person");
    expect((await db.player.findUniqueOrThrow({ where: { id: user.playerId } })).fullName).toBe("Renamed Person");
  });
});

describe("changing the password", () => {
  const change = (newPassword: string, currentPassword: string) => ({
    firstName: "Pat",
    lastName: "Word",
    newPassword,
    currentPassword,
  });

  it("ends every session made before it and revokes every API token", async () => {
    const user = await userWithPassword("revoke@example.org");
    const { token } = await createApiToken(db, user.id, "Spreadsheet");
    const before = (await db.user.findUniqueOrThrow({ where: { id: user.id } })).sessionVersion;

    const changed = await callRoute(putAccount, {
      method: "PUT",
      path: "/api/account",
      body: change("new-fairway-bunker-42", PASSWORD),
      as: { kind: "session", user },
    });
    expect(changed.status).toBe(200);

    const oldSession = await callRoute(getAccount, {
      path: "/api/account",
      as: { kind: "session", user, sessionVersion: before },
    });
    expect(oldSession.status).toBe(401);
    const oldToken = await callRoute(getAccount, { path: "/api/account", as: { kind: "token", token } });
    expect(oldToken.status).toBe(401);
    const newSession = await callRoute(getAccount, { path: "/api/account", as: { kind: "session", user } });
    expect(newSession.status).toBe(200);
  });

  it("refuses a weak new password with the reason", async () => {
    const user = await userWithPassword("weak-new@example.org");
    const response = await callRoute(putAccount, {
      method: "PUT",
      path: "/api/account",
      body: change("qwertyuiop", PASSWORD),
      as: { kind: "session", user },
    });
    expect(response.status).toBe(400);
    expect((await readProblem(response)).errors?.find((error) => error.field === "newPassword")?.message).toMatch(
      /frequently used password/,
    );
  });

  it("limits guesses at the current password like sign-in, and keeps the sessions when refused", async () => {
    const user = await userWithPassword("guess@example.org");
    for (let i = 0; i < MAX_FAILED_SIGN_INS_PER_ACCOUNT; i++) {
      const wrong = await callRoute(putAccount, {
        method: "PUT",
        path: "/api/account",
        body: change("new-fairway-bunker-42", `guess-${i}`),
        as: { kind: "session", user },
      });
      expect(wrong.status).toBe(400);
      expect((await readProblem(wrong)).errors).toEqual([
        { field: "currentPassword", message: "Your current password is not right." },
      ]);
    }
    const locked = await callRoute(putAccount, {
      method: "PUT",
      path: "/api/account",
      body: change("new-fairway-bunker-42", PASSWORD),
      as: { kind: "session", user },
    });
    expect(locked.status).toBe(429);
    expect((await readProblem(locked)).detail).toBe("Too many failed sign-in attempts. Wait 15 minutes and try again.");
    expect(
      await authorizeCredentials({ email: "guess@example.org", password: PASSWORD }, {}).catch(
        (error: Error) => error.message,
      ),
    ).toBe(SIGN_IN_LOCKED);
  });
});

describe("sessions", () => {
  it("are refused once the user's session version has moved on, or when the token carries none", async () => {
    const user = await createUser(db, { email: "versions@example.org", firstName: "Ver", lastName: "Sion" });
    expect((await callRoute(getAccount, { path: "/api/account", as: { kind: "session", user } })).status).toBe(200);
    await db.user.update({ where: { id: user.id }, data: { sessionVersion: { increment: 1 } } });
    expect(
      (await callRoute(getAccount, { path: "/api/account", as: { kind: "session", user, sessionVersion: 0 } })).status,
    ).toBe(401);
  });
});

describe("personal API tokens", () => {
  it("authenticate bearer reads without the anti-forgery header, until revoked", async () => {
    const user = await createUser(db, { email: "tokens@example.org", firstName: "Token", lastName: "User" });
    const created = createdApiTokenDtoSchema.parse(
      await (
        await callRoute(createToken, {
          method: "POST",
          path: "/api/account/tokens",
          body: { name: "Spreadsheet" },
          as: { kind: "session", user },
        })
      ).json(),
    );
    const stored = await db.apiToken.findUniqueOrThrow({ where: { id: created.id } });
    expect(stored.tokenHash).not.toContain(created.token);

    const viaToken = await callRoute(getAccount, { path: "/api/account", as: { kind: "token", token: created.token } });
    expect(viaToken.status).toBe(200);

    const revoked = await callRoute(revokeToken, {
      method: "DELETE",
      path: "/",
      params: { tokenId: created.id },
      as: { kind: "session", user },
    });
    expect(revoked.status).toBe(204);
    const refused = await callRoute(getAccount, { path: "/api/account", as: { kind: "token", token: created.token } });
    expect(refused.status).toBe(401);
    expect((await readProblem(refused)).detail).toBe("The API token is not valid or has been revoked.");
  });

  it("cannot be revoked by another user", async () => {
    const owner = await createUser(db, { email: "owner-t@example.org", firstName: "O", lastName: "T" });
    const other = await createUser(db, { email: "other-t@example.org", firstName: "P", lastName: "T" });
    const created = await (
      await callRoute(createToken, {
        method: "POST",
        path: "/",
        body: { name: "Mine" },
        as: { kind: "session", user: owner },
      })
    ).json();
    const response = await callRoute(revokeToken, {
      method: "DELETE",
      path: "/",
      params: { tokenId: created.id },
      as: { kind: "session", user: other },
    });
    expect(response.status).toBe(404);
  });
});

describe("GET /_configuration/{client}", () => {
  it("describes sign-in for the Sweeps client and 404s for any other", async () => {
    const ok = await callRoute(configuration, { path: "/_configuration/Sweeps", params: { client: "Sweeps" } });
    expect(clientConfigurationDtoSchema.parse(await ok.json())).toMatchObject({
      postLoginPath: "/",
      postLogoutPath: "/authentication/logged-out",
    });
    const unknown = await callRoute(configuration, { path: "/_configuration/Other", params: { client: "Other" } });
    expect(unknown.status).toBe(404);
  });
});

describe("credential sign-in (next-auth's authorize)", () => {
  const SOCKET = {};

  it("locks an account after too many failures, whatever else is sent, and the right password does not clear it", async () => {
    await userWithPassword("victim@example.org");
    for (let i = 0; i < MAX_FAILED_SIGN_INS_PER_ACCOUNT; i++) {
      expect(
        await authorizeCredentials(
          { email: "Victim@example.org", password: `guess-${i}` },
          { "x-forwarded-for": `10.0.0.${i}` },
        ),
      ).toBeNull();
    }
    const attempt = authorizeCredentials(
      { email: "victim@example.org", password: PASSWORD },
      { "x-forwarded-for": "10.0.1.1" },
    );
    await expect(attempt).rejects.toThrow(SIGN_IN_LOCKED);
    expect(await db.signInAttempt.count({ where: { key: "account:victim@example.org" } })).toBe(
      MAX_FAILED_SIGN_INS_PER_ACCOUNT,
    );
  });

  it("signs in with the right password and carries the session version", async () => {
    const user = await userWithPassword("right@example.org");
    expect(await authorizeCredentials({ email: "right@example.org", password: PASSWORD }, SOCKET)).toMatchObject({
      id: user.id,
      sessionVersion: 0,
    });
  });

  it("never counts failures per forwarded address it cannot trust, nor in one shared bucket", async () => {
    for (let i = 0; i < 40; i++)
      await authorizeCredentials(
        { email: `nobody-${i}@example.org`, password: "wrong" },
        { "x-forwarded-for": `198.51.100.${i}` },
      );
    expect(await db.signInAttempt.count({ where: { key: { startsWith: "address:" } } })).toBe(0);
    await userWithPassword("bystander@example.org");
    expect(await authorizeCredentials({ email: "bystander@example.org", password: PASSWORD }, {})).toMatchObject({
      email: "bystander@example.org",
    });
  });

  it.each([
    ["a 1,000,000-character email", { email: `${"a".repeat(1_000_000)}@example.org`, password: "x" }],
    ["a 1,000,000-character password", { email: "right@example.org", password: "p".repeat(1_000_000) }],
    ["fields that are not text", { email: ["a@example.org"], password: { length: 3 } }],
    ["no fields at all", null],
  ])("refuses %s as a failed sign-in, before any database work on it", async (_case, credentials) => {
    await expect(authorizeCredentials(credentials, SOCKET)).resolves.toBeNull();
  });

  it("counts failures per address when the address is known", async () => {
    await recordFailedPassword(db, null, "203.0.113.77");
    expect(await db.signInAttempt.count({ where: { key: "address:203.0.113.77" } })).toBe(1);
  });
});

describe("OpenID Connect users", () => {
  it("are linked to the built-in account with the same verified email, not duplicated", async () => {
    const local = await createUser(db, {
      email: "linked@example.org",
      firstName: "Lin",
      lastName: "Ked",
      passwordHash: "x",
    });
    const claims = {
      issuer: "https://idp.example.org",
      subject: "abc",
      email: "linked@example.org",
      emailVerified: true,
      firstName: "Lin",
      lastName: "Ked",
    };
    expect((await upsertOidcUser(db, claims)).id).toBe(local.id);
    expect((await upsertOidcUser(db, claims)).id).toBe(local.id);
    expect(await db.player.count({ where: { user: { email: "linked@example.org" } } })).toBe(1);
  });

  it("are refused, not linked or duplicated, when an unverified email belongs to an account", async () => {
    await createUser(db, { email: "unverified@example.org", firstName: "Un", lastName: "Verified", passwordHash: "x" });
    const claims = {
      issuer: "https://idp.example.org",
      subject: "zzz",
      email: "unverified@example.org",
      emailVerified: false,
      firstName: "Eve",
      lastName: "Il",
    };
    await expect(upsertOidcUser(db, claims)).rejects.toBeInstanceOf(OidcEmailConflictError);
    expect(await db.user.count({ where: { email: "unverified@example.org" } })).toBe(1);
    expect(await db.user.count({ where: { oidcSubject: "zzz" } })).toBe(0);
  });

  it("are created with their player on first sign-in", async () => {
    const identity = await upsertOidcUser(db, {
      issuer: "https://idp.example.org",
      subject: "new-1",
      email: "newcomer@example.org",
      emailVerified: true,
      firstName: "New",
      lastName: "Comer",
    });
    expect(identity).toMatchObject({ name: "New Comer", email: "newcomer@example.org" });
    expect(await db.player.count({ where: { userId: identity.id } })).toBe(1);
  });
});
